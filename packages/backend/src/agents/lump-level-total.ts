import { euro, figureValue } from '../kb/format.js';
import type { Ccnl } from '../kb/schema.js';
import type { TypedRequest } from '../reader/request.js';
import { readable } from '../reader/text.js';
import { type AgentAnswer, citeSources } from './answer.js';
import { bold, compose } from './compose.js';
import type { AgentContext } from './context.js';
import { levelShort } from './shared/levels.js';

/**
 * "per il 3° livello, a quanto ammonta in totale l'una tantum, sommando le tre tranche?": the level's own
 * instalments, as the agreement's una tantum text lists them per level ("Importi per livello (settembre 2023 /
 * 2024 / 2025): … 3 162,00 / 162,00 / 156,00; …"), summed. Undefined when the question asks no total at a
 * level, or the text lists no instalments for it.
 */

const TOTAL_ASKED =
  /\b(?:in totale|in tutto|complessiv\w*|somm\w*|totale)\b|\bquanto (?:prende|spetta|gli spetta|mi spetta)\b/;
const INCREASE = /aument|increment|\bminim|stipend|tabellar|arretrat/;
const AMOUNT = String.raw`\d{1,3}(?:\.\d{3})*,\d{2}`;
// "(settembre 2023 / 2024 / 2025)": the instalments' months, the month said once.
const HEADER = /\(((?:[a-z]+ )?20\d\d(?:\s*\/\s*(?:[a-z]+ )?20\d\d)+)\)/i;

/** The instalments the una tantum text lists for `level`, with their months when it names them. */
export function lumpInstalments(text: string, level: string): { amounts: number[]; months: string[] } {
  const row = new RegExp(
    String.raw`(?:^|[;:]\s*|\.\s+)${level.replace(/[^\w]/g, '')} (${AMOUNT}(?:\s*\/\s*${AMOUNT})+)`,
  ).exec(text);
  if (!row) return { amounts: [], months: [] };
  const amounts = (row[1] ?? '').split('/').map((a) => figureValue(a.trim()));
  const header =
    HEADER.exec(text)?.[1]
      ?.split('/')
      .map((h) => h.trim()) ?? [];
  const month = /^([a-z]+) /i.exec(header[0] ?? '')?.[1];
  const months = header.map((h) => (/^\d/.test(h) && month ? `${month} ${h}` : h));
  return { amounts, months: months.length === amounts.length ? months : [] };
}

export function lumpLevelTotal(ctx: AgentContext, req: TypedRequest, ccnl: Ccnl): AgentAnswer | undefined {
  const text = readable(ctx.message);
  // (A follow-up after the una tantum asks it too, unless it names the increase: "e l'aumento in tutto?".)
  const lump =
    /una tantum/.test(text) ||
    (/una tantum/.test(readable(ctx.history?.at(-1) ?? '')) && !INCREASE.test(text));
  if (!lump || !req.slots.level || !TOTAL_ASKED.test(text)) return undefined;
  const fact = ccnl.validity.una_tantum;
  if (!fact.text) return undefined;
  const { amounts, months } = lumpInstalments(fact.text, req.slots.level);
  if (amounts.length < 2) return undefined;
  const total = Math.round(amounts.reduce((s, a) => s + a, 0) * 100) / 100;
  const level = levelShort(req.slots.level);
  const parts = amounts.map((a, i) => `${euro(a)}${months[i] ? ` (${months[i]})` : ''}`);
  return compose({
    answer: `Nel ${ccnl.short_name} l'una tantum del ${level} è in totale ${bold(euro(total))}: ${parts.join(' + ')}.`,
    steps: [
      `Somma delle ${amounts.length} tranche del ${level}: ${amounts.map(euro).join(' + ')} = ${euro(total)}.`,
      `Regola: ${fact.text.split(/\.\s(?=\p{Lu})/u)[0]?.replace(/\.$/, '')}.`,
    ],
    assumptions: fact.gap ? [fact.gap] : [],
    citations: citeSources(ccnl, fact.text, null, fact.sources),
    related: [`Quali sono i minimi del ${level} del ${ccnl.short_name}?`],
  });
}
