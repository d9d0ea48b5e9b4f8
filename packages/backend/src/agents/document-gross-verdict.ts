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

/** The shortfall asked of a figure told: "mi sembra poco … quanto mi manca?", "è giusto?". */
const TOLD_DOUBT = new RegExp(
  String.raw`${DOUBT.source}|\bmi manca\b|\bmancano\b|\bquanto manca\b|\bsembra (?:poco|basso|bassa)\b|\bdi meno\b`,
);

/** The question doubts a figure it tells ("mi sembra poco", "quanto mi manca?", "è giusto?"). */
export const doubtsToldFigure = (message: string): boolean => TOLD_DOUBT.test(readable(message));

/**
 * "in busta minimo più scatti fa 2.090,00 euro: mi sembra poco, quanto mi manca?": the figure the question tells
 * (not a superminimo or another named item), weighed against the one the agreement gives. Empty when nothing is
 * doubted or no figure told is near the one due (within a quarter: another figure of the story is not this one).
 */
export function toldGrossVerdict(
  message: string,
  amounts: readonly { kind: string; value: number }[],
  due: number,
): string {
  if (!doubtsToldFigure(message)) return '';
  const told = amounts.find((a) => a.kind === 'other' && Math.abs(a.value - due) <= due / 4);
  if (!told) return '';
  const gap = Math.round((told.value - due) * 100) / 100;
  if (Math.abs(gap) < 0.01) return ` I ${euro(told.value)} che indica ${bold('tornano')}.`;
  return gap < 0
    ? ` Rispetto ai ${euro(told.value)} che indica ${bold(`mancano ${euro(-gap)} al mese`)} (${euro(due)} − ${euro(told.value)}).`
    : ` Rispetto ai ${euro(told.value)} che indica ci sono ${euro(gap)} al mese in più (la differenza può essere superminimo o altre voci individuali).`;
}
