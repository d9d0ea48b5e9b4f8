import { askedSickDay } from './sick-band-cell.js';

// "È normale o è un errore?", "è giusto?", "hanno sbagliato?": the ask checks what the story tells was done.
const CHECK_ASK =
  /\b(?:e|sara) (?:normale|giusto|giusta|corretto|corretta|regolare|legale)\b|\berrore\b|\bsbagliat\w*|\bhanno sbagliato\b|\bpossono\b/;
// "il primo giorno non me l'hanno pagato", "non risulta pagato", "il 1° giorno non è stato retribuito".
const TOLD_UNPAID =
  /\bnon (?:me |mi |le |gli |ce )?(?:l'|lo |la )?(?:\w+ ){0,2}?(?:pagat|retribuit|riconosciut)\w*/;

/**
 * The day of illness the question is about: the one the asking sentence names, or, when that sentence only checks
 * what was done ("È normale o è un errore dell'ufficio paghe?"), the one the story tells ("il primo giorno di
 * malattia non me l'hanno pagato"). Undefined when neither names a day.
 */
export function sickDayTold(ask: string, text: string): { day: number; clause: string } | undefined {
  const asked = askedSickDay(ask);
  if (asked !== undefined) return { day: asked, clause: ask };
  if (ask === text || !CHECK_ASK.test(ask)) return undefined;
  const told = text.split(/(?<=[.?!;])\s+/).find((s) => askedSickDay(s) !== undefined);
  return told ? { day: askedSickDay(told) as number, clause: told } : undefined;
}

/** Whether the story tells the day was not paid: the check asked is then whether that was right. */
export const toldUnpaid = (clause: string): boolean => TOLD_UNPAID.test(clause);
