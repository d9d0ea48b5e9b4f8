import { readable } from '../reader/text.js';

/**
 * "colf non convivente: quante ore a settimana?": a statement listing one figure per group of workers
 * ("conviventi 54 ore settimanali (…); non conviventi 40 ore (…); conviventi a orario ridotto … fino a 30 ore")
 * answers with the clause of the group the question names, not the first one listed. A group is named by the
 * first word of its clause, with its "non": "non conviventi" is not "conviventi", nor the other way round.
 */

const HEAD = /^(?:(non) )?(\p{L}{4,})\b/u;

/** The stem a word names, "!"-marked when "non" denies it ("non convivente" → "!convi"). */
const stem = (word: string, denied: boolean) => `${denied ? '!' : ''}${word.slice(0, 5)}`;

/** The stems of the words a question says, those after "non" marked as denied. */
function askedStems(question: string): Set<string> {
  const words = readable(question).match(/\p{L}+/gu) ?? [];
  return new Set(words.map((w, i) => stem(w, words[i - 1] === 'non')));
}

/** The clause of the group the question names, out of a statement's first sentence listing groups; undefined when none or the first is named. */
export function listedGroupClause(statement: string, question: string): string | undefined {
  const first = statement.split(/\.\s/)[0] ?? '';
  const body = first.replace(/^[^:;\d]{3,60}:\s/, '');
  const clauses = body.split(/;\s+/);
  if (clauses.length < 2) return undefined;
  const asked = askedStems(question);
  const named = clauses.findIndex((clause) => {
    // A clause names a group when one word, maybe denied, comes right before its figure ("non conviventi 40 ore");
    // "riposo giornaliero di 11 ore" names a subject, not a group.
    const head = HEAD.exec(readable(clause));
    if (!head || !/^\s+\d/.test(readable(clause).slice(head[0].length))) return false;
    return head?.[2] !== undefined && asked.has(stem(head[2], head[1] === 'non'));
  });
  return named > 0 ? clauses[named]?.trim() : undefined;
}

/** A topic line whose listed groups hold the one asked: that group's clause opens it, in bold; unchanged otherwise. */
export function listedGroupFirst(line: string, question: string): string {
  const head = /^(Nel [^,]+), ([^:]{3,40}): /.exec(line);
  if (!head) return line;
  const clause = listedGroupClause(line.slice(head[0].length).replaceAll('**', ''), question);
  if (!clause) return line;
  return `${head[1]}, ${head[2]}: **${clause}**. In dettaglio: ${line.slice(head[0].length).replaceAll('**', '')}`;
}
