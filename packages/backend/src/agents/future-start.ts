import { italianDate } from '../kb/format.js';
import type { LevelPay } from '../kb/pay.js';

/**
 * Session 24 (fixs24b): a hiring letter whose work starts after today ("data di inizio 1 febbraio 2027", asked
 * "è corretta la paga?"): the verdict opens the answer — "Sì" when the letter's pay reaches the minimum of the
 * table in force on the first day, "No" when it is below — and a first day after the latest table the knowledge
 * base holds is weighed on that table, said as the latest known.
 */
export function futureStartVerdict(
  difference: number,
  starts: string,
  pay: LevelPay,
): { line: string; assumption?: string } {
  const day = italianDate(starts);
  const line =
    difference < -0.005
      ? `No: la retribuzione della lettera è sotto il minimo del livello in vigore all'inizio del rapporto (${day}).`
      : `Sì: la retribuzione della lettera rispetta il minimo del livello in vigore all'inizio del rapporto (${day}).`;
  // No later table: the one in force on the first day is the latest known; a renewal may raise it.
  if (pay.next) return { line };
  return {
    line,
    assumption: `È l'ultima tabella nota nella base di conoscenza: un rinnovo successivo può cambiare il minimo all'inizio del rapporto.`,
  };
}
