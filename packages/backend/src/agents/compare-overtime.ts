import { DENIED_OVERTIME } from '../reader/follow-up.js';
import { readable } from '../reader/text.js';

/**
 * "e di notte? stessi due contratti" after a comparison of overtime: the follow-up changes only the time of the
 * overtime hour, so night (or holiday) overtime is compared, not ordinary night work. The follow-up's text gets
 * the overtime it keeps; overtime denied ("il notturno normale, non straordinario") keeps the plain work.
 */
export function overtimeKept(text: string, previous: string | undefined): string {
  if (previous === undefined || /straordinar/.test(text) || DENIED_OVERTIME.test(text)) return text;
  if (!/notturn|\bdi nott[ei]\b|festiv|domenic/.test(text)) return text;
  if (/\bnormal\w*|\bordinari\w*|\bin turn|\bturnist/.test(text)) return text;
  const before = readable(previous);
  return /straordinar/.test(before) && !DENIED_OVERTIME.test(before) ? `${text} (straordinario)` : text;
}
