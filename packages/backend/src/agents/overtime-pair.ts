import { percent } from '../kb/format.js';
import type { Ccnl } from '../kb/schema.js';
import { readable } from '../reader/text.js';
import { bold } from './compose.js';
import { KIND_LABEL } from './overtime-kinds.js';

type Rate = NonNullable<Ccnl['rates']['rates']>[number];

// "lo straordinario diurno feriale e quello notturno?", "straordinario feriale e festivo": the weekday daytime
// overtime asked beside a night or holiday one.
const DAYTIME_ASKED =
  /\bstraordinari\w*\s+(?:\w+\s+)?(?:diurn|ferial)\w*|\b(?:diurn|ferial)\w*\b[^.?]{0,40}\be\b[^.?]{0,40}\b(?:nottur|festiv)/;

/**
 * The opening when the question asks the weekday daytime overtime beside the night or holiday one the reader
 * kept: both rates, the daytime one first ("la maggiorazione per lo straordinario diurno feriale è del **15%**;
 * per lo straordinario notturno del **30%**"). Undefined when only one kind is asked or the daytime rate is
 * not in the knowledge base.
 */
export function pairedRateOpening(
  message: string,
  rates: readonly Rate[],
  first: Rate,
  name: string,
): string | undefined {
  if (first.kind === 'straordinario' || !DAYTIME_ASKED.test(readable(message))) return undefined;
  const plain = rates.filter((r) => r.kind === 'straordinario');
  const day = plain.find((r) => /diurn|ferial/.test(r.condition ?? '')) ?? plain.find((r) => !r.condition);
  if (!day) return undefined;
  const label = KIND_LABEL[first.kind];
  const article = /^s[bcdfgmnpqrstv]/.test(label) ? 'lo' : 'il';
  return `Nel ${name} la maggiorazione per lo straordinario diurno feriale è del ${bold(percent(day.percent))}; per ${article} ${label} è del ${bold(percent(first.percent))}${first.condition ? ` (${first.condition})` : ''}, sulla paga oraria.`;
}
