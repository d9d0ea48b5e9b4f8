import { livingInSaid } from '../reader/living-in.js';
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

/** The stems a clause's words name, those after "non" marked as denied. */
const mentioned = (clause: string) => askedStems(clause);

/**
 * "la badante che vive con noi: quante ore al massimo?": the group a domestic story names by living in or not
 * ("vive con noi", "non dorme da noi", "a ore"), as the stem of the listed group ("convi", "!convi").
 */
function livingInStem(question: string): string | undefined {
  const livesIn = livingInSaid(readable(question));
  return livesIn === undefined ? undefined : stem('conviventi', !livesIn);
}

/**
 * The statement for the one group asked: its clauses of the list, in bold, then the statement's other sentences
 * less the clauses that name another listed group ("Il tempo pieno è quindi 54 ore per i conviventi e 40 per i
 * non conviventi", "per i conviventi 36 ore"). Undefined when the question names no group, or more than one.
 */
function groupOnly(statement: string, question: string): string | undefined {
  const sentences = statement.split(/\.\s/);
  // The sentence listing the groups: the first, or a later one when another clause was moved before it.
  const listed = sentences.map((sentence) => {
    const label = /^[^:;\d]{3,60}:\s/.exec(sentence)?.[0] ?? '';
    const clauses = sentence.slice(label.length).split(/;\s+/);
    const groups = clauses.map((clause) => {
      const head = HEAD.exec(readable(clause));
      return head?.[2] !== undefined && /^\s+\d|^\s+a\b/.test(readable(clause).slice(head[0].length))
        ? stem(head[2], head[1] === 'non')
        : undefined;
    });
    return { label, clauses, groups };
  });
  const at = listed.findIndex((l) => new Set(l.groups.filter(Boolean)).size >= 2);
  const list = listed[at];
  if (!list) return undefined;
  const { label, clauses, groups } = list;
  const asked = askedStems(question);
  const own = livingInStem(question);
  if (own) asked.add(own);
  const named = new Set(groups.filter((g): g is string => g !== undefined && asked.has(g)));
  const [group] = named;
  if (named.size !== 1 || group === undefined) return undefined;
  const others = new Set(groups.filter((g): g is string => g !== undefined && g !== group));
  // The asked group's clauses, then those of no group ("conservazione del posto fino a 12 mesi"), which hold for all.
  const kept = [
    ...clauses.filter((_, i) => groups[i] === group),
    ...clauses.filter(
      (clause, i) => groups[i] === undefined && ![...mentioned(clause)].some((s) => others.has(s)),
    ),
  ];
  const after = sentences
    .filter((_, i) => i !== at)
    .map((sentence) =>
      sentence
        .split(/;\s+/)
        .filter((clause) => ![...mentioned(clause)].some((s) => others.has(s)))
        .join('; '),
    )
    .filter((sentence) => sentence.trim() !== '' && !/^[^:]{3,40}:\s*$/.test(sentence.trim()));
  const [lead = '', ...more] = kept;
  return [`${label}**${lead.trim()}**${more.map((c) => `; ${c.trim()}`).join('')}`, ...after].join('. ');
}

/**
 * The line for the one group the question names ("la signora che dorme in casa: fino a quante ore?"), the other
 * groups' figures left out; unchanged when the question names none, or asks the rest ("riposo", "giorno libero"),
 * which another clause of the statement answers (reduced-case.ts).
 */
export function listedGroupOnly(line: string, question: string): string {
  if (/\bripos|\bliber[oi]\b|\bstacc/.test(readable(question))) return line;
  const head = /^(Nel [^,]+), ([^:]{3,40}): /.exec(line);
  if (!head) return line;
  const only = groupOnly(line.slice(head[0].length).replaceAll('**', ''), question);
  return only ? `${head[1]}, ${head[2]}: ${only}` : line;
}

/**
 * A topic line whose listed groups hold the one asked: that group's clause opens it, in bold; when the question
 * names one group (in words or by living in or not), the other groups' figures stay out; unchanged otherwise.
 */
export function listedGroupFirst(line: string, question: string): string {
  const only = listedGroupOnly(line, question);
  if (only !== line) return only;
  const head = /^(Nel [^,]+), ([^:]{3,40}): /.exec(line);
  if (!head) return line;
  const statement = line.slice(head[0].length).replaceAll('**', '');
  const clause = listedGroupClause(statement, question);
  if (!clause) return line;
  return `${head[1]}, ${head[2]}: **${clause}**. In dettaglio: ${statement}`;
}
