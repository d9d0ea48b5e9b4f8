import { uploadedText } from '../kb/documents.js';
import { cents, tfrAccrualWorked } from '../payroll/index.js';
import type { TypedRequest } from '../reader/request.js';
import { readable } from '../reader/text.js';
import type { AgentContext } from './context.js';

/**
 * What a TFR revaluation question gives besides the fund: an inflation rate the user assumes ("se l'inflazione
 * fosse al 2%", "con un FOI del 2,5%", "e se l'ISTAT fosse 2%?"), from which the coefficient is computed (1,5% + 75% of the rate), and a
 * fund said by reference to the conversation ("quella cifra" after the year's accrual was asked).
 */

const INFLATION =
  /(?:inflazion\w*|indice (?:istat )?(?:foi|dei prezzi)|\bfoi\b|\bistat (?=(?:fosse|fossero|sia|sara|fosse stat[oa]|e|al|a|del|pari|cresciut\w*|salit\w*|aumentat\w*)\b)|aument\w* (?:dei |del )?prezz\w*|carovita)[^?.;]{0,60}?(\d{1,2}(?:[.,]\d{1,2})?)\s*(?:%|per ?cento)|(\d{1,2}(?:[.,]\d{1,2})?)\s*(?:%|per ?cento) di (?:inflazion|aumento (?:dei |del )?prezz)/;

/** The inflation rate the question assumes, in percent. */
export function inflationGiven(message: string): number | undefined {
  const m = INFLATION.exec(readable(message));
  const raw = m?.[1] ?? m?.[2];
  return raw === undefined ? undefined : Number(raw.replace(',', '.'));
}

/**
 * The inflation rate an uploaded TFR statement assumes ("Indice inflazione FOI dicembre 2026 su dicembre 2025
 * (ipotesi di calcolo): 2,0%"), when the question gives none.
 */
export function documentInflation(ctx: Pick<AgentContext, 'documents'>): number | undefined {
  for (const document of ctx.documents) {
    const found = inflationGiven(uploadedText(document));
    if (found !== undefined) return found;
  }
  return undefined;
}

/**
 * "quella cifra", "quell'importo", "questo TFR": the figure the previous answer gave; "e l'anno dopo quanto è la
 * rivalutazione?" after a year's accrual revalues that year's quota.
 */
const REFERS_BACK =
  /\b(?:l'|l )?anno (?:dopo|successivo|seguente|prossimo)\b|\bil prossimo anno\b|\b(?:quell[ao]|questa|questo|tale|la stessa|lo stesso) (?:cifra|importo|somma|quota|tfr|accantonamento)\b|\bquell'(?:importo|accantonamento)\b|\bquanto (?:e )?maturato\b/;
/** A previous question that gave a pay and asked the year's TFR accrual (not a fund already set aside). */
const ACCRUAL_ASKED = /\b(?:ral|retribuzion\w*|stipendi\w*|lordo|imponibil\w*)\b/;
const FUND_GIVEN =
  /\btfr (?:gia )?(?:accantonat|maturat)\w* (?:di |pari a |e di )?\d|\d[\d.,]*\s*(?:€|euro)? di tfr\b/;

const FIGURE = String.raw`(?:\d{1,3}(?:\.\d{3})+|\d{3,})(?:,\d{1,2})?`;
const FUND_WORD = String.raw`\b(?:tfr|fondo|liquidazion\w*|accantonat\w*|maturat\w*|accumulat\w*|messo da parte|messi da parte)`;
const OWN_FUND = new RegExp(
  String.raw`${FIGURE}\s*(?:€|euro|eur)?[^.?;]{0,30}?${FUND_WORD}|${FUND_WORD}\b[^.?;]{0,30}?${FIGURE}`,
);
/** The question states a fund of its own ("ha 8.500 € di TFR", "il fondo accumulato è di 12.000 euro"). */
export const statesOwnFund = (text: string): boolean =>
  OWN_FUND.test(
    text.replace(/\b(?:19|20)\d\d\b(?!\s*(?:€|euro|eur\b|,\d))/g, ' ').replace(/\d+(?:[.,]\d+)?\s*%/g, ' '),
  );

/** The TFR accrued on the pay the previous turn gave, when the question revalues "that figure". */
export function referredAccrual(ctx: AgentContext, req: TypedRequest): number | undefined {
  const previous = ctx.history?.at(-1);
  const text = readable(ctx.message);
  // "aveva già 10.000 euro di TFR accantonato: quanto si rivaluta quella cifra?": the fund it states is revalued.
  if (!previous || !REFERS_BACK.test(text) || statesOwnFund(text)) return undefined;
  const before = readable(previous);
  if (
    !/\btfr\b|fine rapporto|liquidazion/.test(before) ||
    !ACCRUAL_ASKED.test(before) ||
    FUND_GIVEN.test(before)
  )
    return undefined;
  const pay = req.slots.amounts.find((a) => a.kind === 'ral' || a.kind === 'other')?.value;
  if (pay === undefined || pay < 1000) return undefined;
  const months = Math.min(req.slots.monthsWorked ?? 12, 12);
  return cents(tfrAccrualWorked({ annualPay: pay, ...(months !== 12 ? { months } : {}) }).result.net);
}

/**
 * "e la rivalutazione di dicembre 2025?" after the year's accrual on a pay of 28.000 €: the pay the previous turn
 * gave is no fund to revalue (the fund is what was set aside up to the December before). True when this turn
 * states no figure and the previous one gave a pay, not a fund.
 */
const PAY_GIVEN =
  /\b(?:ral|retribuzion\w*|stipendi\w*|lord[oaie]|imponibil\w*|guadagn\w*|reddito|compens\w*|paga)\b/;

export function carriesPayOnly(ctx: AgentContext): boolean {
  const previous = ctx.history?.at(-1);
  const figures = readable(ctx.message)
    .replace(/\d+(?:[.,]\d+)?\s*%/g, ' ')
    .replace(/\b(?:19|20)\d\d\b/g, ' ');
  if (!previous || /\d{3}/.test(figures)) return false;
  const before = readable(previous);
  return PAY_GIVEN.test(before) && !FUND_GIVEN.test(before) && !statesOwnFund(before);
}
