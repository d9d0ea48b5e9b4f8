import { readable } from '../../reader/text.js';
import { COMPORTO_LIMIT } from '../comporto-cell.js';

/**
 * The employer's duty to tell a sick worker the days already used ("col contratto nuovo devono dirmi per forza
 * quanti giorni ho già fatto: entro quanto tempo?"), asked before the comporto or without it: the clause that
 * states it opens the sickness rule, the comporto after it. Asked after the comporto, the comporto keeps the lead.
 */

// "devono dirmi quanti giorni ho già fatto", "mi devono comunicare le giornate di malattia", "entro quanto me lo dicono".
const DAYS_TOLD_ASKED =
  /\b(?:dir\w*|comunic\w*|informar\w*|far\w* sapere)\b[^?.]{0,30}\bquant[ie] (?:giorni|giornate)\b[^?.]{0,30}\b(?:gia|fatt\w*|fatto|godut\w*|usat\w*|utilizzat\w*|pres\w*)\b|\bcomunic\w*\b[^?.]{0,30}\b(?:giorni|giornate) di malattia\b|\b(?:giorni|giornate) di malattia (?:gia )?(?:fatt|godut|usat|utilizzat|consumat)\w*\b[^?.]{0,30}\b(?:dir\w*|comunic\w*)/;
// "il periodo di comporto", "la conservazione del posto", "per quanto mi tengono il posto".
const COMPORTO_NAMED = /\bcomporto\b|\bconservazion\w* del posto\b|\b(?:conserv|ten)\w* (?:il|del) posto\b/;
// The agreement's clause: "deve comunicargli entro 15 giorni le giornate di malattia già godute".
const DAYS_TOLD_CLAUSE = /\bcomunic\w*\b[^.;]*\b(?:giornate|giorni) di malattia\b/i;

/** The index of the clause to open with, or -1 when the question does not ask the days told first. */
export function daysToldLead(clauses: readonly string[], question: string): number {
  const text = readable(question);
  const told = DAYS_TOLD_ASKED.exec(text);
  if (!told) return -1;
  const comporto = [COMPORTO_LIMIT.exec(text), COMPORTO_NAMED.exec(text)].filter((m) => m !== null);
  if (comporto.some((m) => m.index < told.index)) return -1;
  return clauses.findIndex((c) => DAYS_TOLD_CLAUSE.test(c));
}

/** The clauses with the days-told clause first and its time limit in bold ("**entro 15 giorni**"). */
export function daysToldFirst(clauses: readonly string[], told: number): string[] {
  return clauses.map((c, i) => (i === told ? c.replace(/\bentro (\d+ giorni)\b/, '**entro $1**') : c));
}
