import type { Ccnl } from '../kb/schema.js';
import { formerLevel } from '../reader/former-levels.js';
import { apprenticeArrivalLevel } from './apprentice-arrival-level.js';
import { careLevel } from './care-ladder.js';
import { categoryLevel } from './category-level.js';
import { houseworkExample, houseworkLevel } from './housework-level.js';
import type { Candidate } from './level-score.js';
import { educatorTitleLevel, houseManagerExample, houseManagerLevel } from './titled-profiles.js';

// "a quale livello corrisponde oggi?", "con i nuovi livelli", "con la classificazione del 2021": the question
// asks where a former category sits now, not which level the job deserves. "ex 7ª categoria", "che era 7ª
// categoria", "con i livelli nuovi" say the same: the category is the old one.
const CORRESPONDS =
  /\b(?:corrispond\w*|equival\w*|oggi|ora|adesso|attual\w*|vigent\w*|in vigore|nuov[aei] (?:livell\w*|classificazion\w*|sigl\w*)|(?:livell\w*|classificazion\w*|sigl\w*) nuov[aei]|classificazione (?:entrata|in vigore|del|dal)|dopo il 20\d\d|ex|era|erano|vecchi[aoe]|preceden\w*)\b/;

const fold = (text: string) =>
  text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '');

/**
 * A level the question decides by a rule rather than by matching words: the care ladder by who is cared for,
 * today's level of a former category the question asks to translate ("3ª categoria" → D2), or the level whose
 * definition names the employees' category asked ("impiegato di 1ª categoria", category-level.ts).
 */
export function decidedLevel(ccnl: Ccnl, message: string): string | undefined {
  const folded = fold(message);
  // ("era in 5ª super", "uno che era 5 super": a number with "super" is a former category without the word.)
  if (/\bcategori\w*|\bcat\b|\b\d\s*(?:°|º|ª|a)?\s*super\b/.test(folded) && CORRESPONDS.test(folded)) {
    // A follow-up's description is the earlier one, then "; " and the follow-up ("…5ª categoria…; la ex 4ª"):
    // the category said last is the one asked, read with the rest's words but not its numbers.
    for (const clause of folded.split(';').reverse()) {
      const former = formerLevel(ccnl, `${clause} ${folded.replace(/\d/g, ' ')}`, true);
      if (former) return former;
    }
  }
  // (An apprentice placed from day one in the final level stated, apprentice-arrival-level.ts.)
  return (
    careLevel(ccnl, message) ??
    houseworkLevel(ccnl, message) ??
    educatorTitleLevel(ccnl, message) ??
    houseManagerLevel(ccnl, message) ??
    categoryLevel(ccnl, message) ??
    apprenticeArrivalLevel(ccnl, message)
  );
}

/**
 * The first candidate, when a rule decided its level, shown through the profile that rule names (the house
 * manager's «direttore di casa», housework's all-round helper or cleaner), not the one sharing a stray word
 * ("autista" of the staff the manager leads, "stira" of the all-round helper's chores). The rule is read on the
 * message, then with the turn before as `decidedLevel` is.
 */
export function withDecidedExample(
  ccnl: Ccnl,
  candidates: Candidate[],
  decided: string | undefined,
  message: string,
  previous: string | undefined,
): Candidate[] {
  const [first, ...rest] = candidates;
  if (!decided || first?.level?.level !== decided) return candidates;
  const texts = previous === undefined ? [message] : [message, `${previous}; ${message}`];
  for (const text of texts) {
    const example = houseManagerExample(ccnl, decided, text) ?? houseworkExample(ccnl, decided, text);
    if (example) return [{ ...first, example }, ...rest];
  }
  return candidates;
}
