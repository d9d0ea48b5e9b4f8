import type { Ccnl } from '../kb/schema.js';

type Rate = NonNullable<Ccnl['rates']['rates']>[number];

// "turnisti, senza riposo compensativo (35% con riposo compensativo)": the rate's condition writes a second
// percentage for the opposite case.
const ALTERNATIVE = /\s*\((\d{1,3}(?:[.,]\d{1,2})?)\s?% ((?:con|senza|per|se) [^()]+)\)\s*$/i;

/**
 * The rates with each alternative percentage a condition writes in brackets set out as a rate of its own: the
 * Metalmeccanici's shift night-holiday work, 60% "senza riposo compensativo (35% con riposo compensativo)", is
 * then two rates, and the case the question tells (rate-condition.ts: "il riposo compensativo me lo danno")
 * picks the 35%. The alternative's condition leads with its own case and keeps the rest of the written one
 * ("con riposo compensativo, turnisti"). Only figures the knowledge base writes; nothing is derived.
 */
export function withWrittenAlternatives(rates: readonly Rate[]): Rate[] {
  return rates.flatMap((rate) => {
    const found = ALTERNATIVE.exec(rate.condition ?? '');
    if (!found?.[1] || !found[2]) return [rate];
    const own = (rate.condition ?? '').slice(0, found.index).trim();
    const percent = Number(found[1].replace(',', '.'));
    const opposite = found[2].trim();
    // The written case's words opposite to the alternative's ("senza riposo compensativo") leave its condition.
    const subject = opposite.replace(/^(?:con|senza|per|se) /i, '');
    const rest = own
      .split(/,\s*/)
      .filter((part) => !part.toLowerCase().includes(subject.toLowerCase()))
      .join(', ');
    return [
      { ...rate, condition: own },
      { ...rate, percent, condition: rest ? `${opposite}, ${rest}` : opposite },
    ];
  });
}
