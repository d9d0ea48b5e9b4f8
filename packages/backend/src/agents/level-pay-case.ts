import { type LevelPay, levelPayAt, sections, tableAt } from '../kb/pay.js';
import type { Ccnl } from '../kb/schema.js';
import { sectionAsked } from '../kb/section-asked.js';
import type { AgentContext } from './context.js';

/**
 * The table a classification's minimum is read from when the case is not the agreement's first table: a carer
 * only at night ("solo di notte, dalle 20 alle 8") takes the night-assistance (or night-presence) month, a
 * worker paid by the hour and not living in ("colf a ore non convivente", said in this turn or an earlier one)
 * the hourly table. Undefined when the case is the ordinary one, or the level has no row in that table.
 */
const NIGHT_SECTIONS = new Set(['assistenza notturna', 'presenza notturna']);

export function levelPayOfCase(ccnl: Ccnl, level: string, ctx: AgentContext): LevelPay | undefined {
  const turns = [ctx.message, ...(ctx.history ?? []).toReversed()];
  const section = sectionAsked(ccnl, turns, level);
  if (section && NIGHT_SECTIONS.has(section)) {
    const pay = levelPayAt(ccnl, level, ctx.today, section);
    return pay?.table.section === section ? pay : undefined;
  }
  if (ctx.request?.slots.cohabiting !== false) return undefined;
  for (const own of sections(ccnl)) {
    const { current } = tableAt(ccnl, ctx.today, own);
    if (current?.unit !== 'ora') continue;
    const row = current.levels.find((r) => r.level === level);
    if (row) return { table: current, row, next: undefined };
  }
  return undefined;
}

/** The words that introduce a level's minimum: the month's or the hour's, with the table of a special case. */
export function casePayLabel(pay: LevelPay): string {
  const section = pay.table.section ?? '';
  if (pay.table.unit === 'ora') return `Paga oraria minima del livello${section ? ` (${section})` : ''}`;
  return `Minimo mensile lordo del livello${NIGHT_SECTIONS.has(section) ? ` (${section})` : ''}`;
}

/** " l'ora" after an hourly minimum's figure. */
export const perHour = (pay: LevelPay): string => (pay.table.unit === 'ora' ? " l'ora" : '');
