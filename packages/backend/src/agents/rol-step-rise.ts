import { decimal } from '../kb/format.js';
import type { Ccnl } from '../kb/schema.js';

type Ramp = NonNullable<Ccnl['rol_ex_festivita']['rol_by_seniority']>;

/**
 * What a graded step adds to the one before it, said beside the total in a follow-up ("e quando avrò fatto 2 anni, a
 * quante ore arrivo?" after the first years' 32 ore): " (+36 ore di ROL dopo 2 anni di servizio)". Empty for the first
 * step, a step that adds nothing, or hours that differ by the firm's size.
 */
export function stepRise(
  graded: Ramp | undefined,
  step: Ramp['steps'][number] | undefined,
  bands: readonly { hours: number }[],
  part: number,
): string {
  const full = bands[0]?.hours;
  if (!graded || !step || bands.length !== 1 || full === undefined) return '';
  const before = [...graded.steps].reverse().find((s) => s.from_month < step.from_month);
  if (!before || step.rol_percent <= before.rol_percent) return '';
  const rise = Math.round(((full * (step.rol_percent - before.rol_percent)) / 100) * part * 100) / 100;
  const span = step.from_month % 12 === 0 ? `${step.from_month / 12} anni` : `${step.from_month} mesi`;
  return ` (+${Number.isInteger(rise) ? String(rise) : decimal(rise)} ore di ROL dopo ${span} di servizio)`;
}
