import type { TypedRequest } from '../reader/request.js';
import { documentDate } from './document-topics.js';

// A payslip (not a letter): its pay is the pay of its own month.
const PAYSLIP = /\bcedolino\b|\bbusta paga\b|\bnetto (?:in busta|del mese|a pagare|da corrispondere)\b/i;
const NOW = /\b(?:adesso|ora|oggi|attualmente|in vigore)\b/;
// "mi sembra quello dell'anno scorso", "è uguale all'anno scorso": a doubt about the payslip, not the day asked.
const LAST_YEAR_DOUBT =
  /\b(?:quell[oa]|uguale|identic[oa]|come|stess[oa]|fermo|ferma|rimast[oa])\b[^.?;]{0,20}\b(?:dell'|dell |all'|all |l')anno scorso\b/;

/** The first day of the month after `today`'s ("2026-11-28" → "2026-12-01"). */
const nextMonth = (today: string): string => {
  const [y, m] = today.split('-').map(Number);
  const year = (m ?? 1) === 12 ? (y ?? 0) + 1 : (y ?? 0);
  const month = (m ?? 1) === 12 ? 1 : (m ?? 1) + 1;
  return `${year}-${String(month).padStart(2, '0')}-01`;
};

/**
 * "paga base, contingenza e terzo elemento del mio cedolino di ottobre sono in linea con il minimo?": a payslip's
 * pay is weighed against the table in force in the payslip's month, not today's (a tranche paid since then would
 * make a right payslip look short), and a draft of next month's payslip against next month's. "adesso", "oggi"
 * ask today's table; "sembra quello dell'anno scorso" doubts the payslip and asks no date of its own.
 */
export function atPayslipMonth(
  req: TypedRequest,
  text: string,
  question: string,
  today: string,
): TypedRequest {
  const doubtedYear = LAST_YEAR_DOUBT.test(question);
  if ((req.slots.date !== undefined && !doubtedYear) || NOW.test(question)) return req;
  if (!PAYSLIP.test(text) && !PAYSLIP.test(question)) return req;
  const month = documentDate(text);
  if (!month || month > nextMonth(today)) return req;
  const { taxYear: _year, ...slots } = req.slots;
  return { ...req, slots: { ...(doubtedYear ? slots : req.slots), date: month } };
}
