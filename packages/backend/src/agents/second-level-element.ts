import type { TypedRequest } from '../reader/request.js';
import { readable } from '../reader/text.js';
import { type AgentAnswer, citePassage } from './answer.js';
import { bold, compose } from './compose.js';
import type { AgentContext } from './context.js';
import { agreementOf } from './pay-base.js';

/**
 * The monthly element an agreement pays where no second-level (company) bargaining exists, asked by its name on
 * the payslip ("la voce 'elemento di garanzia' di 30 euro: col rinnovo quanto deve essere?") or by the missing
 * bargaining itself. Before, the renewal's tranches answered and the element, which the agreement's passage
 * holds, was left out. Only the agreement's own sourced passage answers; without one this module says nothing.
 */
const ASKED =
  /\belement\w* (?:\w+ ){0,2}?(?:di |della )?garanzia\b|\bmancata contrattazione\b|\b(?:assenza|mancanza) (?:di |della )?contrattazione (?:di secondo livello|aziendale|integrativa)\b|\belement\w* (?:\w+ ){0,3}?(?:senza|in assenza di|dove manca) (?:la )?contrattazione\b/;
// "da noi non c'è nessuna contrattazione di secondo livello", "azienda senza integrativo aziendale": the
// bargaining said missing in the story, the amount asked after it. (Folded text reads "aziendale" as "azienda".)
const NONE_SAID =
  /\b(?:senza|non (?:c'e|ce|ha|hanno|abbiamo|applica\w*|si (?:fa|applica|prevede)|esiste)|nessun[ao]?|assenza|mancanza)\b[^?]{0,30}\b(?:contrattazione (?:di secondo livello|azienda\w*|integrativa)|(?:contratto|accordo) (?:integrativo|azienda\w*|di secondo livello)|integrativo azienda\w*)/;
const IN_AGREEMENT =
  /\b(?:manca|mancata|mancanza|assenza|senza)\b[^.]{0,25}\bcontrattazione (?:di secondo livello|aziendale|integrativa)|\belemento (?:\w+ )?di garanzia/i;
const ASKS = /\?|\bquant\w*\b|\bimporto\b/;
// "e al lavapiatti che sta al 7 livello quanto tocca?" after the element was asked: the same element, another level.
const LEVEL_FOLLOW_UP = /^\s*(?:e|ed|invece|mentre)\b[^.?]{0,80}\blivell/;

const levelsOf = (group: string) => group.split(/,|\be\b/).map((l) => l.trim().toUpperCase());
const boldLastAmount = (text: string) => {
  const amounts = [...text.matchAll(/\d+(?:,\d+)? ?(?:euro|€)/g)];
  const last = amounts.at(-1);
  if (last?.index === undefined) return text;
  return `${text.slice(0, last.index)}${bold(last[0])}${text.slice(last.index + last[0].length)}`;
};

/**
 * The passage's amount for the asked level ("livelli 4 e 5 140,00 euro"), bolded, the other levels' amounts left
 * out (a 7th level's worker is not told the 4th's figure); else the passage with its last amount bolded.
 */
const forLevel = (text: string, level: string | undefined) => {
  const wanted = level?.replace(/[°ºª\s]|livello/gi, '').toUpperCase();
  const groups = [...text.matchAll(/\blivell[oi] ([\w ,]+?) (\d+(?:\.\d{3})*(?:,\d+)? ?(?:euro|€))/g)];
  const hit = groups.find((m) => levelsOf(m[1] ?? '').includes(wanted ?? ''));
  const first = groups[0];
  const last = groups.at(-1);
  if (!wanted || !hit || first?.index === undefined || last?.index === undefined) return boldLastAmount(text);
  const own = `livell${(hit[1] ?? '').includes(' ') ? 'i' : 'o'} ${hit[1]} ${bold(hit[2] ?? '')}`;
  return `${text.slice(0, first.index)}${own}${text.slice(last.index + last[0].length)}`;
};

export function secondLevelElement(ctx: AgentContext, req: TypedRequest): AgentAnswer | undefined {
  if (ctx.documents.length || req.slots.unknownAgreements.length) return undefined;
  const text = readable(ctx.message);
  const earlier = readable(ctx.history?.at(-1) ?? '');
  const asked = ASKED.test(text) || NONE_SAID.test(text);
  const followed = !asked && LEVEL_FOLLOW_UP.test(text) && (ASKED.test(earlier) || NONE_SAID.test(earlier));
  if ((!asked && !followed) || !ASKS.test(text)) return undefined;
  const ccnl = agreementOf(ctx, req);
  if (!ccnl) return undefined;
  const passage = ctx.kb.passages
    .filter((p) => p.ccnlId === ccnl.id && IN_AGREEMENT.test(p.text))
    .sort((a, b) => a.text.length - b.text.length)[0];
  if (!passage) return undefined;
  return compose({
    answer: `Nel ${ccnl.short_name} (elemento per le aziende senza contrattazione di secondo livello): ${forLevel(passage.text, req.slots.level)}`,
    steps: [],
    assumptions: [
      'Azienda senza contrattazione aziendale di secondo livello (integrativo o premio di risultato), come descritto.',
    ],
    citations: [citePassage(passage, ccnl.short_name)],
    related: [`Quali sono i minimi retributivi per livello nel ${ccnl.short_name}?`],
  });
}
