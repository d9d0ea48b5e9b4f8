import { MONTHS } from '../kb/format.js';
import type { TypedRequest } from './request.js';
import { readable } from './text.js';

/**
 * "a quanto sale il suo minimo da febbraio 2027 con l'ultima tranche?": a level's minimum asked at a date, the
 * tranche only saying which table that date brings. The renewal is not asked beside it (its total increase, its
 * una tantum), so it is not answered beside the minimum. Any other renewal word keeps it asked.
 */
const TRANCHE_OF_DATE =
  /\bcon (?:la |l')?(?:(?:ultima|nuova|prossima) )?(?:tranche|trance)\b(?: (?:di|del|dal|da) (?:1 |1° |primo )?(\w+)(?: \d{4})?)?/g;
const OTHER_RENEWAL =
  /\btranche\b|\btrance\b|rinnov|scad|validit|una tantum|arretrat|vigenz|a regime\b|firmatar|decorrenz|aument\w* (?:contrattual|complessiv|total)|\bquanto (?:aument|cresc)/;

export function trancheAsDate(request: TypedRequest, text: string): Partial<TypedRequest> {
  if (request.intent !== 'minimum_pay' || !request.slots.date || !request.alsoAsked.includes('renewal'))
    return {};
  const folded = readable(text);
  // ("dopo la tranche di luglio" with a date in January: the tranche is another day, its rise asked.)
  const month = MONTHS[Number(request.slots.date.slice(5, 7)) - 1];
  const rest = folded.replace(TRANCHE_OF_DATE, (all, named?: string) =>
    named && MONTHS.includes(named) && named !== month ? all : ' ',
  );
  // ("il minimo oggi e quale sarà con la tranche di dicembre?": today's minimum asked beside the tranche's.)
  if (rest === folded || OTHER_RENEWAL.test(rest) || /\b(?:oggi|adesso|attual\w*|ora)\b/.test(rest))
    return {};
  return { alsoAsked: request.alsoAsked.filter((intent) => intent !== 'renewal') };
}
