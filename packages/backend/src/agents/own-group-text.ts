import type { Group } from './worker-group.js';

const NAMES: Record<Group, RegExp> = { operai: /\boperai\w*/i, impiegati: /\bimpiegat\w*/i };

/**
 * A rule written for both groups ("impiegati 100% per 5 mesi …; operai 100% fino a 180 giorni …. Per gli operai
 * l'azienda anticipa …; i primi tre giorni …") asked for one of them: the other group's parts are not its rule.
 * A sentence that opens on the other group is dropped whole (what follows in it is still theirs); elsewhere only
 * the clauses that name the other group and not the one asked.
 */
export function ownGroupText(text: string, group: Group | undefined): string {
  if (!group) return text;
  const own = NAMES[group];
  const other = NAMES[group === 'operai' ? 'impiegati' : 'operai'];
  const theirs = (part: string) => other.test(part) && !own.test(part);
  const sentences = text
    .split(/(?<=\.)\s+(?=\p{Lu})/u)
    .filter((s) => !theirs(s.split(/[;,:]/)[0] ?? ''))
    .map((s) => {
      const kept = s
        .split(/;\s*/)
        .filter((p) => !theirs(p))
        .join('; ');
      // (The sentence's stop kept when its last clause, the other group's, is dropped.)
      return s.endsWith('.') && kept && !kept.endsWith('.') ? `${kept}.` : kept;
    })
    .filter((s) => s.trim());
  return sentences.length ? sentences.join(' ') : text;
}

/** A topic's rule as the answer says it, without its final stop: sick pay kept to the group asked. */
export const ruleText = (topic: string, text: string, group: Group | undefined): string =>
  (topic === 'malattia' ? ownGroupText(text, group) : text).replace(/\.$/, '');
