import type { Ccnl } from '../kb/schema.js';
import { markedAsk } from '../reader/asking-clause.js';
import type { TypedRequest } from '../reader/request.js';
import { readable } from '../reader/text.js';
import { type AgentAnswer, citeSources } from './answer.js';
import { bold, compose } from './compose.js';
import type { AgentContext } from './context.js';
import { askedSickDay, sickBandCell } from './sick-band-cell.js';

/**
 * A day of illness asked about ("il primo giorno di malattia me lo pagano?", "dal 4° giorno quanto prendo?"): the
 * agreement's band holding that day opens, with the condition its data states ("se la malattia dura più di 3
 * giorni; altrimenti il 1° giorno non è pagato"), then the whole rule. Before, the rule opened with the comporto
 * and the day asked was left to the reader. Only for one agreement whose sick pay is written by day bands; the
 * comporto or the injury asked keep their own answer.
 */
export function sickDayAnswer(
  ctx: AgentContext,
  req: TypedRequest,
  ccnl: Ccnl | undefined,
): AgentAnswer | undefined {
  if (!ccnl || req.intent !== 'sickness_injury' || req.slots.agreements.length > 1) return undefined;
  const text = readable(ctx.message);
  const ask = markedAsk(text) || text;
  // The comporto, an injury, or days counted over the year ("quanti giorni all'anno … e nei primi tre?") keep the
  // whole rule's answer.
  if (
    /\bcomporto\b|\bposto\b|\blicenzi|\binfortun|\binail\b|\bquant[ie] giorni\b|\b(?:all'|l')anno\b/.test(
      ask,
    ) ||
    askedSickDay(ask) === undefined
  )
    return undefined;
  const cell = sickBandCell(ccnl, ask);
  if (!cell) return undefined;
  const day = askedSickDay(ask) ?? 1;
  const condition = cell.note ? ` (${cell.note})` : '';
  return compose({
    answer: `Nel ${ccnl.short_name} il ${day}° giorno di malattia è pagato ${bold(cell.figure ?? '')}${condition}.`,
    steps: cell.statement ? [`La regola del contratto: ${cell.statement}.`] : [],
    citations: citeSources(ccnl, cell.statement || (cell.figure ?? ''), cell.article, cell.sources),
    related: [
      `Quanto dura il periodo di comporto nel ${ccnl.short_name}?`,
      `Chi paga i giorni di malattia nel ${ccnl.short_name}?`,
    ],
  });
}
