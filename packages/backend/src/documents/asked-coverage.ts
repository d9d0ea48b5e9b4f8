/**
 * Every part a question asks of an uploaded document, read from the document even when the answer built for
 * the question's main subject leaves it out:
 *
 *   missingParts(question, documents, answer): { lines, first } | undefined
 *
 * "tipologia di contratto, data di inizio e data di scadenza", "quante ore, con quale maggiorazione e per quale
 * importo", "quanto TFR … e da quando sono assunto": the question is cut into its asks (its clauses), each ask
 * matched to the document's statement that shares most of its words (rarer words weigh more; "smart working"
 * reads "lavoro agile", "a voce" reads "verbalmente"), and a statement whose figures or words the answer does not
 * already hold is quoted. `first` says whether the first ask is among them (then the quotes open the answer: the
 * document before the law or the agreement). Undefined when the question does not point to a document or
 * nothing asked is missing.
 */

export interface MissingParts {
  lines: string[];
  first: boolean;
}

const fold = (text: string) =>
  text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '');

/** The question points to the uploaded document ("nella lettera", "nel cedolino allegato", "questo accordo"). */
const POINTS =
  /allegat|caricat|\b(?:vi|ti|le) (?:carico|allego)\b|\ballego\b|\bdocument|\bfile\b|\bpdf\b|\blettera\b|\bcedolin|\bbusta\b|\bcontestazione\b|\bverbale\b|\bquest[oa] (?:accordo|contratto|lettera|verbale|documento)\b|\bl'accordo che\b|\bleggendo il testo\b|\bnel testo\b/;
/** A clause that asks a check against the agreement: weighed elsewhere, not read off. */
const CHECKS = /\bcorrett|\bconform|\bregolar|\bgiust[oaie]\b|\brispett|\blegittim|\bsbagliat/;
/**
 * A sentence that asks the agreement's rule by naming it ("Nel Terziario da quale giorno deve decorrere?", "secondo
 * il CCNL quanti giorni sono?"): what the agreement says is asked, not a line of the letter (which the user told).
 */
const AGREEMENT_RULE =
  /\b(?:nel|per il|secondo il|dal|col|con il|in base al) (?:ccnl|contratto (?:collettivo|nazionale)|terziario|commercio|turismo|metalmeccanic\w*|edilizia|logistica|multiservizi|lavoro domestico)\b|\bsecondo (?:il )?(?:ccnl|contratto (?:collettivo|nazionale))\b|\bper (?:il )?ccnl\b|\bda ccnl\b/;
/** Sentences that ask (the story around them does not). */
const ASKING =
  /\?|\bvorrei (?:solo |anche )?(?:capire|sapere)\b|\b(?:mi|ci) (?:dite|dici|spiegate|spieghi)\b|\bdimmi\b|\bditemi\b|\briassum|\bquant[oaie]\b|\bqual[ei]?\b/;

// What an ask says in the words a document uses.
const SYNONYMS: [RegExp, string][] = [
  [/\bsmart ?working\b/, 'lavoro agile'],
  [/\ba voce\b|\boralmente\b/, 'verbalmente'],
  [/\baccompagn\w*|\bassist\w*/, 'assistenza'],
  [/\binizi\w*|\bcominc\w*|\bdecorr\w*/, 'decorrere decorrenza'],
  [/\bscadenz\w*|\bscade\w*|\bfine\b/, 'fino termine scadenza'],
  [/\btipologi\w*|\btipo\b/, 'contratto tempo determinato indeterminato'],
  [/\blasciat\w*/, 'abbandonato'],
  [/\bquanto tempo\b|\bdurat\w*/, 'dalle durata'],
  [/\bus\w*\b|\bgodut\w*/, 'fruire'],
  [/\bpagar\w*|\bliquid\w*/, 'liquidate'],
  [/\baddebit\w*/, 'contestiamo'],
  [/\bindicator\w*/, 'indice'],
  [/\bquando\b.*\bvale\b|\bvalid\w*/, 'vale durata'],
  [/\bin piu\b|\bmaggior\w*/, 'maggiorazione'],
  [/\bquando (?:lo )?pag\w*|\bmese\b/, 'erogazione'],
  [/\btelematic\w*/, 'procedura'],
];

