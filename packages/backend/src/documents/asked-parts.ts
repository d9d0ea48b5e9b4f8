/**
 * A question that asks a document several things at once ("quanto dura il vincolo, in che zona e quanto mi
 * pagano?", "quanto dura la prova e a che livello mi hanno messa?") answered part by part: each part with the
 * line or sentence of the document that states it, in the order asked. One quote of the best passage answers
 * only the first part, and a long passage cut at 320 characters loses the rest.
 */
import type { Passage } from '../kb/passages.js';
import { splitSentences } from '../kb/sentences.js';
import { terms } from '../kb/text.js';

export interface AskedPart {
  /** The words of the question that ask it. */
  ask: string;
  /** The document's line or sentence that answers it. */
  statement: string;
  passage: Passage;
}

// Where an ask starts: an interrogative ("quanto", "in che zona", "a che livello").
const ASK_START =
  /\b((?:per |in |a |di |da )?(?:quant[oaie]|qual[ei]?|che|dove|quando|come|chi)\b[^,;:?]*?)(?=\s(?:e|ed|o)\s+(?:(?:per|in|a|di|da) )?(?:quant[oaie]|qual[ei]?|che|dove|quando|come|chi)\b|[,;:?]|$)/gu;

// What an ask means in the words documents use.
const MEANS: [RegExp, string][] = [
  [/\b(?:dur\w*|tempo|per quanto|quanto tempo)\b/u, 'mesi anni giorni periodo durata'],
  [
    /\b(?:zona|dove|sede|citta|luogo|territori\w*|area|filial\w*)\b/u,
    'territorio province provincia regione comune zona sede filiale via',
  ],
  [
    /\b(?:pag\w*|compens\w*|corrispettiv\w*|soldi|quanto (?:mi )?dann\w*|retribu\w*|importo)\b/u,
    'corrispettivo euro importo retribuzione compenso lordi',
  ],
  [/\blivell\w*|inquadr\w*/u, 'livello inquadramento'],
  // "che giorno inizio?", "quando comincio?": the day the work starts.
  // (Asked, not told: "mia figlia, che comincia a lavorare a febbraio" is the story.)
  [
    /\b(?:che giorno|(?:da )?quando (?:inizi\w*|cominci\w*|attacc\w*|parto)|primo giorno|data di inizio)\b/u,
    'inizio data decorrenza',
  ],
  [/\bprova\b/u, 'prova'],
  [/\bferie\b/u, 'ferie residue'],
  [/\bpermess\w*/u, 'permessi residui'],
  [/\borari\w*|\bore\b/u, 'orario ore settimanali'],
  [/\bripos\w*/u, 'riposo'],
  [/\bpenal\w*|violazion\w*/u, 'penale violazione'],
  // "con quanto anticipo va chiesto", "con che preavviso": how long before it is asked.
  [
    /\banticip\w*|\bpreavvis\w*|\bquanto prima\b|\bentro quando\b/u,
    'anticipo almeno prima richiesta preavviso',
  ],
  // "di quanti giorni può prolungarlo", "si può allungare?": the extension a clause allows.
  [
    /\bprolung\w*|\bprorog\w*|\ballung\w*|\bestend\w*|\baggiung\w*/u,
    'proroga prorogare prolungare prolungamento ulteriori estensione',
  ],
];

// Words every ask shares with the document without saying what it asks.
const FILLER = new Set(
  terms('quanto quanta quanti quante quale quali che dove quando come chi mi ci si vale sono è ho hanno'),
);

/** The asks of a question, each with its words and what they mean in a document's words. */
export function asks(question: string): { ask: string; words: string[] }[] {
  const folded = question
    .toLowerCase()
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '');
  const out: { ask: string; words: string[] }[] = [];
  for (const match of folded.matchAll(ASK_START)) {
    // "che ho caricato quanto dura…": the relative clause about the upload is not part of the ask.
    const ask = (match[1] ?? '')
      .replace(/^che (?:\w+ ){0,3}?(?:caricat|allegat|inviat|mandat)\w*\s+/, '')
      .trim();
    if (ask.split(/\s+/).length < 2) continue;
    const meaning = MEANS.filter(([pattern]) => pattern.test(ask)).map(([, words]) => words);
    const words = terms(`${ask} ${meaning.join(' ')}`).filter((t) => !FILLER.has(t));
    if (meaning.length) out.push({ ask, words });
  }
  return out;
}

/** The document's statements: its lines, and the sentences of a long line. */
export function statements(passages: readonly Passage[]): { text: string; passage: Passage }[] {
  return passages.flatMap((passage) =>
    passage.text
      .split(/\n+/)
      .flatMap((line) => splitSentences(line))
      // Lines joined into one passage: a new "Label:" starts a new statement ("… 48,25 PERMESSI: …").
      .flatMap((sentence) => sentence.split(/(?<=\S)\s+(?=[A-ZÀ-Ý][\p{L}']*(?: [\p{L}']+){0,3}:\s)/u))
      .map((text) => ({ text: text.replace(/\s+/g, ' ').trim(), passage }))
      .filter((s) => /\p{L}{3}/u.test(s.text)),
  );
}

/**
 * Each ask of a question with the statement that answers it, when the question asks two things or more and
 * the document answers at least two; undefined otherwise (one quote answers a single question).
 */
export function askedParts(question: string, passages: readonly Passage[]): AskedPart[] | undefined {
  const parts = asks(question);
  if (parts.length < 2) return undefined;
  const all = statements(passages);
  const found: AskedPart[] = [];
  for (const part of parts) {
    let best: { text: string; passage: Passage } | undefined;
    let bestScore = 0;
    for (const s of all) {
      const own = new Set(terms(s.text));
      const shared = part.words.filter((w) => own.has(w)).length;
      // A statement with a figure answers "quanto"; a short one is the answer itself, not its context.
      const score = shared + (/\d/.test(s.text) ? 0.5 : 0) - s.text.length / 2000;
      if (shared > 0 && score > bestScore) [best, bestScore] = [s, score];
    }
    if (best && !found.some((f) => f.statement === best.text))
      found.push({ ask: part.ask, statement: best.text, passage: best.passage });
  }
  return found.length >= 2 ? found : undefined;
}
