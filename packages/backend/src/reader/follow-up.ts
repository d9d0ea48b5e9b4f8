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