const STOP = new Set(
  (
    'che chi con per dal dalla dalle dei del della delle degli nel nella nelle sul sulla una uno gli le lo la il ' +
    'mi ci si ti vi ho hai ha hanno sono sei era anche solo come quando quanto quanta quanti quante quale quali ' +
    'cosa dove questo questa quello quella vorrei capire sapere dite dici dimmi ditemi posso puoi devo deve non ' +
    'piu ora stato stata stati state essere fare fatto mio mia miei mie tuo tua suo sua loro nostro lettera ' +
    'documento allegato allegata allegati caricato caricata carico allego file testo leggendo riassumi guardando ' +
    'busta cedolino contestazione verbale accordo aziendale contratto data'
  ).split(' '),
);

const words = (text: string): string[] =>
  (fold(text).match(/\p{L}{3,}/gu) ?? []).filter((w) => !STOP.has(w) || w === 'contratto' || w === 'accordo');

/** Two words alike: equal, or sharing their first five letters. */
const alike = (a: string, b: string) =>
  a === b || (a.length >= 5 && b.length >= 5 && a.slice(0, 5) === b.slice(0, 5));

/** A clause that asks something read off the document ("quanti giorni", "data di inizio", "per chi", "se posso"). */
const READS =
  /\bquant[oaie]\b|\bqual[ei]?\b|\bche (?:giorn[oi]|data|tipo|mese|peso|importo|or[ae]|orario)\b|\bquando\b|\bdata\b|\bmese di\b|\btipologi|\bimporto\b|\bper chi\b|\bse posso\b|\briassum|\bcon (?:date|quale|che)\b|\bdurata\b/;

// "quanto mi tolgono in busta per questi giorni?": an amount computed by the answer, not a line of the letter.
// "quante ore di ROL ed ex festività mi spettano quest'anno?": the agreement's entitlement, not a line either.
const COMPUTED =
  /\bquant[oaie] (?:[\w']+ ){0,8}?(?:mi |gli |le |ci |vi )?(?:tolgono|trattengono|spetta\w*|pagano|costa\w*|prendo|prende|viene|vengono|dovrei|devono|matur\w*)\b/;
// The words of a bare ask ("che giorno", "per quanto tempo", "con che peso").
const BARE = /^(?:giorn[oi]|data|mese|peso|tempo|importo|tipo|ora|ore|volta|volte)$/;

export interface Ask {
  /** The clause's own words. */
  own: string[];
  /** Its words and what they mean in a document's words. */
  words: string[];
}

/** The asks of a question: the clauses of its asking sentences that read something off the document. */
export function askedClauses(question: string): Ask[] {
  const sentences = question.split(/(?<=[.?!])\s+/).filter((s) => s.trim());
  // (A sentence that asks a check, "la retribuzione scritta è giusta … per le mie ore?", is weighed elsewhere.)
  const asking = sentences.filter(
    (s) => ASKING.test(fold(s)) && !CHECKS.test(fold(s)) && !AGREEMENT_RULE.test(fold(s)),
  );
  if (!asking.length && sentences.some((s) => CHECKS.test(fold(s)) || AGREEMENT_RULE.test(fold(s))))
    return [];
  const kept = asking.length ? asking : sentences;
  const out: (Ask & { reads: boolean })[] = [];
  for (const sentence of kept)
    for (const clause of fold(sentence).split(
      /[,;:?!]|\s(?:e|ed|o|oppure)\s(?=(?:se|da|per|con|in|quant|qual|che|data|mese|la|il|le|gli|a)\b)/,
    )) {
      if (CHECKS.test(clause)) continue;
      const own = words(clause).filter((w) => !STOP.has(w));
      const meant = SYNONYMS.filter(([p]) => p.test(clause)).flatMap(([, w]) => w.split(' '));
      const reads = READS.test(clause) && !COMPUTED.test(clause);
      // "…che ho lasciato la postazione, che giorno e per quanto tempo?": a bare ask is of the clause before it.
      const last = out.at(-1);
      if (reads && last && own.every((w) => BARE.test(w))) {
        last.reads = true;
        last.words.push(...own, ...meant);
      } else if (own.length || meant.length)
        out.push({ own, words: [...new Set([...own, ...meant])], reads });
    }
  return out.filter((a) => a.reads).map(({ own, words }) => ({ own, words }));
}

/**
 * A document's statements: its lines, cut at "|", at sentence ends, at ";", at " - ", before a numbered point
 * ("2) Lavoro agile") and before a new "Label:" (lines joined by the index: "… 38 ore TFR del mese: 175,80").
 */
export function segments(text: string): string[] {
  return text
    .split(/\n+|\s\|\s/)
    .flatMap((line) =>
      line.split(
        /(?<=[\p{L}\d)%])\.\s+(?=\p{Lu}|\d{1,2}\)\s)|;\s*|\s[-–]\s|\s(?=\d{1,2}\)\s)|(?<=\S)\s+(?=\p{Lu}[\p{L}']*(?: [\p{L}']+){0,3}:\s)/u,
      ),
    )
    .map((s) => s.replace(/\s+/g, ' ').trim())
    .filter((s) => /\p{L}{3}/u.test(s));
}

