/**
 * What a letter (a dismissal, a transfer, a disciplinary measure, a fixed-term extension…) says about the
 * item asked, read off the statement that says it rather than the letter's opening:
 *
 *   letterStatements(question, passages): { text, passage }[] | undefined
 *
 * A letter's lines are joined into one passage, so its first "sentence" runs from the letterhead (company,
 * address, protocol number, date, addressee) into the body, and a quote of it cut at 320 characters never
 * reaches the reason, the date, the sanction or the amount asked. Each kind of ask below names the words a
 * letter states it with ("per quale motivo" → "a causa di", "soppressione"; "da quando" → a date; "quanto mi
 * danno" → an amount in euro; "che sanzione" → "multa", "sospensione"; "qual è la causale" → "causale",
 * "sostituzione"; "dove" → "presso", "sede di"); the statement carrying them that shares most words with
 * the question answers, one per kind asked, in the order asked. Undefined when the document is not a letter
 * (a payslip, a timesheet: their own readers answer) or nothing asked is of these kinds.
 */
import type { Passage } from '../kb/passages.js';
import { terms } from '../kb/text.js';
import { statements } from './asked-parts.js';

interface Kind {
  /** The words that ask the item; searched for their place, so the order asked is kept (no anchored guard here). */
  asked: RegExp;
  /** Words anywhere in the ask that make it another item's (hours beyond the schedule are overtime). */
  not?: RegExp;
  /** A term the document sets itself (its hours, its days, its instalments, the day of an act): read off it first. */
  own?: boolean;
  stated: RegExp;
  /** Words that make a statement of this kind the one that answers (a date the contract ends or starts). */
  effect?: RegExp;
  /** The label after which a long statement says the item itself ("… per la seguente ragione: sostituzione …"). */
  after?: RegExp;
  /** Statements of this kind that answer only when the question names them (an appointment's day, not the start). */
  aside?: { stated: RegExp; asked: RegExp };
}

// (A month and year alone too: "in due rate (luglio 2024 e luglio 2025)".)
const DATE =
  /\b\d{1,2}[/.]\d{1,2}[/.]\d{2,4}\b|\b(?:\d{1,2}°? )?(?:gennaio|febbraio|marzo|aprile|maggio|giugno|luglio|agosto|settembre|ottobre|novembre|dicembre) \d{4}\b/i;

