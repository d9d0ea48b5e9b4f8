import type { Ccnl } from '../kb/schema.js';
import type { Intent } from '../reader/request.js';

/**
 * What an answer that opens with a gap may add as context: the fact's sentences that state no amount in euro and
 * no percentage. A gap is the answer to the part asked; another part's percentages or amounts beside it (the
 * Edilizia's 3% limit on part-timers beside the missing supplementary surcharge, a renewal's carence shares beside
 * the missing sick-pay bands) would read as the figure asked.
 */
const FIGURE = /%|€|\beuro\b|\bper cento\b|\d+,\d{2}\b/i;

/** Sentence ends: a full stop before a space and a capital letter (or an opening digit). */
const SENTENCE_END = /(?<=[.;])\s+(?=[A-ZÀ-Ý0-9])/u;

/** The sentences of `text` with no euro amount or percentage, joined; empty when none is left. */
export function withoutFigureSentences(text: string): string {
  return text
    .split(SENTENCE_END)
    .filter((s) => !FIGURE.test(s))
    .join(' ')
    .trim();
}

/**
 * A declared gap that says the shares held come from an unofficial page ("le percentuali vengono da una sola pagina
 * non ufficiale e vanno verificate"): they are not the agreement's answer, so the gap is (fixs34h).
 */
export function unverifiedShares(gap: string | null | undefined): boolean {
  // ("percentuali da verificare dopo il rinnovo" doubts an official text's currency, not its source: not this.)
  return /\bpercentual\w*\b[^.]*\bnon ufficial\w*/i.test(gap ?? '');
}

/** The clauses of `text` (sentences and "; " parts) with no euro amount or percentage, joined. */
export function withoutFigureClauses(text: string): string {
  return text
    .split(/(?<=[.;])\s+/)
    .filter((s) => !FIGURE.test(s))
    .join(' ')
    .replace(/;(\s+\p{Lu})/gu, '.$1')
    .replace(/;$/, '.')
    .trim();
}

/** The apprentice's pay asked: its shares, its pay, how much an apprentice earns. */
const APPRENTICE_PAY_ASKED =
  /\bpercentual\w*|\bquanto (?:prende|guadagna|percepisce|spetta|viene pagat\w*|si paga|va pagat\w*)|\bquanto (?:(?:gli|le|lo|la) )?(?:deve|devo|dobbiamo|dovrebbe|dovrei|devono|bisogna|tocca) (?:(?:gli|le) )?(?:pagar\w*|dar\w*|corrispondere)|\bretribu\w*|\bpaga\b|\bstipendi\w*/;

/**
 * The apprentice's pay asked of an agreement whose pay shares the knowledge base does not hold (no share by
 * period, and its declared gap names them): the gap is the answer, the lengths it does hold follow.
 */
export function apprenticeShareGap(
  ccnl: Ccnl,
  intent: Intent,
  text: string,
  gap: string | null | undefined,
): boolean {
  if (intent !== 'apprenticeship' || !gap || !/percentual|retribu/i.test(gap)) return false;
  if (ccnl.apprenticeship.pay?.some((p) => p.percent !== null) && !unverifiedShares(gap)) return false;
  return APPRENTICE_PAY_ASKED.test(text);
}

/** The pay during sickness asked: its shares, what the employer pays, the treatment. */
const SICK_PAY_ASKED =
  /\bpercentual\w*|%\s*(?:totale|azienda|aziendale|inps|del datore)\b|\bquota (?:azienda|aziendale|del datore|inps)\b|\bintegr(?:a|ano|azion\w*)\b|\btrattamento economico\b|\bquanto (?:mi |gli |le |ci |vi )?(?:paga|pagano|paghera|spetta|spettano|prend\w*|percepisc\w*|corrispond\w*|riconosc\w*|danno|dara|daranno)\b|\bchi (?:mi )?paga\b/;
/** A declared gap that names the pay by bands of days (the INPS share, the employer's top-up). */
const SICK_PAY_GAP = /trattamento economico|integrazion\w*|percentual\w*|quota inps/i;

/**
 * The sick pay asked of an agreement whose declared gap is that pay: the gap opens. A fact that states
 * percentages is set aside only when its confidence is low (a page of another year, a special case): a sourced
 * band of days is otherwise the answer.
 */