const MONTHS =
  'gennaio|febbraio|marzo|aprile|maggio|giugno|luglio|agosto|settembre|ottobre|novembre|dicembre';
const FIGURES = new RegExp(
  `\\b\\d{1,2}°? (?:${MONTHS})(?: \\d{4})?\\b|\\b\\d{1,2}/\\d{1,2}/\\d{2,4}\\b|\\b\\d{1,2}:\\d{2}\\b|\\d[\\d.]*,\\d+|\\b\\d+(?:[.,]\\d+)?\\s?%|\\b\\d+ (?:giorni|giornate|ore|mesi|minuti|anni|settimane|gg)\\b`,
  'gi',
);

const HAS_FIGURE = new RegExp(FIGURES.source, 'i');

/** Whether the answer already holds the statement: its figures, and most of its longer words. */
function covered(statement: string, answer: string): boolean {
  const plainAnswer = fold(answer.replace(/\*\*/g, ''));
  const figures = fold(statement).match(FIGURES) ?? [];
  if (figures.some((f) => !plainAnswer.includes(f))) return false;
  const long = [...new Set(words(statement).filter((w) => w.length >= 6))];
  if (!long.length) return figures.length > 0;
  const held = words(plainAnswer);
  const found = long.filter((w) => held.some((h) => alike(w, h))).length;
  return found / long.length >= 0.7;
}

/** The comma-cut part of a statement sharing most words with the ask ("2, 6 e 9 ottobre" stays whole). */
function partAsked(statement: string, asked: readonly string[]): string {
  const parts = statement.split(/,\s+(?=\p{L})/u);
  let best = statement;
  let bestShared = 0;
  for (const part of parts) {
    const own = words(part);
    const shared = asked.filter((w) => own.some((x) => alike(w, x))).length;
    if (shared > bestShared) [best, bestShared] = [part, shared];
  }
  return best;
}

