import type { Ccnl } from '../kb/schema.js';
import { fold } from '../reader/text.js';
import type { AgentAnswer } from './answer.js';
import { fourteenthRule } from './fourteenth.js';

/**
 * "la quattordicesima me li conta gli scatti oppure no?": whether the 14th month includes the seniority
 * increments, asked yes or no, in an agreement whose 14th leaves them out (Turismo, art. 184: "esclusi gli assegni
 * familiari e gli scatti di anzianità maturati"): **No** first, then the rule. Nothing when the agreement's rule
 * does not leave them out (the sources read do not settle it) or the answer already opens with a verdict.
 */
const FOURTEENTH = /\bquattordicesim\w*|\b14(?:a|ª|esima|°)(?!\w)/;
const INCREMENTS = /\bscatt\w*/;
const COUNTED =
  /\bcont\w*|\bcompres\w*|\bcompren\w*|\bentr\w*|\bconsiderat\w*|\bcalcolat\w*|\binclus\w*|\bdentro\b|\bvalgono\b|\bci sono\b|\bsi prendono\b/;
const CLAIM =
  /\bnon\b|\bver[oa]\b|\bgiust\w*|\bcorrett\w*|\bsostien\w*|\bdic[eo]\b|\bdicono\b|\bafferm\w*|\bconferm\w*/;
const HAS_VERDICT = /^\s*(?:\*\*)?(?:sì|si|no)(?![\p{L}])/iu;

export function withExtraMonthIncrementsVerdict<T extends AgentAnswer>(
  answer: T,
  message: string,
  ccnl: Ccnl | undefined,
): T {
  if (!ccnl) return answer;
  const text = fold(message);
  const asked = text.split(/(?<=\?)/).find((c) => c.includes('?') && INCREMENTS.test(c)) ?? '';
  // A claim to confirm ("sostiene che non vanno calcolati … è vero?") has its own verdict (rule-claim.ts).
  if (
    !FOURTEENTH.test(text) ||
    !COUNTED.test(asked) ||
    /\bquant\w*|\bquando\b|\bcome\b|\bqual\w*/.test(asked) ||
    CLAIM.test(text)
  )
    return answer;
  if (fourteenthRule(ccnl).excludes !== 'senza gli scatti di anzianità') return answer;
  const lines = answer.text.split('\n');
  const at = lines.findIndex((line) => line.trim() !== '');
  if (at < 0 || HAS_VERDICT.test(lines[at] ?? '')) return answer;
  lines.splice(
    at,
    0,
    `**No**: nel ${ccnl.short_name} la quattordicesima non comprende gli scatti di anzianità maturati, che il contratto esclude insieme agli assegni familiari.`,
    '',
  );
  return { ...answer, text: lines.join('\n') };
}