/**
 * The job kept asked ("per quanto tempo mi tengono il posto?", "quanti giorni di comporto?") of an agreement whose
 * sick pay is a declared gap and whose only percentages are of a low-confidence or other case (the Logistica's
 * carence shares of holiday-adjacent absences): the rule's sentences with no percentage answer it, so no share
 * reads as the pay the gap declares missing. A question on the holiday-adjacent absences asks those shares.
 */
export function keptWithoutSickShares(
  fact: { text: string | null; gap?: string | null; confidence?: string | null },
  question: string | undefined,
): boolean {
  if (!fact.text || !fact.gap || !question || !SICK_PAY_GAP.test(fact.gap)) return false;
  if (!/%/.test(fact.text) || fact.confidence !== 'low') return false;
  if (/\bfest(?:e|ivi\w*)\b|\bponte\b|\bcarenz\w*|\bpenalit\w*/.test(question)) return false;
  return /\bcomport[oi]\b|\b(?:conserv|ten|mantene|mantien|salva)\w*\b[^?.]{0,15}\bposto\b|\bposto di lavoro\b/.test(
    question,
  );
}

export function sickPayGap(
  fact: { text: string | null; gap?: string | null; confidence?: string | null },
  question: string | undefined,
): boolean {
  if (!fact.text || !fact.gap || !question || !SICK_PAY_GAP.test(fact.gap)) return false;
  if (!SICK_PAY_ASKED.test(question)) return false;
  // An injury asked alone is the injury's own rule (the INAIL's shares), not the sickness gap.
  if (/\binfortun|\binail\b/.test(question) && !/\bmalatti/.test(question)) return false;
  return !/%/.test(fact.text) || fact.confidence === 'low';
}

// "e nel ccnl logistica?", "e per il commercio?": a follow-up changing only the agreement.
const AGREEMENT_FOLLOW_UP =
  /^(?:e|ma|invece)\b[^?]{0,60}\b(?:ccnl|contratt\w*|nel|per (?:il|la|i|gli))\b[^?]{0,60}\??$/;

const OWN_ASK = /\b(?:quant\w*|come|qual\w*|chi|cosa|perche|quando|comporto|posto|ferie|preavviso)\b/;

/**
 * The sick pay asked, newest turn first: a follow-up that changes only the agreement ("e nel ccnl logistica
 * trasporto merci?") keeps the turn before's ask ("% totale e quota azienda dal 4° al 20°?").
 */
export function sickPayQuestion(texts: readonly string[] | undefined): string | undefined {
  const [now, before] = texts ?? [];
  if (!now || SICK_PAY_ASKED.test(now) || !before || !AGREEMENT_FOLLOW_UP.test(now.trim())) return now;
  // ("e per il turismo quanto dura il comporto?": a follow-up with an ask of its own.)
  if (OWN_ASK.test(now)) return now;
  return SICK_PAY_ASKED.test(before) ? `${now} ${before}` : now;
}

/** The agreement's own figure asked: "secondo il contratto", "previsto dal CCNL", "contrattuale". */
const CONTRACT_FIGURE_ASKED =
  /\bsecondo (?:il |lo |l')?(?:contratto|ccnl)\b|\bprevist\w* (?:dal|nel) (?:contratto|ccnl)\b|\b(?:dal|nel) (?:contratto|ccnl) (?:nazionale )?(?:previst|stabilit|fissat)\w*|\bprevede (?:il |lo )?(?:contratto|ccnl)\b|\bcontrattual[ei]\b/;

/**
 * An apprentice's share asked as the agreement's own ("che percentuale ha il primo anno secondo il contratto?")
 * where the shares held come from an unofficial page: the agreement's figure is the gap, never the page's share.
 */
export function contractShareUnverified(ccnl: Ccnl, intent: Intent, text: string): boolean {
  return (
    intent === 'apprenticeship' &&
    unverifiedShares(ccnl.apprenticeship.gap) &&
    CONTRACT_FIGURE_ASKED.test(text) &&
    APPRENTICE_PAY_ASKED.test(text)
  );
}
