import { scoreIntents } from './intents.js';
import type { Intent } from './request.js';

/**
 * "la mia domanda è solo sugli scatti" after a pasted payslip: the subject a message says is the only one it asks
 * wins over the payslip check its figures would make.
 */
// "la mia domanda è solo sugli scatti", "mi interessano solo gli scatti", "chiedo solo della tredicesima".
const ONLY_ABOUT =
  /\b(?:domanda (?:e|riguarda|verte) solo|mi interess\w* solo|chiedo solo|vorrei sapere solo|voglio sapere solo|ti chiedo solo)\s+(?:(?:sapere|capire|verificare|controllare)\s+(?:se\s+)?)?(?:su(?:gli|i|l|lla|lle|llo|ll')?|d(?:egli|ei|el|ella|elle|ello|ell')|per|(?:il|la|lo|le|gli|i|l'))?\s*([a-z']+(?: [a-z']+)?)/;
// A subject said outright scores at least this (the reader's OUTRIGHT).
const SAID_OUTRIGHT = 3;

/** The subject a message says is the only one it asks, when said outright. */
export function onlySubject(text: string): Intent | undefined {
  const words = ONLY_ABOUT.exec(text)?.[1];
  if (!words) return undefined;
  const top = scoreIntents(words)[0];
  return top && top.score >= SAID_OUTRIGHT && top.intent !== 'payslip_check' ? top.intent : undefined;
}

// "di quanto doveva essere rivalutato a dicembre 2025 e quanto resta togliendo l'imposta sostitutiva?".
const REVALUATION_ASKED = /\brivalut\w*|\bimposta sostitutiva\b/;
const FUND_NAMED = /\btfr\b|\bfondo\b|\bliquidazione\b|\baccantonat\w*/;

/**
 * "sto controllando il conteggio del TFR … c'era scritto sul cedolino: di quanto doveva essere rivalutato?": the
 * TFR's revaluation the asking clause wants wins over the payslip check the story's words would make, when no
 * withholding or net of a payslip is given to check.
 */
export function revaluationAsked(
  text: string,
  asked: string,
  kinds: ReadonlySet<string>,
): Intent | undefined {
  if (kinds.has('inps') || kinds.has('irpef') || kinds.has('net')) return undefined;
  return REVALUATION_ASKED.test(asked) && FUND_NAMED.test(text) ? 'tfr' : undefined;
}
