import type { KnowledgeBase } from '../kb/knowledge-base.js';
import type { Ccnl } from '../kb/schema.js';
import { PRECEDENCE } from './agreement-rules.js';
import { withoutLevelsWeighed } from './levels-weighed.js';
import { COVERED_SECTORS } from './sectors.js';

/**
 * Which agreement wins when a question's words bring in more than one (or the wrong one). One table, read top to
 * bottom on a folded question (lower case, no accents), each row applied to the agreements recognised so far:
 *
 * - `agreement`: the agreement the row favours (a `Ccnl.id`); absent when it is one the knowledge base lacks,
 *   recognised by `words` alone (Confimi).
 * - `read`: whether that agreement must already be among those recognised (`yes`) or not (`no`); any if absent.
 * - `others`: the agreement ids the row acts on; `needs`: `some` of them must be recognised, or `only` them (or
 *   none) may be.
 * - `onlyBy`: the others came in only through these words (a job found in many sectors: "portiere"), and
 *   `besides`: another agreement is read beside them (the workplace's, "in albergo").
 * - `words`: the question must match every one of them; `unless`: the row is off when this matches the question
 *   without the names it rules out ("non quello di Federmeccanica" names nothing).
 * - `effect`: `rules out` drops the others; `first` puts the agreement first and drops the others; `in place`
 *   puts it where the first of the others was; `adds` appends it.
 *
 * The rows live in `agreement-rules.ts`. To add a rule, add a row there with its one-line reason, and a phrasing
 * that fires it and one its `unless` stops to
 * `agreement-rules.test.ts`. Rows run in order: a later row sees what the earlier ones left.
 */
export interface PrecedenceRule {
  reason: string;
  agreement?: string;
  read?: 'yes' | 'no';
  others: RegExp;
  needs?: 'some' | 'only';
  /** The others were recognised only through these words (a job found in many sectors), not by their name. */
  onlyBy?: RegExp;
  /** A workplace besides the others is read (another agreement, or a workplace word): it names the agreement. */
  besides?: true;
  words?: readonly RegExp[];
  unless?: RegExp;
  effect: 'rules out' | 'first' | 'in place' | 'adds';
}

/** Whether a row applies to the agreements read so far. */
function fires(kb: KnowledgeBase, rule: PrecedenceRule, found: readonly Ccnl[], text: string, named: string) {
  const own = rule.agreement;
  if (rule.read === 'yes' && !found.some((c) => c.id === own)) return false;
  if (rule.read === 'no' && found.some((c) => c.id === own)) return false;
  if (rule.needs === 'some' && !found.some((c) => rule.others.test(c.id))) return false;
  if (rule.needs === 'only' && !found.every((c) => rule.others.test(c.id))) return false;
  // The workplace: another agreement read, or a workplace word of one ("supermercato", "studio dentistico").
  const workplace = (id: string) => id !== own && !rule.others.test(id);
  if (
    rule.besides &&
    !found.some((c) => workplace(c.id)) &&
    !COVERED_SECTORS.some((sector) => workplace(sector.agreement) && sector.pattern.test(text))
  )
    return false;
  if (rule.onlyBy) {
    const without = kb.recognise(text.replace(new RegExp(rule.onlyBy.source, 'g'), ' '));
    if (without.some((c) => rule.others.test(c.id))) return false;
  }
  if (rule.words && !rule.words.every((w) => w.test(text))) return false;
  // (A difference asked between two levels, "terzo o primo, che differenza fa?", sets no agreements side by side.)
  return !rule.unless?.test(withoutLevelsWeighed(named));
}

/**
 * Applies the table to the agreements recognised in a folded question. `named` is the question without the
 * names it rules out; `text` the whole question.
 */
export function applyPrecedence(
  kb: KnowledgeBase,
  recognised: readonly Ccnl[],
  text: string,
  named: string = text,
  rules: readonly PrecedenceRule[] = PRECEDENCE,
): Ccnl[] {
  let found = [...recognised];
  for (const rule of rules) {
    const own = rule.agreement === undefined ? undefined : kb.agreements.find((c) => c.id === rule.agreement);
    if ((rule.agreement !== undefined && !own) || !fires(kb, rule, found, text, named)) continue;
    const kept = found.filter((c) => c !== own && !rule.others.test(c.id));
    if (rule.effect === 'rules out') found = found.filter((c) => !rule.others.test(c.id));
    else if (rule.effect === 'adds' && own) found = [...found, own];
    else if (rule.effect === 'first' && own) found = [own, ...kept];
    else if (rule.effect === 'in place' && own) {
      const at = found.findIndex((c) => rule.others.test(c.id));
      found = found.map((c, i) => (i === at ? own : c)).filter((c, i) => i === at || !rule.others.test(c.id));
    }
  }
  return found;
}
