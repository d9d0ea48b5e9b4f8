import type { Ccnl } from '../kb/schema.js';
import { readable } from '../reader/text.js';
import { type AgentAnswer, citeSources } from './answer.js';
import { compose } from './compose.js';
import { untakenDays } from './unused-holidays.js';

/**
 * Parts of the untaken-hours answer: holiday days told beside hours of leave ("5 giorni di ferie e 20 ore di
 * PAR"), counted in hours at the working day of the weekly schedule; and the agreement's own words on when
 * untaken leave hours are paid ("le ore non godute entro 18 mesi vanno pagate"), quoted with their source.
 */

/** The holiday days told beside leave hours, as hours of a working day (weekly hours over 5 days). */
export function daysAsHours(
  message: string,
  counted: readonly { kind: string }[],
  weeklyHours: number | undefined,
): { hours: { kind: string; hours: number }; assumption: string } | undefined {
  if (counted.some((c) => c.kind === 'ferie') || weeklyHours === undefined) return undefined;
  const days = untakenDays(readable(message));
  if (days === undefined) return undefined;
  const daily = weeklyHours / 5;
  const n = (v: number) => String(v).replace('.', ',');
  return {
    hours: { kind: 'ferie', hours: days * daily },
    assumption: `Giorni di ferie contati in ore: ${n(days)} giorni × ${n(daily)} ore (orario di ${n(weeklyHours)} ore su 5 giorni).`,
  };
}

/** The clause of the agreement's leave entry on paying the hours left untaken ("le ore non fruite … pagate"). */
export function leaveDeadlineClause(ccnl: Ccnl): string | undefined {
  return (ccnl.rol_ex_festivita?.text ?? '')
    .split(/(?<=[.;])\s+/)
    .map((c) => c.trim().replace(/[.;]$/, ''))
    .find((c) => /non (?:godut|fruit)/i.test(c) && /(?:pagat|retribuit|liquidat|monetizz)/i.test(c));
}

/** The clause of the agreement's leave entry on paying the hours left untaken, if it has one. */
export function leaveDeadline(ccnl: Ccnl) {
  const fact = ccnl.rol_ex_festivita;
  const clause = leaveDeadlineClause(ccnl);
  if (!clause || !fact) return undefined;
  const line = `Permessi non goduti, nel ${ccnl.short_name}: ${clause.charAt(0).toLowerCase()}${clause.slice(1)}.`;
  return {
    line,
    citations: citeSources(ccnl, line, fact.article ?? null, fact.sources, 2),
  };
}

/** "e se non le usano entro quando vanno pagate?" beside the year's total: when the untaken hours are paid. */
export const DEADLINE_ASKED =
  /\bentro quando\b|\bse non (?:l[ei] |li )?(?:usa|fa|god|prend|fruisc|consum|smalt)\w*|\bscadenz\w*|\bnon (?:godut|fruit|usat)\w*/;

/** The agreement's clause on paying untaken hours, when the question asks it beside the total. */
export function deadlineBesideTotal(text: string, ccnl: Ccnl) {
  return DEADLINE_ASKED.test(text) ? leaveDeadline(ccnl) : undefined;
}

/** Only when the hours are spent or lost is asked ("entro quanto tempo vanno fruiti …, e se non vengono goduti?"). */
const DEADLINE_ONLY =
  /\bentro (?:quando|quanto(?: tempo)?)\b|\bquando scad\w*|\bscadenz\w*|\bse non (?:vengono |sono |li |le )?(?:godut|fruit|usat|goduti|smaltit)\w*/;
const HOURS_ASKED = /\bquant[ei] (?:ore|giorni|permessi)\b|\bquanto (?:spett|matur)\w*|\bquant[ei] ne\b/;

/**
 * "Entro quanto tempo vanno fruiti ROL ed ex festività nel CCNL Terziario, e cosa succede se non vengono goduti?":
 * the agreement's clause on the deadline and the pay of untaken hours opens the answer, then the rule whole.
 * Undefined when hours are asked too, a year of accrual is told, or the agreement's entry has no such clause.
 */
export function deadlineFirst(message: string, ccnl: Ccnl): AgentAnswer | undefined {
  const text = readable(message);
  if (!DEADLINE_ONLY.test(text) || HOURS_ASKED.test(text)) return undefined;
  // ("ore accumulate nel 2025 … entro quando posso usarle?": a year told is answered with its day, elsewhere.)
  if (/\b20\d\d\b/.test(text)) return undefined;
  const deadline = leaveDeadline(ccnl);
  const rule = ccnl.rol_ex_festivita?.text;
  if (!deadline || !rule) return undefined;
  return compose({
    answer: deadline.line,
    steps: [`La regola del ${ccnl.short_name} per intero: ${rule.replace(/\.$/, '')}.`],
    citations: deadline.citations,
    related: [`Quante ore di ROL ed ex festività spettano nel ${ccnl.short_name}?`],
  });
}
