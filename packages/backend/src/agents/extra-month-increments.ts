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
// "è giusto che nella quattordicesima non mi contino gli scatti?", "è normale che la 14ª sia senza scatti?": the
// exclusion itself asked as right; "è corretto che me li contino?" asks the opposite.
const FAIR_ASKED =
  /\b(?:e|e') (?:giust\w*|ver[oa]|corrett\w*|normal\w*|regolar\w*|legittim\w*)\b|\bha ragione\b/;
const LEFT_OUT =
  /\bnon\b(?:\s+\S+){0,3}\s+(?:cont\w*|compres\w*|compren\w*|entr\w*|consider\w*|calcol\w*|inclu\w*|ci sono|ci siano|mett\w*|pag\w*)|\bsenza\b(?:\s+\S+){0,2}\s+scatt|\besclu\w*\b(?:\s+\S+){0,2}\s+scatt|\bscatt\w*\b(?:\s+\S+){0,2}\s+esclu/;

/** The sentence asking about the increments: the last question naming them. */
const askedSentence = (text: string): string =>
  text
    .split(/(?<=[.?!])\s+/)
    .filter((s) => s.includes('?') && INCREMENTS.test(s))
    .at(-1) ?? '';

/** "è giusto che nella quattordicesima non mi contino gli scatti?": Sì when the exclusion is asked, No otherwise. */
function fairnessWord(asked: string): 'Sì' | 'No' | undefined {
  if (!FAIR_ASKED.test(asked) || !FOURTEENTH.test(asked)) return undefined;
  return LEFT_OUT.test(asked) ? 'Sì' : COUNTED.test(asked) ? 'No' : undefined;
}

export function withExtraMonthIncrementsVerdict<T extends AgentAnswer>(
  answer: T,
  message: string,
  ccnl: Ccnl | undefined,
): T {
  if (!ccnl) return answer;
  const text = fold(message);
  const fair = fairnessWord(askedSentence(text));
  if (fair) return withOpening(answer, ccnl, fair);
  const asked = text.split(/(?<=\?)/).find((c) => c.includes('?') && INCREMENTS.test(c)) ?? '';
  // A claim to confirm ("sostiene che non vanno calcolati … è vero?") has its own verdict (rule-claim.ts).
  if (
    !FOURTEENTH.test(text) ||
    !COUNTED.test(asked) ||
    /\bquant\w*|\bquando\b|\bcome\b|\bqual\w*/.test(asked) ||
    CLAIM.test(text)
  )
    return answer;
  return withOpening(answer, ccnl, 'No');
}

/**
 * The verdict line before the answer, when the agreement's 14th leaves the increments out, or names them among its
 * items (Turismo art. 161 since the 2024 renewal: the verdict turned, "Sì" where the exclusion would say "No").
 */
function withOpening<T extends AgentAnswer>(answer: T, ccnl: Ccnl, word: 'Sì' | 'No'): T {
  const rule = fourteenthRule(ccnl);
  const excluded = rule.excludes === 'senza gli scatti di anzianità';
  if (!excluded && !rule.includesIncrements) return answer;
  const lines = answer.text.split('\n');
  const at = lines.findIndex((line) => line.trim() !== '');
  if (at < 0 || HAS_VERDICT.test(lines[at] ?? '')) return answer;
  const verdict = excluded ? word : word === 'Sì' ? 'No' : 'Sì';
  lines.splice(
    at,
    0,
    excluded
      ? `**${verdict}**: nel ${ccnl.short_name} la quattordicesima non comprende gli scatti di anzianità maturati: il contratto li esclude.`
      : `**${verdict}**: nel ${ccnl.short_name} la quattordicesima comprende gli scatti di anzianità: il contratto li elenca tra le voci della retribuzione in atto al 30 giugno.`,
    '',
  );
  return { ...answer, text: lines.join('\n') };
}
