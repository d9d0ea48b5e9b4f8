/**
 * The parts of a question that asks two things at once, each as a question of its own:
 * - two question clauses joined by "e" ("quando si paga e da quando matura?", "quanto dura la prova e quanto
 *   il preavviso?"): the words before the first clause (the agreement, the worker) go with each clause;
 * - two kinds of leave, or the two additional months, joined by "e" ("quanti giorni di lutto e di matrimonio?",
 *   "ratei di quattordicesima e di tredicesima"): the sentence is asked once for each kind.
 * A question asking one thing gives one part: the question itself.
 */

const FIRST =
  '(?:da quando|fino a quando|entro quando|per quanto|in che mese|quanto|quanta|quanti|quante|quando|qual[ei]?|come si|come funziona|che cosa|cosa|che maggiorazione)';
// ("quando la pago e ci vanno dentro anche gli scatti?": a yes-or-no clause after "e" is a part too; "e com'è la
// maggiorazione notturna?" elides "come".)
const NEXT = `(?:${FIRST.slice(3, -1)}|come|com['’]\\s?[eè]\\s(?:il|la|lo|i|le|gli)|chi|dove|spetta|spettano|matura|si paga|ci (?:va|vanno|entra|entrano|rientra|rientrano|sono)|dentro)`;
// The first clause stays in one sentence: "Quando l'abbiamo presa nessuno ci ha parlato di scatti. … quanti scatti
// le spettavano e quanto …?" asks from "quanti", the story's "quando" is no question.
const IN_SENTENCE = String.raw`(?:(?![.!?;:](?:\s|$)).)*?`;
const CLAUSE = new RegExp(`^(.*?)\\b(${FIRST}\\b${IN_SENTENCE})\\s+e\\s+(${NEXT}\\b.*)$`, 'i');

// "la quattordicesima quando la pagano, e dentro ci devono mettere gli scatti?", "quanto vale lo straordinario
// diurno, e quello dopo mezzanotte?": a yes-or-no question, or one pointing back with "quello", after a comma and
// "e" is a part of its own.
const YES_NO_CLAUSE = new RegExp(
  `^(.*?)\\b(${FIRST}\\b${IN_SENTENCE}),\\s+e\\s+((?:dentro|ci|anche|inoltre|devono|deve|devo|dobbiamo|bisogna|occorre|vanno|va|rientra|rientrano|entra|entrano|spetta|spettano|posso|possono|si|quell[oaie])\\b.*\\?)\\s*$`,
  'i',
);

// "l'orario pieno settimanale quante ore è, e la quattordicesima quanto vale?": after a comma and "e", a new
// subject with its own question word is a part of its own; it takes the words before the sentence, not the first
// clause's subject.
// ("…di quanto devono essere maggiorate le ore di straordinario, e poi anche la quattordicesima: una collega dice
// che adesso c'è, quando viene pagata?": "poi", "anche", "inoltre" before the new subject, and the colon that
// introduces what is told of it, keep it a part of its own.)
const SUBJECT_CLAUSE = new RegExp(
  `^(.*?)\\b(${FIRST}\\b${IN_SENTENCE}),\\s+e\\s+(?:(?:poi|anche|inoltre|pure)\\s+){0,2}((?:(?:il|lo|la|i|gli|le)\\s|l')(?:(?![?.!;]).){2,80}?\\b${FIRST}\\b.*)$`,
  'i',
);

const LEAVE_KINDS =
  'lutto|matrimonio|nozze|studio|nascita|maternita|maternità|paternita|paternità|allattamento|donazione (?:del )?sangue|visite mediche|104';
// The additional months ("ratei di quattordicesima e di tredicesima" at leaving): each has its own rule.
const MONTH_KINDS = 'tredicesima|quattordicesima|13ª|14ª|13a|14a';
const pairOf = (kinds: string) =>
  new RegExp(
    `\\b((?:di |per (?:il |la |l')?)?(${kinds}))\\s+e\\s+(?:(?:di|per|della)\\s+)?(?:il |la |l')?(${kinds})(?![a-z0-9ª])`,
    'i',
  );
const PAIRS = [pairOf(LEAVE_KINDS), pairOf(MONTH_KINDS)];

const LEVEL =
  /\b(?:per (?:un|una|il|la) )?(?:\d{1,2}\s*[°º]?\s*(?:s\s*|super\s*)?livello|livello\s+[a-z]?\d{1,2}s?|quadr[oi])\b/i;

const ARTICLE = String.raw`(?:dell[oa]|del|lo|la|il|l')\s*`;
const OVERTIME_PAIR = new RegExp(
  String.raw`^([^?]*?\b${ARTICLE})(straordinari\w*\s+(?!e\b)[^?]*?)\s+e\s+${ARTICLE}(straordinari\w*\s+[^?]*?)\s*\?\s*$`,
  'i',
);

/** The parts of `message`, in the order asked; one part when it asks one thing. */
export function questionParts(message: string): string[] {
  const text = message.trim();
  const leave = PAIRS.map((pair) => pair.exec(text)).find((m) => m !== null);
  if (leave && leave[2]?.toLowerCase() !== leave[3]?.toLowerCase()) {
    const [whole, firstPhrase = '', firstKind = '', secondKind = ''] = leave;
    const lead = firstPhrase.slice(0, firstPhrase.length - firstKind.length);
    const before = text.slice(0, leave.index);
    const after = text.slice(leave.index + whole.length);
    return [`${before}${firstPhrase}${after}`, `${before}${lead}${secondKind}${after}`];
  }
  // "la maggiorazione dello straordinario notturno e dello straordinario festivo?": one ask of two kinds of hour,
  // each its own part with the words before it.
  const kinds = OVERTIME_PAIR.exec(text);
  if (kinds) {
    const [, lead = '', first = '', second = ''] = kinds;
    return [`${lead}${first.trim()}?`, `${lead}${second.trim()}?`];
  }
  const subject = SUBJECT_CLAUSE.exec(text);
  if (subject) {
    const [, context = '', first = '', second = ''] = subject;
    // The words before the first clause's sentence (the agreement, the worker) go with both parts.
    const lead = context.slice(0, (context.match(/^.*[.:;!?]\s/s)?.[0] ?? '').length);
    const end = /[?.!]\s*$/.test(second) ? '' : '?';
    return [`${context}${first.replace(/[,;:?]\s*$/, '')}?`, `${lead}${second}${end}`];
  }
  const clauses = CLAUSE.exec(text) ?? YES_NO_CLAUSE.exec(text);
  if (!clauses) return [text];
  const [, context = '', first = '', second = ''] = clauses;
  // "ferie e permessi" and similar pairs of nouns are not two clauses: each side needs its own words.
  if (first.split(/\s+/).length < 2 || second.split(/\s+/).length < 2) return [text];
  const end = /[?.!]\s*$/.test(second) ? '' : '?';
  // "quanto dura la prova e quanto il preavviso per un 4° livello?": the level said last is the first part's too.
  const level = LEVEL.exec(second)?.[0];
  const firstLevel = level && !LEVEL.test(first) && !LEVEL.test(context) ? ` ${level}` : '';
  // "e quello dopo mezzanotte?": the clause that points back is a follow-up of the first, read after it.
  const back = /^quell[oaie]\b/i.test(second);
  return [
    `${context}${first.replace(/[,;:?]\s*$/, '')}${firstLevel}?`,
    back ? `e ${second}${end}` : `${context}${second}${end}`,
  ];
}
