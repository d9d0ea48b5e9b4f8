import { euro, italianDate, NOT_AVAILABLE } from '../kb/format.js';
import { tableAt } from '../kb/pay.js';
import type { Ccnl } from '../kb/schema.js';
import { sectionAsked } from '../kb/section-asked.js';
import type { TypedRequest } from '../reader/request.js';
import { readable } from '../reader/text.js';
import { type AgentAnswer, citeSources } from './answer.js';
import { bold, compose } from './compose.js';
import type { AgentContext } from './context.js';

/**
 * Domestic work's night presence (table E: someone who sleeps in the house and is only present at night,
 * without assisting) asked by its pay: the table's one monthly minimum, whatever the level. Before, with no
 * level given, the answer opened with the household's IRPEF regime instead of the amount asked.
 */
const SECTION = 'presenza notturna';

export function nightPresenceAnswer(
  ctx: AgentContext,
  req: TypedRequest,
  ccnl: Ccnl,
): AgentAnswer | undefined {
  if (req.intent !== 'minimum_pay') return undefined;
  const texts = [ctx.message, ...(ctx.history ?? []).toReversed()].map(readable);
  if (sectionAsked(ccnl, texts) !== SECTION) return undefined;
  const date = req.slots.date ?? ctx.today;
  const { current } = tableAt(ccnl, date, SECTION);
  const row = current?.levels[0];
  // A tranche signed for a date after the table (the 2027 step of the renewal, with that year's ISTAT
  // adjustment) leaves the table behind: its amount is no minimum then, and nothing says the new one.
  const due = current && ccnl.validity.tranches.filter((t) => t <= date && t > current.effective_from).at(-1);
  if (current && due)
    return compose({
      answer: `Il minimo della presenza notturna del ${ccnl.short_name} dal ${italianDate(due)}: ${bold(NOT_AVAILABLE)}. La tabella di quella data (la tranche del rinnovo che decorre dal ${italianDate(due)} e l'adeguamento annuale) non è ancora nella base di conoscenza; l'ultima trovata è quella in vigore dal ${italianDate(current.effective_from)}, che non vale come minimo al ${italianDate(date)}.`,
      citations: citeSources(
        ccnl,
        `presenza notturna: tabella dal ${italianDate(current.effective_from)}`,
        `tabella minimi dal ${italianDate(current.effective_from)}`,
        current.sources,
      ),
      related: ['Qual è il minimo mensile della presenza notturna nel 2026?'],
    });
  if (!current || !row)
    return compose({
      answer: `Minimo della presenza notturna del ${ccnl.short_name} al ${italianDate(date)}: ${NOT_AVAILABLE}.`,
      citations: [],
      related: [],
    });
  const from = italianDate(current.effective_from);
  return compose({
    answer: `Nel ${ccnl.short_name} la presenza notturna (solo presenza in casa di notte, senza assistenza) ha al ${italianDate(date)} un minimo di ${bold(`${euro(row.amount)} al mese`)} lordi: un livello unico, uguale per tutti.`,
    steps: current.note ? [current.note] : [],
    assumptions: [
      'Se di notte la persona va assistita, vale la tabella dell’assistenza notturna (livelli BS, CS, DS), non la presenza notturna.',
    ],
    citations: citeSources(
      ccnl,
      `presenza notturna: minimo ${euro(row.amount)} al mese dal ${from}`,
      `tabella minimi dal ${from}`,
      current.sources,
    ),
    related: [
      'Quanto è il minimo dell’assistenza notturna per una persona non autosufficiente?',
      'Quanti giorni di ferie spettano con il CCNL Lavoro domestico?',
    ],
  });
}
