import type { Ccnl } from '../kb/schema.js';
import type { TypedRequest } from '../reader/request.js';
import { type Citation, citeSources } from './answer.js';
import { bold } from './compose.js';

/**
 * An apprentice with a school diploma, the length asked ("si è appena diplomato perito meccanico, un diploma che
 * c'entra con il lavoro: qual è la durata massima?"), where the agreement shortens the longest apprenticeship for
 * a diploma relevant to the qualification (`apprenticeship.diploma_reduction`, CCNL Metalmeccanici PMI Confapi):
 * the shortened length opens the answer when the diploma is said to be relevant, both lengths when it is not said,
 * the full length when it is said not to be. Undefined when no diploma is told or no length asked.
 */
const LENGTH_ASKED =
  /\bdur(?!ante\b)[ai]\w*|\bquant[oi] (?:anni|mesi|tempo)\b|\bper quanto\b|\bfino a quando\b/;
const DIPLOMA = /\bdiplom\w*|\bmaturita\b/;
const RELEVANT =
  /\binerent\w*|\battinent\w*|\bc'entra\b|\bcentra\b|\bcoerent\w*|\bpertinent\w*|\bcollegat\w*|\bin linea con\b|\bstesso (?:campo|settore|ambito)\b|\bnello stesso\b/;
const NOT_RELEVANT =
  /\bnon (?:e |sia )?(?:inerent|attinent|c'entra|centra|coerent|pertinent|collegat)\w*|\bniente a che (?:fare|vedere)\b|\baltro (?:campo|settore|ambito)\b/;

export function apprenticeDiplomaLength(
  ccnl: Ccnl,
  request: TypedRequest,
  text: string,
): { line: string; citations: Citation[] } | undefined {
  const reduction = ccnl.apprenticeship.diploma_reduction;
  if (!reduction || request.intent !== 'apprenticeship') return undefined;
  if (!DIPLOMA.test(text) || !LENGTH_ASKED.test(text)) return undefined;
  const longest = Math.max(...(ccnl.apprenticeship.durations ?? []).map((d) => d.months));
  if (!Number.isFinite(longest)) return undefined;
  const shorter = longest - reduction.months;
  const denied = NOT_RELEVANT.test(text);
  const line = denied
    ? `Nel ${ccnl.short_name}, con un diploma non inerente alla qualifica da conseguire l'apprendistato professionalizzante dura al massimo ${bold(`${longest} mesi`)}: la riduzione di ${reduction.months} mesi vale solo per un diploma inerente (${reduction.rule}).`
    : RELEVANT.test(text)
      ? `Nel ${ccnl.short_name}, con un diploma inerente alla qualifica da conseguire l'apprendistato professionalizzante dura al massimo ${bold(`${shorter} mesi`)}: ${longest} mesi meno ${reduction.months} per il diploma (${reduction.rule}).`
      : `Nel ${ccnl.short_name} l'apprendistato professionalizzante dura al massimo ${bold(`${longest} mesi`)}, ${bold(`${shorter} mesi`)} se il diploma è inerente alla qualifica da conseguire (${reduction.rule}).`;
  const sources = ccnl.apprenticeship.sources.filter((s) => s.url === reduction.source);
  return { line, citations: citeSources(ccnl, line, ccnl.apprenticeship.article ?? null, sources) };
}
