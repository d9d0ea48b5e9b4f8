import { comparesThemselves } from './compared-aside.js';
import { payslipsCompared } from './compared-payslips.js';
import type { ReaderInput } from './read.js';
import { AGREEMENT_TOPICS, type Intent, type TypedRequest } from './request.js';

/** "tra i due contratti", "entrambi i CCNL", "quale dei due": the agreements the conversation has named. */
const BOTH =
  /\b(?:i|nei|tra i|fra i|dei|per i) due (?:contratti|ccnl)\b|\bentrambi i (?:contratti|ccnl)\b|\b(?:quale|chi) (?:dei|di noi|tra noi|fra noi) due\b/;

/** The agreement of the turns before, named by a pronoun: "mettilo a confronto con…", "confrontalo con…". */
const REFERS_BACK =
  /\b(?:mettil[oa]|confrontal[oa]|paragonal[oa]|mettiamol[oa]|confrontiamol[oa]|raffrontal[oa])\b|\banche con\b/;

/** A turn that goes on from the one before ("e rispetto al contratto dei bar?", "invece nella FIPE?"). */
const GOES_ON = /^(?:e|ed|ma|invece|e invece|mentre)\b|\brispetto (?:a|al|alla|ai|agli)\b/;

/** Subjects a comparison can be about (what the turn asks is what is compared). */
const COMPARED_TOPICS: ReadonlySet<Intent> = new Set([...AGREEMENT_TOPICS, 'minimum_pay', 'overtime_value']);

/** A difference in money a month ("quanto c'è di differenza al mese?", "quanto prende in più al mese?"). */
const MONTHLY_GAP =
  /\b(?:differenz\w*|in piu|in meno|di piu|di meno|scarto)\b[^?]{0,30}\b(?:al mese|mensil\w*|di minimo)\b|\b(?:al mese|mensil\w*)\b[^?]{0,30}\b(?:differenz\w*|in piu|in meno|di piu|di meno)\b/;

/**
 * A comparison asked across a conversation: "quindi tra i due contratti dove è più lunga la prova?" after a
 * question on each, "e se lavorassi in una fabbrica metalmeccanica?" asked to the comparison agent after a turn on
 * the building trade, or two agreements set against each other for "il mio caso" told in an earlier turn
 * ("ho 7 anni di anzianità al 4° livello"). The agreements are those of every turn (earliest first), and the
 * worker's level and years of service said in an earlier turn that named no agreement carry over.
 * `read` is the reader, given each turn with the turns before it.
 */
export function conversationComparison(
  request: TypedRequest,
  text: string,
  input: ReaderInput,
  read: (input: ReaderInput) => TypedRequest,
  turnAgreements: readonly number[] = [],
): Partial<TypedRequest> {
  // "ho confrontato la busta di maggio con quella di giugno: di quanto è salito il minimo?": two months of pay.
  const payslips = payslipsCompared(request, text, input.message, (message) =>
    read({ ...input, message, history: [] }),
  );
  if (payslips.intent) return payslips;
  const history = input.history ?? [];
  if (!history.length) return {};
  // ("… e quando arriva la tranche successiva? Così lo metto a confronto con la gomma plastica": the writer compares.)
  const asked =
    request.intent === 'comparison' ||
    (input.agent === 'confronta' && !comparesThemselves(text)) ||
    BOTH.test(text);
  if (!asked) return {};
  // The most recent turn first.
  const readings = history
    .map((message, i) => ownAgreements({ ...input, message, history: history.slice(0, i) }, read))
    .reverse();
  const named = [...readings].reverse().flatMap((r) => r.slots.agreements);
  // Two agreements named in the turn itself are the ones compared ("e tra Turismo e FIPE?").
  const own = request.slots.agreements;
  // (a relative's or colleague's job read in the turn alone: "mio cognato fa il metalmeccanico: chi dei due…?")
  // ("mettilo a confronto con Metalmeccanici e Lavoro domestico": "lo" is the agreement of the turns before.)
  const agreements =
    own.length >= 2 && !REFERS_BACK.test(text) ? own : [...new Set([...named, ...own, ...turnAgreements])];
  if (agreements.length < 2) return {};
  const slots = { ...request.slots, agreements };
  delete slots.agreementsBySector;
  for (const reading of readings) {
    if (reading.slots.agreements.length) continue;
    if (slots.level === undefined && reading.slots.level !== undefined) slots.level = reading.slots.level;
    if (slots.seniorityYears === undefined && reading.slots.seniorityYears !== undefined)
      slots.seniorityYears = reading.slots.seniorityYears;
  }
  // "e rispetto al contratto dei bar chi paga di più?" after the overtime: the subject of the turn before.
  const before = readings[0]?.intent;
  const carried =
    request.intent === 'comparison' &&
    !request.alsoAsked.some((i) => COMPARED_TOPICS.has(i)) &&
    before !== undefined &&
    COMPARED_TOPICS.has(before) &&
    GOES_ON.test(text.trim())
      ? before
      : undefined;
  // "E rispetto a un 4° livello FIPE, quanto c'è di differenza al mese?" after a renewal's tranche: the minimums
  // set against each other, not the renewal (nor the agreements' validity), unless the turn names a rise itself.
  const gap = MONTHLY_GAP.test(text) && !/\baument|\btranch|\brinnov|\bsal[ei]\b|\bsalit/.test(text);
  const turnIntent = request.intent === 'renewal' && gap ? 'minimum_pay' : request.intent;
  const subject = carried === 'renewal' && gap ? 'minimum_pay' : carried;
  const topic = COMPARED_TOPICS.has(turnIntent) ? [turnIntent] : subject ? [subject] : [];
  return {
    intent: 'comparison',
    alsoAsked: [...new Set([...topic, ...request.alsoAsked])],
    slots,
  };
}

/**
 * An earlier turn read for the comparison agent: a turn that compared nothing on its own ("gestiamo un'azienda
 * agricola … e applichiamo il CCNL delle cooperative sociali: quanto le dovevamo di quattordicesima?") keeps the
 * agreements it names read plainly, not a sector word it tells of as a second agreement to compare.
 */
function ownAgreements(input: ReaderInput, read: (input: ReaderInput) => TypedRequest): TypedRequest {
  const hinted = read(input);
  if (!input.agent || hinted.slots.agreements.length < 2) return hinted;
  const plain = read({ ...input, agent: undefined });
  const kept = plain.slots.agreements;
  return plain.intent !== 'comparison' && kept.length >= 1 && kept.length < hinted.slots.agreements.length
    ? { ...hinted, slots: { ...hinted.slots, agreements: kept } }
    : hinted;
}