/** What a statement means beside its words: "ore 6,00" is 6 hours, "dalle 15:10 alle 15:50" 40 minutes. */
function gloss(statement: string): string {
  const notes: string[] = [];
  const hours = /\bore (\d+)(?:,(\d+))?\b/i.exec(statement);
  if (hours) notes.push(`${hours[1]}${hours[2] && !/^0+$/.test(hours[2]) ? `,${hours[2]}` : ''} ore`);
  for (const m of statement.matchAll(/\bdalle (\d{1,2}):(\d{2}) alle (\d{1,2}):(\d{2})\b/g)) {
    const minutes = Number(m[3]) * 60 + Number(m[4]) - (Number(m[1]) * 60 + Number(m[2]));
    if (minutes > 0)
      notes.push(
        minutes < 60 || minutes % 60
          ? `${minutes} minuti`
          : `${minutes / 60} ${minutes === 60 ? 'ora' : 'ore'}`,
      );
  }
  return notes.length ? ` (${notes.join('; ')})` : '';
}

const MAX_LINES = 4;
const REFERS = /\bdal documento\b|\bdocumento caricato\b|\bsintesi di\b/;
const TABLE_LIKE =
  /\bcedolino\b|\bnetto (?:in busta|del mese|a pagare)\b|\btotale (?:competenze|trattenute)\b|\bredditi di lavoro dipendente\b|\bimponibile (?:fiscale|previdenziale|irpef|inps)\b|\b(?:registro|foglio) (?:ore|presenze)\b|\bpresenze (?:settiman|mese|mensil|giornalier)|\bferie \((?:gg|ore)\)/i;

export function missingParts(
  question: string,
  documents: readonly { fileName: string; text: string }[],
  answer: string,
): MissingParts | undefined {
  if (!documents.length || !POINTS.test(fold(question))) return undefined;
  // (A payslip, a CU, a timesheet: their own readers compute and read their rows; letters and agreements here.)
  const letters = documents.filter((d) => !TABLE_LIKE.test(d.text));
  const all = letters.flatMap((d) => segments(d.text).map((text) => ({ text, fileName: d.fileName })));
  if (!all.length) return undefined;
  const own = all.map((s) => words(s.text));
  // Rarer words tell a statement apart: each weighs 1 over the statements holding it.
  const spread = (w: string) => own.filter((ws) => ws.some((x) => alike(w, x))).length || 1;
  const picked: { index: number; ask: number; asked: string[] }[] = [];
  const held = words(answer.replace(/\*\*/g, ''));
  // (Only an answer that reads the document speaks to its asks: the agreement's rule on the same words does not.)
  const reads = REFERS.test(fold(answer));
  askedClauses(question).forEach(({ own: ownWords, words: asked }, ask) => {
    // An ask the answer already speaks to in its own words ("quanto mi tolgono … per questi giorni?") is answered.
    if (
      reads &&
      ownWords.length &&
      ownWords.filter((w) => held.some((h) => alike(w, h))).length / ownWords.length >= 0.6
    )
      return;
    let best = -1;
    let bestScore = 0;
    own.forEach((ws, i) => {
      const shared = asked.filter((w) => ws.some((x) => alike(w, x)));
      const score =
        shared.reduce((sum, w) => sum + 1 / spread(w), 0) +
        (shared.length && HAS_FIGURE.test(all[i]?.text ?? '') ? 0.25 : 0) -
        (all[i]?.text.length ?? 0) / 2000;
      if (shared.length && score > bestScore) [best, bestScore] = [i, score];
    });
    if (best >= 0 && bestScore >= 0.5 && !picked.some((p) => p.index === best))
      picked.push({ index: best, ask, asked });
  });
  // (The part of a long statement that says what is asked decides: "importo massimo di 1.200,00 euro" answered
  // leaves the weights beside it unasked.)
  const missing = picked
    .filter((p) => !covered(partAsked(all[p.index]?.text ?? '', p.asked), answer))
    .slice(0, MAX_LINES);
  if (!missing.length) return undefined;
  return {
    lines: missing.map((p) => {
      const s = all[p.index] as { text: string; fileName: string };
      return `Dal documento «${s.fileName}»: «${s.text.replace(/[.;:,]\s*$/, '')}»${gloss(s.text)}.`;
    }),
    // (An answer that already reads the document keeps its opening: the parts it left out follow it.)
    first: !reads && missing.some((p) => p.ask === 0),
  };
}
