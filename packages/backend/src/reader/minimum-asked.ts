import { readable } from './text.js';

/**
 * A question asking the agreement's minimum itself ("quant'è il minimo lordo mensile?", "paga base del C3",
 * "minimo tabellare") is answered with the table's figure first, whichever agent it is sent to: the net
 * estimate (with increments and surcharges) answers another question. A question that asks the net, or what
 * someone takes home, is still calcolo's.
 */
export function asksTableMinimum(message: string): boolean {
  const text = readable(message);
  return (
    /\bminim[oi]\b(?! (?:di|del) (?:preavviso|prova|ferie|ore))|\btabellar|paga base|stipendio base|retribuzione base/.test(
      text,
    ) && !/\bnett|in tasca|porta(?:re)? a casa|calcol|\bscatt/.test(text)
  );
}
