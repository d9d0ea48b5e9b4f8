import type { Ccnl } from '../kb/schema.js';
import { TOPICS, type Topic, topicFact } from '../kb/topics.js';
import { bold } from './compose.js';
import { rolNotHeld } from './rol-not-held.js';

/**
 * A rule the knowledge base holds only as it stood before a renewal ("Regole anteriori al rinnovo dell'11 novembre
 * 2024: …") while its gap says the rule in force since was not read (Tessile's holidays and notice after the
 * unification of 2025): asked today, the missing rule in force opens, and the earlier rule follows as such — never
 * a band of the earlier rule stated as the worker's entitlement.
 */
const EARLIER_RULE = /^regole anteriori\b[^:]*:\s*/i;
const CURRENT_NOT_READ = /\bnon (?:sono |è )?(?:stat[aeio] )?lett[aeio]\b/i;

export function supersededRuleLine(ccnl: Ccnl, topic: Topic, date: string): string | undefined {
  const fact = topicFact(ccnl, topic, date);
  if (!fact.text || !fact.gap || !EARLIER_RULE.test(fact.text) || !CURRENT_NOT_READ.test(fact.gap))
    return undefined;
  const label = (TOPICS.find((t) => t.key === topic)?.parametro ?? topic).toLowerCase();
  const since =
    EARLIER_RULE.exec(fact.text)?.[0]
      .replace(/^regole /i, '')
      .replace(/:\s*$/, '') ?? '';
  return `Nel ${ccnl.short_name} ${bold(`la regola in vigore oggi (${label}) non è nella base di conoscenza`)}: ${fact.gap.replace(/\.$/, '')}. La base di conoscenza ha solo le regole ${since}, non verificate sulla disciplina in vigore: ${fact.text.replace(EARLIER_RULE, '').replace(/\.$/, '')}.`;
}

/**
 * The part of a topic the knowledge base lacks, said as the line's lead: the ROL asked where only the ex
 * festività are held (rol-not-held.ts), or a rule held only as it stood before a renewal.
 */
export function heldPartGap(ccnl: Ccnl, topic: Topic, date: string, question: string): string | undefined {
  return topic === 'permessi' ? rolNotHeld(ccnl, question) : supersededRuleLine(ccnl, topic, date);
}
