import { euro, figureValue } from '../kb/format.js';
import type { Ccnl } from '../kb/schema.js';
import { partTimeShare } from './table-items.js';

const WEEKLY = /(\d{1,2})\s*ore\s*settimanali\b/i;
const PART_TIME = /\bpart.?time\b|\btempo parziale\b/i;
// The part-time pay the letter states: "Retribuzione mensile lorda part-time (20/40): 684,09 euro".
const STATED_PART = /part.?time[^\n:]{0,40}:\s*(\d{1,3}(?:\.\d{3})*,\d{2})\s*(?:euro|€)/i;
// The minimum the verdict weighed the full-time figure against: "… del 2° livello … è 1.403,17 €".
const MINIMUM = /\bminimo mensile lordo\b[^:]*? è (\d{1,3}(?:\.\d{3})*,\d{2}) €/;

// The verdict's figure and its conformity: "Il documento indica 1.000,00 €; … è 1.691,70 €: non è conforme: …".
const STATED = /^Il documento indica (\d{1,3}(?:\.\d{3})*,\d{2}) €/;
const CONFORMITY = /: (?:non )?è conforme\b[\s\S]*$/;

/**
 * A part-time letter stating one monthly pay, weighed against the full-time minimum: the verdict weighs it against
 * the pay due at its hours instead ("… è 1.691,70 € a tempo pieno; a 24 ore su 40 la retribuzione part-time dovuta
 * è **1.015,02 €** (…): non è conforme: mancano 15,02 € al mese."), since a part-timer paid the share of the
 * minimum is paid right. A letter stating its part-time figure beside a full-time one keeps the line said beside.
 */
export function withPartTimeDue(documentText: string, verdict: string, ccnl: Ccnl | undefined): string {
  const due = partTimeDue(documentText, verdict, ccnl);
  const stated = STATED.exec(verdict)?.[1];
  const dueFigure = /\*\*(\d{1,3}(?:\.\d{3})*,\d{2}) €\*\*/.exec(due)?.[1];
  if (!due || !stated || !dueFigure || STATED_PART.test(documentText) || !CONFORMITY.test(verdict))
    return `${verdict}${due}`;
  const gap = figureValue(dueFigure) - figureValue(stated);
  const conformity = gap <= 0.005 ? 'è conforme' : `non è conforme: mancano ${euro(gap)} al mese`;
  const share = due.trim().replace(/^A /, 'a ').replace(/\.$/, '');
  return verdict.replace(CONFORMITY, ` a tempo pieno; ${share}: ${conformity}.`);
}

/**
 * A part-time letter whose full-time pay was weighed against the full-time minimum: the pay due at its hours
 * (the minimum × hours / the agreement's week), and the part-time figure the letter states beside it.
 */
function partTimeDue(documentText: string, verdict: string, ccnl: Ccnl | undefined): string {
  // (A letter stating its share, "part-time 50%", was weighed on the scaled minimum already.)
  if (partTimeShare(documentText) !== 1) return '';
  const fullTimeHours = ccnl?.weekly_hours?.value;
  const hours = Number(WEEKLY.exec(documentText)?.[1] ?? 0);
  const minimum = MINIMUM.exec(verdict)?.[1];
  if (!PART_TIME.test(documentText) || !fullTimeHours || !hours || hours >= fullTimeHours || !minimum)
    return '';
  // In cents, so 701,585 rounds to 701,59.
  const due = Math.round((Math.round(figureValue(minimum) * 100) * hours) / fullTimeHours) / 100;
  const stated = STATED_PART.exec(documentText)?.[1];
  const instead = stated && figureValue(stated) !== due ? `, non ${stated} €` : '';
  return ` A ${hours} ore su ${fullTimeHours} la retribuzione part-time dovuta è **${euro(due)}** (${minimum} € × ${hours}/${fullTimeHours})${instead}.`;
}
