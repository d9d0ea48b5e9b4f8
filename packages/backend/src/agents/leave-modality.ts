import { readable } from '../reader/text.js';
import { bold } from './compose.js';

/**
 * Session 53: "congedo parentale a ore: qual è la frazione minima giornaliera e con quanto preavviso va chiesto?".
 * How a leave is taken (by the hour, its smallest block, the notice of the request) is the agreement's rule when
 * the knowledge base holds it: that line opens, with its first figure in bold, and the law's rule follows.
 */
const HOW_ASKED =
  /\ba ore\b|\bora(?:ri[oa]|ria)\b|\bfrazion\w*|\bpreavvis\w*|\bblocch?i\b|\bgruppi di\b|\bminim[oa] (?:giornalier|di ore)\w*|\bore minime\b|\bcome (?:si )?(?:chied|richied|present|usa|prend)\w*/;
/** An agreement's statement on the same: the hours' block, the request's notice. */
const HOW_GIVEN = /\ba ore\b|\bgruppi di \d+ ore\b|\bpreavviso\b|\bfrazionabil\w*/i;

/** The agreement's own lines, the one that says how the leave is taken first, or undefined when not asked. */
export function modalityFirst(message: string, own: readonly string[]): string[] | undefined {
  if (!HOW_ASKED.test(readable(message))) return undefined;
  const index = own.findIndex((line) => HOW_GIVEN.test(line));
  const first = own[index];
  if (first === undefined) return undefined;
  const figure = /\d+(?:,\d+)? (?:ore|giorni)\b/.exec(first)?.[0];
  const lead = figure ? first.replace(figure, bold(figure)) : first;
  return [lead, ...own.filter((_, i) => i !== index)];
}
