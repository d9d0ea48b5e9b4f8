import { labelledValues } from '../documents/labelled-values.js';
import { indexOf } from '../kb/documents.js';
import { decimal, euro, figureValue } from '../kb/format.js';
import { readable } from '../reader/text.js';
import { bold } from './compose.js';
import type { AgentContext } from './context.js';

/**
 * "il totale lordo della busta torna con minimo + 2 scatti?": the gross the uploaded payslip states, weighed
 * against the one the agreement gives (minimum and increments), said right after it. Empty when nothing is
 * doubted or no document states a total gross.
 */
const DOUBT =
  /\b(?:torna|tornano|giust[oaie]|corrett[oaie]|corrispond\w*|coincid\w*|quadra\w*|sbagliat\w*|verific\w*|controll\w*)\b/;
const TOTAL = /\btotale (?:lordo|competenze|retribuzione)\b|\bretribuzione (?:lorda|totale)\b|^lordo\b/i;

export function documentGrossVerdict(ctx: AgentContext, due: number): string {
  if (!ctx.documents.length || !DOUBT.test(readable(ctx.message))) return '';
  const values = labelledValues(ctx.documents.flatMap((d) => indexOf(d).passages));
  const stated = values.find((v) => TOTAL.test(v.label) && !/imponibil|netto/i.test(v.label));
  if (!stated) return '';
  const gross = figureValue(stated.value);
  const gap = Math.round((gross - due) * 100) / 100;
  if (Math.abs(gap) < 0.01)
    return ` La busta indica ${euro(gross)} di ${stated.label.toLowerCase()}: ${bold('torna')}.`;
  return ` La busta indica ${euro(gross)} di ${stated.label.toLowerCase()}: ${bold('non torna')}, ${gap > 0 ? `${decimal(gap)} € in più` : `${decimal(-gap)} € in meno`} di minimo e scatti (la differenza può essere superminimo o altre voci individuali).`;
}