const KINDS: Kind[] = [
  {
    // "quante ore a settimana devo fare?", "qual è l'orario settimanale indicato?": the hours the document sets.
    // (Hours the story states, "faccio 30 ore a settimana", ask nothing; hours beyond the schedule are overtime.)
    asked:
      /\bquant[ei] ore\b[^?]{0,25}?\b(?:a|alla|per|ogni) settiman\w*|\bquant[ei] ore settimanal\w*|\b(?:qual|quale|che|com)\w* (?:e )?(?:l'|il )?orario(?: settimanal\w*)?\b(?! di (?:inizio|fine))|\borario settimanal\w* (?:indicat|previst|scritt|riportat)\w*/,
    not: /\b(?:oltre|in piu|straordinar\w*|supplementar\w*)\b/,
    stated:
      /\b\d{1,2}(?:[.,]\d{1,2})? ore (?:settimanal\w*|(?:a|alla|per) settimana)\b|\borario settimanal\w*\W{1,3}\d/i,
    own: true,
  },
  {
    // "che giorni devo lavorare?", "in quali giorni?": the days the schedule names.
    asked:
      /\b(?:che|ke|quali|in che|in ke|in quali) giorni\b|\bgiorni (?:della settimana|lavorativi)\b(?=.*\?)/,
    stated: /\b(?:lunedi|luned[iì]|marted[iì]|mercoled[iì]|gioved[iì]|venerd[iì]|sabato|domenica)\b/i,
    own: true,
  },
  {
    // "quante ore le sono state pagate?", "ore retribuite nel mese?": the hours the sheet pays.
    asked:
      /\bquant[ei] ore\b(?=[^?]*\b(?:pagat\w*|retribuit\w*|lavorat\w*)\b)(?![^?]*\b(?:straordinar\w*|supplementar\w*|settiman\w*)\b)/,
    stated: /\bore (?:retribuit|pagat|lavorat)\w*[^\d\n]{0,25}\d/i,
    own: true,
  },
  {
    // "in quante rate e di quanto?", "la seconda rata quando?": the instalments the document states.
    asked: /\brat[ae]\b|\bin quante (?:volte|tranche)\b/,
    stated: /\brat[ae]\b[^.]*\d/i,
    own: true,
  },
  {
    asked: /\bperch[eé]\b|\bmotiv\w*|\bragion\w*|\bcome mai\b|\bper quale causa\b/,
    stated:
      /\ba causa\b|\bmotiv\w*|\bragion\w*|\bsoppress\w*|\besigenz\w*|\bdismission\w*|\bchiusura\b|\bcessazione dell\w*|\briorganizz\w*|\bcalo\b|\besternalizz\w*|\bperdita dell\w*/i,
  },
  {
    asked:
      /\bda quando\b|\bquando\b|\bche giorno\b|\b(?:che|ke|quale) data\b|\bfino a quando\b|\bscad\w*|\bdecorr\w*|\bultimo giorno\b/,
    stated: DATE,
    effect: /\bcess\w*|\bdecorr\w*|\btermin\w*|\bscad\w*|\bfino al\b|\bultimo giorno\b|\binizi\w*|\bdal \d/i,
    // "La invitiamo a presentarsi il giorno 24 novembre per la firma del contratto": the day of an appointment
    // answers "quando devo presentarmi / firmare?", not "da che giorno mi assumono?".
    aside: {
      stated:
        /\b(?:presentars\w*|presentarLe|recarsi|convoca\w*|appuntamento|colloquio|visita medica)\b|\bper la (?:firma|sottoscrizione)\b/i,
      asked:
        /\bpresent\w*|\bfirm\w*|\bsottoscri\w*|\bconvoc\w*|\bappuntament\w*|\bcolloqui\w*|\bvisita\b|\b(?:devo|dobbiamo) (?:andare|passare|recarmi)\b/,
    },
  },
  {
    asked:
      /\bquant[oi] (?:mi |gli |le |ci )?(?:dann\w*|da\b|dà|spett\w*|pagan\w*|riconosc\w*|rimbors\w*)|\bsoldi\b|\bindennit\w*|\bimporto\b|\brimbors\w*/,
    stated: /(?:€|\beuro\b)\s*\d|\d[\d.,]*\s*(?:€|\beuro\b)/i,
  },
  {
    asked:
      /\bsanzion\w*|\bprovvediment\w*|\bpunizion\w*|\bpunit\w*|\bcosa mi hanno dato\b|\bche (?:multa|pena)\b/,
    stated: /\bmulta\b|\bsospension\w*|\bammonizion\w*|\brimprovero\b|\blicenziamento disciplinare\b/i,
  },
  {
    // "quanto dura l'apprendistato / il contratto?": the statement of its length (the probation, the notice and
    // the leave have their own readers).
    asked: /\b(?:quant[oi] (?:\w+ )?dur\w*|durata|per quanto tempo)\b/,
    not: /\b(?:prova|preavvis\w*|ferie|comporto|malatti\w*|permess\w*)\b/,
    stated: /\bdurata\b[^.]*\d|\b\d+ (?:mesi|anni)\b/i,
    effect: /\bdurata\b/i,
  },
  {
    // "durata e livello iniziale?", "con che inquadramento?": the level the contract states (a level the question
    // gives itself, "per un 4° livello", asks nothing).
    asked:
      /\b(?:qual\w*|che|quale)\s+(?:e\s+)?(?:il\s+)?livell\w*|\blivell\w* (?:inizial\w*|di (?:ingresso|partenza))|\binquadrament\w*|\be (?:il )?livell\w*\s*\?/,
    not: /\d\s*°?\s*livell|\blivell\w* \d/,
    stated: /\blivell\w*|\binquadrament\w*/i,
  },
  {
    asked: /\bcausal\w*|\bmotivazion\w*/,
    stated: /\bcausale\b|\bsostituzion\w*|\bmotivazion\w*/i,
    after: /\b(?:causale|ragione|motivazione|motivo)\b[^:]{0,25}:\s*/i,
  },
  {
    asked: /\bdove\b|\b(?:quale|che|nuova|altra) (?:sede|unit\w*|filiale|punto vendita)\b|\bpresso quale\b/,
    stated: /\bpresso (?:il|la|lo|l'|l’)\b|\b(?:sede|unit[aà]|punto vendita|stabilimento|filiale) di [A-Z]/,
  },
];

// A letterhead or an address line: it names the sender, not the item asked.
const HEADER =
  /\b(?:s\.?p\.?a\.?|s\.?r\.?l\.?|s\.?n\.?c\.?|s\.?a\.?s\.?|soc\. coop|p\.? ?iva|c\.f\.|prot\.|racc\.|rea|a\/r|spett\.le|gent\.m[ao])(?![\p{L}])|\b\d{5,}\b/iu;
// What a letter has and a payslip or a timesheet has not.
// (A contract's own text, "CONTRATTO DI APPRENDISTATO …", and a letter that opens "Le comunichiamo …" are letters too.)
// (So is a letter headed "LETTERA DI ASSUNZIONE … Gent.ma", and an agreement's summary a union hands out.)
const LETTER =
  /\b(?:oggetto|gentile|gent\.m[ao]|egregi\w*|spett\w*|distinti saluti|cordiali saluti|con la presente|le comunichiamo|per accettazione|contratto di (?:apprendistato|lavoro)|lettera di (?:assunzione|licenziamento|dimissioni|richiamo|contestazione|trasferimento)|sintesi dell\w*|accordo di rinnovo|verbale di accordo|proposta di assunzione)\b/i;
const NOT_LETTER =
  /\b(?:cedolino|netto in busta|netto del mese|imponibile (?:fiscale|previdenziale|irpef|inps)|totale trattenute|registro ore|foglio presenze)\b/i;

const TIMESHEET =
  /\b(?:registro ore|foglio (?:ore|presenze)|prospetto ore|riepilogo ore|timesheet|cartellino)\b/i;

const isAsked = (kind: Kind, asked: string) => kind.asked.test(asked) && !kind.not?.test(asked);

/** Whether the question asks a term the document sets itself (its weekly hours, days, instalments, hours paid). */
export function asksOwnTerm(question: string): boolean {
  const asked = plain(question);
  return KINDS.some((k) => k.own && isAsked(k, asked));
}

const plain = (text: string) =>
  text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '');

/** The statements of a letter that answer the kinds of item the question asks, in the order asked. */
export function letterStatements(
  question: string,
  passages: readonly Passage[],
  /** The terms any document sets itself (a payslip's hours paid too), a timesheet's own readers aside. */
  ownOnly = false,
): { text: string; passage: Passage }[] | undefined {
  const whole = passages.map((p) => p.text).join('\n');
  if (ownOnly ? TIMESHEET.test(whole) : !LETTER.test(whole) || NOT_LETTER.test(whole)) return undefined;
  const asked = plain(question);
  // The asking clause comes first ("mi trasferiscono a un'altra sede, … quanto mi danno?": the amount).
  const clauseStart = Math.max(
    0,
    ...[...asked.matchAll(/[,.;:!](?=[^,.;:!?]*\?\s*$)/g)].map((m) => m.index + 1),
  );
  const kinds = KINDS.filter((kind) => !ownOnly || kind.own || kind.stated === DATE)
    .map((kind) => {
      const inClause = asked.slice(clauseStart).search(kind.asked);
      return { kind, at: inClause >= 0 ? inClause : asked.length + asked.search(kind.asked) };
    })
    .filter((k) => k.at >= 0 && isAsked(k.kind, asked))
    .sort((a, b) => a.at - b.at);
  if (!kinds.length) return undefined;
  const words = new Set(terms(question));
  const all = statements(passages);
  const found: { text: string; passage: Passage }[] = [];
  for (const { kind } of kinds) {
    let best: { text: string; passage: Passage } | undefined;
    let bestScore = Number.NEGATIVE_INFINITY;
    for (const s of all) {
      if (!kind.stated.test(s.text)) continue;
      const shared = new Set(terms(s.text).filter((t) => words.has(t))).size;
      // A letterhead answers only when it shares words with the question beyond the item's own.
      if (HEADER.test(s.text) && shared < 2) continue;
      // (An appointment's day answers only when no other statement of the kind is there.)
      const aside = kind.aside?.stated.test(s.text) && !kind.aside.asked.test(asked) ? 100 : 0;
      const score = shared + (kind.effect?.test(s.text) ? 1 : 0) - aside - s.text.length / 1000;
      if (score > bestScore) [best, bestScore] = [s, score];
    }
    const label = best && kind.after ? kind.after.exec(best.text) : null;
    // (Its label word kept: "Causale: punta stagionale …", "ragione: sostituzione …".)
    const word = label ? (/\b(?:causale|ragione|motivazione|motivo)\b/i.exec(label[0])?.[0] ?? '') : '';
    if (best && label) best = { ...best, text: `${word}: ${best.text.slice(label.index + label[0].length)}` };
    if (best && !found.some((f) => f.text === best?.text)) found.push(best);
  }
  return found.length ? found : undefined;
}
