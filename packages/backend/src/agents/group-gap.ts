import type { Topic } from '../kb/topics.js';
import type { Group } from './worker-group.js';

/**
 * A rule whose figures are one group's (Edilizia's probation of the operai, Multiservizi's notice of the operai)
 * asked for the other group ("assumo un geometra come impiegato", "l'impiegata amministrativa"): when the rule's
 * declared gap names the group asked, that gap is the answer, never the other group's figures in its place.
 */
// The groups by their plural names: "qualifica operaia" names no group.
const NAMED: Record<Group, RegExp> = { operai: /\boperai\b/i, impiegati: /\bimpiegati\b/i };

// Only durations set by group (probation, notice): elsewhere a gap for one group ("l'importo degli scatti degli
// impiegati") leaves the rest of the rule (how many increments, how often) an answer for that group too.
const BY_GROUP: ReadonlySet<Topic> = new Set<Topic>(['prova', 'preavviso']);

export function groupGap(
  topic: Topic,
  fact: { text: string | null; gap?: string | null },
  group: Group | undefined,
): boolean {
  if (!BY_GROUP.has(topic) || !group || !fact.gap || fact.text === null) return false;
  const other: Group = group === 'operai' ? 'impiegati' : 'operai';
  return NAMED[group].test(fact.gap) && !NAMED[other].test(fact.gap) && NAMED[other].test(fact.text);
}
