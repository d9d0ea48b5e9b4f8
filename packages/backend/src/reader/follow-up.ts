import type { Slots } from './request.js';

/**
 * A follow-up that changes only the time of an overtime hour ("e se le fa di notte?", "e di domenica?") keeps
 * the overtime: night or holiday overtime, not plain night or holiday work.
 */
export function inheritedOvertime(previous: Slots, own: Slots): Slots['overtimeKind'] {
  const before = previous.overtimeKind;
  const now = own.overtimeKind;
  if (!before?.startsWith('straordinario') || !now || now.startsWith('straordinario')) return now ?? before;
  return now === 'notturno' ? 'straordinario_notturno' : 'straordinario_festivo';
}

/**
 * The level number a follow-up names: "e il 6°?", and bare "e per il 2?", "e al 5?" (a one- or two-digit
 * number alone, which no year or amount can be).
 */
export function followUpLevelNumber(message: string): string | undefined {
  return (
    /\b(\d{1,2})\s*[°º]/.exec(message)?.[1] ??
    /^\s*(?:e|ed|ma|invece)?\s*(?:per|con|a|al|il|del|nel|un|una)?\s*(?:il|al|un|lo)?\s*(\d{1,2})\s*(?:livello)?\s*\??\s*$/i.exec(
      message,
    )?.[1]
  );
}
