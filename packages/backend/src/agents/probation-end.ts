import { addDays, italianDate } from '../kb/format.js';
import { fold } from '../reader/text.js';
import { bold } from './compose.js';
import { endOf, termOf } from './notice-given.js';

/**
 * The last day of a probation that started on the hire day the question gives ("assunto il 1 settembre: quando
 * finisce la prova?"). A term in calendar months or days ends on a date; a term in days actually worked moves
 * with the schedule and with absences, so it is given for a five- and a six-day week, as an estimate.
 */

/** "quando finisce la prova?", "fino a quando dura?", "entro che giorno?", "che data". */
const ASKS_END =
  /\bquando (?:finisc\w*|termin\w*|scad\w*|fini\w*)\b|\bfino a (?:quando|che giorno|che data)\b|\bentro (?:quando|che giorno|che data)\b|\b(?:che|quale?) (?:giorno|data)\b|\bscadenza\b|\bfine (?:della |del periodo di )?prova\b/;

export function asksProbationEnd(message: string): boolean {
  return ASKS_END.test(fold(message));
}

/** The day the `days`-th working day falls on, counting the hire day, Monday to Friday or to Saturday. */
function workedDaysEnd(hired: string, days: number, perWeek: 5 | 6): string {
  let day = hired;
  for (let counted = 0; ; day = addDays(day, 1)) {
    const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
    if (weekday !== 0 && (perWeek === 6 || weekday !== 6)) counted += 1;
    if (counted === days) return day;
  }
}

/** The sentence giving the probation's last day, or '' when the term cannot be read as a length. */
export function probationEndSentence(max: string, hired: string): string {
  const text = max.toLowerCase();
  const worked = /(\d+)\s+giorni (?:di (?:lavoro )?effettiv\w*|lavorativ\w*|di lavoro)/.exec(text);
  if (worked) {
    const days = Number(worked[1]);
    const five = workedDaysEnd(hired, days, 5);
    const six = workedDaysEnd(hired, days, 6);
    return `Contando dal giorno di assunzione (${italianDate(hired)}) solo i giorni lavorati, ${days} giorni di lavoro effettivo finiscono ${bold(`intorno al ${italianDate(five)}`)} con 5 giorni lavorativi a settimana, o intorno al ${italianDate(six)} con 6, senza assenze né festività: ferie, malattia e festivi spostano la data.`;
  }
  const term = termOf(text.replace(/\s*di calendario\b/, ''));
  if (!term) return '';
  const end = endOf(hired, term);
  return `Iniziata il ${italianDate(hired)}, la prova finisce il ${bold(italianDate(end))} (ultimo giorno compreso), se non ci sono assenze che per legge o per contratto la sospendono (malattia, infortunio, maternità).`;
}
