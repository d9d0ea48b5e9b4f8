import type { Slots } from './request.js';

/**
 * "Altra badante, stesso livello…", "e un altro dipendente assunto a marzo?": another worker than the one the
 * conversation dated. The level or the agreement may be the same ("stesso livello"), the days of that worker's
 * hire and leaving are not, unless the turn says so ("assunto lo stesso giorno").
 */
const ANOTHER_WORKER =
  /\b(?:un'|un |l')?altr[oa] (?:badante|colf|dipendente|lavorat\w+|operai[oa]|impiegat[oa]|collaborat\w+|assistente|baby ?sitter|tata|persona|ragazz[oa]|addett[oa]|commess[oa]|apprendist[oa]|camerier[ea]|barista|cuoc[oa]|segretari[oa]|magazzinier[ea]|signora|domestic[oa])\b/;
const SAME_DATES =
  /\bstess[oa] (?:giorno|data|periodo|mese|assunzione|anzianita|date)\b|\b(?:assunt|entrat)\w* (?:insieme|lo stesso giorno|nello stesso (?:giorno|mese|periodo))/;
/** "in forza tutto l'anno", "per l'anno intero": the whole year, not the months an earlier hire counted. */
const WHOLE_YEAR = /\b(?:un |l')?(?:anno (?:intero|pieno|completo)|intero anno)\b|\btutto l'anno\b/;

/** "in forza tutto l'anno", not "visto che non ho fatto l'anno intero". */
function wholeYear(text: string): boolean {
  const found = WHOLE_YEAR.exec(text);
  return found !== null && !/\b(?:non|senza|mica)\b[^.?!;,]{0,30}$/.test(text.slice(0, found.index));
}

/** Whether the turn asks about another worker than the conversation's, with dates of their own. */
export function anotherWorker(text: string): boolean {
  return ANOTHER_WORKER.test(text) && !SAME_DATES.test(text);
}

/**
 * The conversation's hire and leaving days, dropped from a turn's slots (`out`) when the turn speaks of another
 * worker or of a whole year and tells no day of its own; so is the day asked that was only the earlier hire or
 * leaving day.
 */
export function withoutOtherWorkerDates(out: Slots, previous: Slots, own: Slots, text: string): void {
  if (!anotherWorker(text) && !wholeYear(text)) return;
  if (own.hireDate || own.endDate) return;
  if (
    !own.date &&
    previous.date &&
    (previous.date === previous.hireDate || previous.date === previous.endDate)
  )
    delete out.date;
  delete out.hireDate;
  delete out.endDate;
  if (own.monthsWorked === undefined) delete out.monthsWorked;
}
