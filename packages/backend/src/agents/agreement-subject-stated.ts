import { readable } from '../reader/text.js';

/**
 * Which of an agreement's passages on a subject (its travel allowance, its mission pay) answers the question, and
 * which clause of it opens the answer. A passage on the travel rule runs long (the allowance, the cases it is not
 * owed, the refunds): "e se il cantiere è nel paese dove abito, spetta lo stesso?" is answered by the clause on the
 * home town, "le ore di viaggio come si pagano?" by the passage on travel time, "quanto?" by the one in euro.
 */

// Words too common to tell one clause from another.
const STOP = new Set(
  'della delle dello degli nella nelle sono come quant anche invec oltre contr ccnl lavor spett quest quell stess sareb avess'.split(
    ' ',
  ),
);
// The place one lives said in a user's words, read as the agreements write it.
const SAID_AS: readonly [RegExp, string][] = [
  [
    /\b(?:dove|in cui|che) (?:abit\w*|viv\w*|risied\w*|sto di casa)\b|\bpaese mio\b|\bmio paese\b/g,
    ' residenza comune ',
  ],
  [/\bpaese\b|\bcitt[aà]\b/g, ' comune '],
  [/\bdormendo\b|\bdormo\b|\bdormire\b|\balbergo\b|\bhotel\b/g, ' pernottamento '],
  [/\bdue mesi\b|\bmesi\b|\bpi[uù] di un mese\b|\boltre un mese\b/g, ' mese '],
];

const stems = (text: string): Set<string> => {
  let t = readable(text);
  for (const [re, to] of SAID_AS) t = t.replace(re, to);
  return new Set((t.match(/\p{L}{4,}/gu) ?? []).map((w) => w.slice(0, 5)).filter((w) => !STOP.has(w)));
};
const overlap = (asked: Set<string>, text: string) => [...stems(text)].filter((w) => asked.has(w)).length;

const PRICED = /€|\beuro\b|\d %|\d%/;
const HOURS_AWAY = /\b\d{1,2} ore\b/;
const TIME_ASKED = /\bquanto tempo\b|\bquant[ei] (?:ore|minuti) (?:di |per )?(?:pausa|pasti|pasto|riposo)\b/;

/**
 * The passages in the order the answer gives them: the one pricing the subject first when an amount is asked
 * (and, abroad named or not, the one matching the place), then by the words they share with the question.
 */
export function rankedPassages<P extends { text: string }>(
  passages: readonly P[],
  question: string,
  opts: { amount: boolean; abroad: boolean; isAbroad: (t: string) => boolean },
): P[] {
  const asked = stems(question);
  // "e se sto fuori 8 ore?": hours away told, with no time asked ("quanto tempo per i pasti"), ask the allowance
  // priced by bands of hours, as an amount would.
  const folded = readable(question);
  const priced = opts.amount || (HOURS_AWAY.test(folded) && !TIME_ASKED.test(folded));
  const score = (p: P) =>
    (opts.isAbroad(p.text) === opts.abroad ? 1000 : 0) +
    (priced && PRICED.test(p.text) ? 100 : 0) +
    overlap(asked, p.text);
  return passages
    .map((p, i) => ({ p, i, s: score(p) }))
    .sort((a, b) => b.s - a.s || a.i - b.i)
    .map((x) => x.p);
}

/**
 * The clause of a long passage that answers the question, when it is not the passage's first: "se invece
 * l'obbligo è nella lettera di assunzione la diaria non è dovuta" for "e se la lettera lo prevedeva?".
 */
export function leadingClause(text: string, question: string): string | undefined {
  if (text.length < 300) return undefined;
  const clauses = text
    .split(/(?<=[.;])\s+(?=\p{L})/u)
    .map((c) => c.replace(/[.;]$/, '').trim())
    .filter((c) => c.length > 20);
  if (clauses.length < 2) return undefined;
  // The sentence that asks, not the story before it ("… non avevamo scritto niente nella lettera. Cosa le
  // dobbiamo?" asks what is owed, not about the letter).
  const sentences = question.split(/(?<=[.!?])\s+/);
  const asking = sentences.filter((x) => x.includes('?')).join(' ') || (sentences.at(-1) ?? question);
  const asked = stems(asking);
  const scored = clauses.map((c, i) => ({ c, i, s: overlap(asked, c) }));
  const best = scored.reduce((a, b) => (b.s > a.s ? b : a));
  const first = scored[0];
  if (!first || best.i === 0 || best.s < 2 || best.s <= first.s) return undefined;
  return best.c.charAt(0).toUpperCase() + best.c.slice(1);
}
