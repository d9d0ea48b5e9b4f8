import type { Intent, Slots } from './request.js';

/** A part-timer moved to full time: "passare a tempo pieno", "da part-time a full time", "trasformare il part-time". */
const TO_FULL =
  /\b(?:passare|passa|passi|passasse|passaggio|trasform\w*|diventare|diventa|portar\w*|porto|aumentare|aument\w*)\b[^.?;]{0,40}?\b(?:tempo pieno|full.?time)\b|\bda part.?time a (?:tempo pieno|full.?time)\b/;

/** The asking sentences: those with a question mark, else the whole text. */
const askingAll = (text: string) => {
  const asks = text.split(/(?<=[.?!])\s+/).filter((s) => s.includes('?'));
  return asks.length > 0 ? asks : [text];
};

/** The month's pay asked in the sentence that asks ("quanto passa il suo minimo mensile lordo"). */
const PAY_ASKED = /\b(?:minim\w*|stipendio|paga|retribuzione|lordo|mensile)\b/;
/** Rules of the change itself, not its pay: the right to it, the notice, the form. */
const RULES_ASKED =
  /\bdiritt\w*|\bpuo (?:chiedere|rifiutar)|\bobblig\w*|\bprecedenz\w*|\bforma scritta\b|\bprocedur\w*/;

/**
 * "ho una commessa part-time a 24 ore … mi chiede di passare a tempo pieno, 40 ore … apriamo anche la domenica:
 * quanto passa il suo minimo mensile lordo, da part-time a full time?": the pay of a part-timer moved to full time
 * is the level's minimum on the part-time hours and then on the full week, not 40 hours of Sunday overtime. The
 * intent becomes the minimum, with the part-time hours kept and the overtime read from the story dropped, in place.
 */
export function partToFullTime(text: string, slots: Slots): Intent | undefined {
  if (!/part.?time|tempo parziale/.test(text) || !TO_FULL.test(text) || slots.level === undefined)
    return undefined;
  // ("…ho qualche diritto di precedenza? E quanto sarebbe il minimo part time al 2° livello?": the right to the
  // move is asked first, so the question stays on part-time; the minimum rides along.)
  const asks = askingAll(text);
  const ask = asks.at(-1) ?? text;
  if (!PAY_ASKED.test(ask) || asks.some((a) => RULES_ASKED.test(a)) || /\bnett\w*/.test(ask))
    return undefined;
  const part =
    /\b(?:part.?time|tempo parziale)\s*(?:a |di |da )?(\d{1,2})\s*ore\b|\b(\d{1,2})\s*ore\b[^.?;]{0,20}\bpart.?time/.exec(
      text,
    );
  const hours = part ? Number(part[1] ?? part[2]) : slots.weeklyHours;
  if (hours === undefined || hours >= 36) return undefined;
  slots.weeklyHours = hours;
  delete slots.overtimeKind;
  delete slots.extraHours;
  slots.amounts = slots.amounts.filter((a) => a.kind !== 'hours');
  return 'minimum_pay';
}
