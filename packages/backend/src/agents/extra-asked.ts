import { euro } from '../kb/format.js';
import { cents } from '../payroll/net-pay.js';
import { readable } from '../reader/text.js';
import { bold } from './compose.js';

// "quanto mi danno in più la domenica?", "di quanto è la maggiorazione in euro?": the extra, not the whole hour.
const ASKS_EXTRA =
  /\b(?:in piu|di piu|extra|in aggiunta|aggiuntiv\w*)\b|\bmaggiorazion\w* (?:in euro|in soldi)\b|\bdi quanto (?:e |è )?(?:la )?maggiorazion/;

/**
 * The extra an hour earns over the ordinary one, when the question asks how much more: said after the hour's
 * value (", cioè 3,25 € in più all'ora"), in bold since it is the figure asked. Empty otherwise.
 */
export function extraClause(message: string, hourly: number, percent: number): string {
  if (!ASKS_EXTRA.test(readable(message))) return '';
  return `, cioè ${bold(`${euro(cents((hourly * percent) / 100))} in più`)} all'ora`;
}
