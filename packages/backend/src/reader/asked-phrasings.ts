import { markedAsk } from './asking-clause.js';
import { firstClauseFirst } from './clause-order.js';
import { readContractTopics } from './contract-topics.js';
import { asksAgreementOfDocument, subjectAsked } from './document-subject.js';
import { asksDuty } from './duty-asked.js';
import { CALCULATION_INTENTS, scoreIntents } from './intents.js';
import { leaveCase } from './leave-case.js';
import { levelDoubted } from './level-doubted.js';
import { minimumAfterStory } from './minimum-after-story.js';
import { onlySubject } from './only-subject.js';
import { refineThird, thirdPassSlots } from './phrasings-3.js';
import { pluralReferent } from './plural-referent.js';
import { costOnlyReported } from './reported-cost.js';
import type { Intent, TypedRequest } from './request.js';
import { readSlotPhrasings } from './slot-phrasings.js';

/**
 * The last corrections of a reading, from how clients phrase questions (measured on eval/reader's corpus of
 * real questions): what the question structure says it asks when the word rules tie or miss. Runs after the
 * reader's own refinements, on the folded text.
 */

/** Two agreements and a choice between them: "quale paga di più", "meglio X o Y", "conviene", "paga di più X o Y". */
const CHOOSES =
  /\b(?:quale|quali|chi|cosa)\b[^?]*\b(?:di piu|di meno|meglio|conviene|convenient|migliore|piu alt|piu bass)|\bmeglio\b|\bconvien\w*\b|\bdifferen|\brispetto (?:a|al)\b|\b(?:paga|pagano|prende|prendono|guadagna|guadagnano|rende) (?:di )?(?:piu|meno)\b[^?]*\b(?:o|oppure|vs)\b/;
/** A clause that asks something: a question word or a modal verb ("devo dare il preavviso?"). */
const ASKS =
  /\b(?:quant\w*|come|qual\w*|cosa|dev\w*|dobbiamo|poss\w*|puo|spett\w*|serv\w*|bisogna|tocca|conviene|vale|funziona)\b/;
