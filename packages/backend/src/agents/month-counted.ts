import { MONTHS } from '../kb/format.js';

/**
 * "Sono stato assunto il 10 marzo: marzo conta per intero?": whether the hire's (or the leaving's) broken month
 * counts as a whole month for the accrual, answered Sì or No first: the days of that month on the job against the
 * days that make a month count. Asked in the question's own sentence (the one with "?", or a short message), never
 * read from a story's background. Undefined when no broken month is told or the question does not ask it.
 */

// "conta per intero", "vale come mese intero", "viene considerato un mese intero", "lo conto intero?".
const ASKS_WHOLE =
  /\b(?:cont\w*|val[ea]\w*|consider\w*|calcol\w*|computa\w*|matur\w*)\b[^?.]{0,40}\b(?:per intero|(?:come )?(?:un |il )?mese intero|intero)\b|\bmese intero\b/;

/** The question's asking part: its sentences ending with "?", or the whole message when short. */
function askingPart(text: string): string {
  const asked = text.match(/[^.?!]*\?/g);
  if (asked?.length) return asked.join(' ');
  return text.length <= 160 ? text : '';
}

/** Whether the message asks if a broken month counts whole ("marzo conta per intero?"). */
export const asksBrokenMonth = (text: string) => ASKS_WHOLE.test(askingPart(text));

const lastDay = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();

export function brokenMonthVerdict(
  text: string,
  hireDate: string | undefined,
  endDate: string | undefined,
  threshold: number,
): string | undefined {
  if (!asksBrokenMonth(text)) return undefined;
  const iso = /^\d{4}-\d{2}-\d{2}$/;
  const hire = hireDate && iso.test(hireDate) && !hireDate.endsWith('-01') ? hireDate : undefined;
  const end = endDate && iso.test(endDate) ? endDate : undefined;
  const endBroken =
    end && Number(end.slice(8)) !== lastDay(Number(end.slice(0, 4)), Number(end.slice(5, 7)))
      ? end
      : undefined;
  const date = hire ?? endBroken;
  if (!date) return undefined;
  const [year, month, day] = [Number(date.slice(0, 4)), Number(date.slice(5, 7)), Number(date.slice(8))];
  const name = MONTHS[month - 1];
  const last = lastDay(year, month);
  const [from, to] = date === hire ? [day, last] : [1, day];
  const days = to - from + 1;
  const span = `dal ${from === 1 ? '1°' : from} al ${to} ${name} sono ${days} giorni`;
  return days >= threshold
    ? `**Sì**, ${name} conta come mese intero: ${span}, almeno i ${threshold} giorni che fanno contare la frazione di mese per intero ai fini delle ferie.`
    : `**No**, ${name} non conta: ${span}, meno dei ${threshold} giorni che servono perché la frazione di mese valga come mese intero; quel mese non fa maturare il rateo di ferie.`;
}