/** Words that ask whether stated figures are right. */
const DOUBT = /\b(?:giust[oa]|corrett[oa]|torna|tornano|sbagliat\w*|errat\w*|normale|regolare|ci sta)\b/;
/** A question about whether a 13th or 14th month is due, with nothing to count. */
const ENTITLEMENT =
  /^(?!.*\b(?:quant[oiae]|calcol|import|rate[oi]|proporzion|mesi\b|pro rata|come si|assunt|licenzi|dimett|dimission))(?=.*(?:tredicesim|quattordicesim))(?=.*\b(?:spett\w*|c'e|ce|cè|previst[aoie]|si prende|diritto|esiste)\b)/;
// ("mi è arrivata questa lettera (la carico qui)", "te lo carico": the document at hand, being uploaded.)
/** A reference to a document the user uploaded. */
const DOCUMENT_REFERENCE =
  /\b(?:la|lo|li|le|te la|te lo|ve la|ve lo|ti) carico\b|\ballegat\w*|\bcaricat\w*|\bpdf\b|\bfile\b|\bdocument\w*|\blettera di assunzione|\bho (?:mandat|inviat)\w*|\bleggi (?:il|la|lo|questo|questa|quel)\b/;
// What a pro-rata calculation asks: an amount ("a quanto ammonta il rateo di tredicesima?", "quanto TFR?").
const AMOUNT_ASKED = /\bquant\w*\b|\bammont\w*|\bimporto\b|\bcalcol\w*/;
const ACCRUALS: ReadonlySet<Intent> = new Set(['thirteenth_pro_rata', 'tfr', 'holidays']);

/**
 * "Ti allego la lettera di assunzione. Il rapporto è cessato il 30 settembre: a quanto ammonta il rateo di
 * tredicesima?": the document named in the story, a pro-rata amount asked in a sentence of its own, computed on
 * the document's facts.
 */
function accrualAskedApart(intent: Intent, text: string): boolean {
  const asked = markedAsk(text);
  return ACCRUALS.has(intent) && asked !== '' && !DOCUMENT_REFERENCE.test(asked) && AMOUNT_ASKED.test(asked);
}

/** Several items asked of the letter at once ("in base alla lettera: retribuzione e durata della prova?"). */
const LETTER_ITEMS = /\b(?:in base alla|secondo la|dalla) lettera\b[^?]*\S e \S/;
/** The two of a choice named outright: "quale dei due", "tra i due contratti". */
// (Also two offers held at once, "ho due proposte … quale ha il minimo più alto?", and the pay the letter's agreement
// gives against another's, "col contratto del turismo avrei preso di più o di meno?".)
const TWO_SIDES =
  /\bpiu (?:lung|cort|alt|bass)[oaie] o (?:piu )?(?:lung|cort|alt|bass)[oaie]\b|\bquale dei due\b|\b(?:tra|fra) i due\b|\b(?:due|entrambe le) (?:propost|offert|lettere)\w*[^?]*\bquale\b|\b(?:avrei|avresti|avrebbe) (?:preso|guadagnato) di piu\b|\b(?:prenderei|guadagnerei) di piu\b/;
/** Two things set side by side ("quale dei due minimi è più alto?"): a comparison stays one beside a document. */
const SIDE_BY_SIDE =
  /\bquale dei due\b|\bqual(?:e|i) (?:dei|tra i|fra i) (?:due|contratti)\b|\bpiu (?:alt|bass)[oaie]\b|\bconfront\w*|\brispetto (?:al|allo|alla|a quell)\w*\b/;
/** A fixed-term contract's renewal, not the agreement's: its causale, its months, its term. */
const FIXED_TERM_RENEWAL =
  /\bcausal\w*|\btempo determinato\b|\ba termine\b|\bproroga\w*|\bscadenza del contratto\b/;
/** Investments and markets: outside work and agreements, whatever pension words they share with the TFR. */
const INVESTING =
  /\betf\b|\bazionari\w*|obbligazion\w*|criptovalut|bitcoin|\bborsa\b|\binvestir\w*|\binvestiment\w*|\bbtp\b|rendiment\w* (?:annu|finanziar|del fondo)/;

function to(request: TypedRequest, intent: Intent): TypedRequest {
  return { ...request, intent, alsoAsked: request.alsoAsked.filter((i) => i !== intent) };
}

/**
 * The clause after the last comma of the last question, without bare quantity words ("quante ore",
 * "quanti giorni") that fit any subject: what the question asks after its story. A colon introduces a
 * question about what precedes it ("riduzione d'orario: quante ore?"), so it does not split.
 */
function askedClause(text: string): string | undefined {
  const question = /([^.?!]*)\?\s*$/.exec(text)?.[1];
  if (question === undefined || !/[,;]/.test(question)) return undefined;
  return question
    .split(/[,;]/)
    .at(-1)
    ?.replace(/\bquant[oiae] (?:ore|giorni|settimane|mesi|anni)\b/g, ' ')
    .trim();
}

// "non era cambiata col rinnovo?", "è cambiato con l'ultimo rinnovo?", "il rinnovo l'ha allungato?".
const CHANGED_BY_RENEWAL =
  /\b(?:cambiat\w*|modificat\w*|allungat\w*|accorciat\w*|aumentat\w*)\b[^?.]{0,20}\b(?:col|con il|con l'ultimo|dal|dopo il|nel|nell'ultimo) (?:nuovo |ultimo )?rinnov|\brinnov\w*\b[^?.]{0,20}\b(?:l'ha|li ha|la ha|ha) (?:cambiat|modificat|allungat|accorciat)/;
// Rules of the agreement a renewal changes, told as the subject beside that doubt.
const CHANGED_RULES: [Intent, RegExp][] = [
  ['probation', /\b(?:periodo di )?prova\b/],
  ['notice', /\bpreavvis\w*/],
];

/** The agreement's rule doubted as changed by the renewal, where the question names one and no figure of pay. */
function ruleChangedByRenewal(text: string): Intent | undefined {
  if (
    !CHANGED_BY_RENEWAL.test(text) ||
    /\b(?:minim|paga|stipend|retribu|aument\w* (?:del|dei|della))/.test(text)
  )
    return undefined;
  const named = CHANGED_RULES.filter(([, words]) => words.test(text));
  return named.length === 1 ? named[0]?.[0] : undefined;
}

function refineIntent(request: TypedRequest, text: string, documents: number): TypedRequest {
  const { intent, slots } = request;
  const kinds = new Set(slots.amounts.map((a) => a.kind));
  // "adesso faccio il D2 metalmeccanico: quale dei due minimi è più alto?" beside a letter of another agreement.
  if (documents > 0 && intent !== 'comparison' && slots.agreements.length === 1 && TWO_SIDES.test(text))
    return to(request, 'comparison');
  // "dice che la prova è di un mese. Ma non era cambiata col rinnovo?": the rule the renewal changed is asked.
  const changed = intent === 'renewal' ? ruleChangedByRenewal(text) : undefined;
  if (changed) return to(request, changed);
  // "che causale hanno messo nel rinnovo?" beside a letter: the renewal of a fixed-term contract, whose causale
  // the letter states, not the agreement's renewal.
  if (documents > 0 && intent === 'renewal' && FIXED_TERM_RENEWAL.test(text))
    return to(request, 'document_question');
  if (
    documents > 0 &&
    intent !== 'document_question' &&
    !(intent === 'comparison' && SIDE_BY_SIDE.test(text)) &&
    (DOCUMENT_REFERENCE.test(text) || LETTER_ITEMS.test(text)) &&
    !asksAgreementOfDocument(intent, text) &&
    !accrualAskedApart(intent, text)
  )
    // ("il datore può inquadrarla così durante l'apprendistato?": what one side may do, the subject asked.)
    return to(request, (asksDuty(text) && subjectAsked(text)) || 'document_question');
  // "con la lettera che ho caricato, quanto preavviso prevede il contratto?": the subject asked of the agreement.
  const subject = documents > 0 && intent === 'document_question' ? subjectAsked(text) : undefined;
  if (subject) return to(request, subject);
  if (intent === 'comparison' || intent === 'document_question' || intent === 'agreement_not_covered')
    return request;
  if (INVESTING.test(text) && !/\btfr\b|liquidazion|fine rapporto/.test(text))
    return to(request, 'out_of_scope');
  if (slots.agreements.length >= 2 && CHOOSES.test(text)) return to(request, 'comparison');
  // A withholding the payslip shows, with a doubt ("in busta le trattengono 40 € di INPS, è giusto?").
  if (
    (kinds.has('inps') || kinds.has('irpef')) &&
    DOUBT.test(text) &&
    intent !== 'payslip_check' &&
    onlySubject(text) === undefined
  )
    return to(request, 'payslip_check');
  const scores = scoreIntents(text);
  // A payslip doubted with no figure is a question on the subject doubted ("in busta vedo gli scatti, è
  // giusto il numero?").
  if (intent === 'payslip_check' && !slots.amounts.length) {
    // ("in busta mi hanno messo 4° livello, è giusto o dovrei stare più in alto?": the level, level-doubted.ts.)
    if (levelDoubted(text)) return to(request, 'classification');
    const topic = scores.find((s) => s.intent !== 'payslip_check' && !CALCULATION_INTENTS.has(s.intent));
    // ("nella busta il minimo mi sembra cambiato da luglio: a quanto deve essere oggi, dopo le tranche?": the
    // renewal told, the level's minimum asked, minimum-after-story.ts.)
    if (topic && topic.score >= 3) return minimumAfterStory(to(request, topic.intent), text);
  }
  // "c'è la quattordicesima?", "non spetta?": whether it is due, not how much.
  if (
    intent === 'thirteenth_pro_rata' &&
    ENTITLEMENT.test(text) &&
    !slots.amounts.length &&
    slots.monthsWorked === undefined &&
    slots.hireDate === undefined &&
    slots.endDate === undefined
  )
    return to(request, 'monthly_payments');
  // Two agreement topics weighed the same: the one the question asks after its story wins ("dimissioni
  // durante la malattia, devo dare il preavviso?"). Calculations keep their own rules (figures decide).
  const [first, second] = scores;
  if (
    first &&
    second &&
    first.intent === intent &&
    first.score === second.score &&
    !CALCULATION_INTENTS.has(intent)
  ) {
    const clause = askedClause(text);
    const asked = clause && ASKS.test(clause) ? scoreIntents(clause)[0] : undefined;
    if (
      asked &&
      asked.intent !== intent &&
      asked.score >= 3 &&
      !CALCULATION_INTENTS.has(asked.intent) &&
      scores.some((s) => s.intent === asked.intent)
    ) {
      const moved = to(request, asked.intent);
      // "quanti giorni di ferie le spettano e, in caso di licenziamento, quale preavviso va dato?": the first
      // topic is asked in a clause of its own too, so both are answered (not a story's topic set aside).
      return askedInAnotherClause(text, clause, intent)
        ? { ...moved, alsoAsked: [intent, ...moved.alsoAsked.filter((i) => i !== intent)] }
        : moved;
    }
  }
  return request;
}

/** Whether a clause of the question other than the asked one asks `intent` outright (an asking word and its topic). */
function askedInAnotherClause(text: string, asked: string | undefined, intent: Intent): boolean {
  const question = /([^.?!]*)\?\s*$/.exec(text)?.[1] ?? '';
  return question
    .split(/[,;]/)
    .map((part) => part.trim())
    .some(
      (part) =>
        part !== asked &&
        ASKS.test(part) &&
        scoreIntents(part).some((s) => s.intent === intent && s.score >= 3),
    );
}

/** The reading with the corrections of how clients phrase intents and slots. */
export function readPhrasings(
  request: TypedRequest,
  text: string,
  documents = 0,
  agent?: string,
): TypedRequest {
  // "il direttore vuole capire quanto costa … tra B3 e A1 quanto cambia il minimo?" (reported-cost.ts).
  const topics = readContractTopics(refineIntent(costOnlyReported(request, text), text, documents), text);
  // "quanto dura la prova, e devo darle il preavviso?": the first of two topics asked opens (clause-order.ts).
  const refined = firstClauseFirst(refineThird(topics, text, agent), text, scoreIntents);
  const slots = readSlotPhrasings(refined.slots, text, refined.intent);
  // "orario su sei giorni … a regime" beside ROL: the leave's case, not the hours or a renewal (leave-case.ts).
  // "… il part-time … i permessi dell'anno scorso. Entro quando devo pagarglieli?": the plural noun the ask points to.
  const pointed = pluralReferent(refined, text);
  return leaveCase({ ...pointed, slots: thirdPassSlots(slots, text, pointed.intent) }, text);
}
