import { parseNumber } from './numbers.js';
import { readable } from './text.js';

/**
 * How a benefit is taxed under art. 51 TUIR, read as its own request: meal vouchers (electronic, paper, the
 * canteen allowance), fringe benefits (goods, services, fuel vouchers, utility bills paid) and travel allowances
 * (flat in Italy or abroad, meals or lodging reimbursed, analytic reimbursement). Asked only when the tax side is
 * asked ("esente", "imponibile", "tassato", "esentasse", "soglia"): "quanto vale il buono pasto nel commercio?"
 * or "cosa mi spetta di trasferta?" stay agreement questions. The figures come from the question, an upload
 * ("21 x 7,00", "(5 giorni)", "100,00 euro al giorno") or the turn before ("e con due figli a carico?").
 */

export type BenefitKind = 'meal' | 'fringe' | 'travel';

export interface BenefitTaxRequest {
  intent: 'benefit_tax';
  kind: BenefitKind;
  year: number;
  /** Meal vouchers: the form asked or stated ("cartacei", "elettronici"); both when compared. */
  forms: ('electronic' | 'paper')[];
  /** The canteen or its substitute allowance is asked. */
  canteen?: true;
  /** One voucher's face value, or the travel allowance per day. */
  daily?: number;
  /** Days (or vouchers) the figure is paid for. */
  days?: number;
  /** Fringe benefits: the yearly value given. */
  yearly?: number;
  /** Fringe benefits: dependent children (undefined when not said). */
  children?: boolean;
  abroad?: boolean;
  mealsPaid?: boolean;
  lodgingPaid?: boolean;
  /** Expenses reimbursed on receipts ("a piè di lista"). */
  analytic?: boolean;
  /** A trip inside the municipality of the workplace. */
  sameMunicipality?: boolean;
}

const MEAL =
  /\bbuon\w* (?:pasto|pasti|mensa|pranzo)\b|\bticket (?:restaurant|pasto)\b|\bmensa aziendal\w*|\bindennita sostitutiva (?:di |della )?mensa\b/;
const FRINGE =
  /\bfringe\b|\bbuon\w* (?:carburante|benzina|acquisto|spesa|regalo)\b|\b(?:rimbors\w*|pagament\w*|pagare) (?:delle |le |di )?(?:bollett\w*|utenze)\b|\bbeni e servizi\b/;
const TRAVEL = /\btrasfert\w*|\bdiari[ae]\b/;
const TAX =
  /\besent\w*|\besenzion\w*|\besentass\w*|\bimponibil\w*|\btassat\w*|\btassa\b|\btasse\b|\birpef\b|\bdetassat\w*|\bconcorr\w* (?:a |al )?(?:formare il )?reddito|\bcome reddito\b|\bsoglia\b|\bfranchigia\b|\btax free\b|\bsenza tasse\b|\bdefiscalizzat\w*/;
// A pay calculation or a payslip check with a benefit beside it ("RAL 26.000 più buoni pasto da 8 euro: quanto
// netto?", "lordo 2.400, 8 euro di buoni pasto: l'INPS è giusta?") is not this.
const PAY_CASE =
  /\bral\b|\blord[oi]\b|\btrattenut\w*|\bcedolin\w*|\bnett[oi]\b|\blivell\w*|\bminim[oi]\b|\bscatt[io]\b|\bcontratto (?:colf|domestic)|\bcolf\b|\bbadant/;
const ABROAD =
  /\bester[oaie]\b|\bfuori (?:dall'|d')?italia\b|\bextra ?ue\b|\bfrancia\b|\bgermania\b|\bspagna\b|\bsvizzera\b|\baustria\b|\bbelgio\b|\bolanda\b|\bregno unito\b|\binghilterra\b|\bstati uniti\b|\blione\b|\bparigi\b|\bmonaco di baviera\b|\blondra\b/;
const MEALS = /\bvitto\b|\bpast[oi]\b|\bmangiare\b|\bpranz\w*|\bcen[ae]\b|\bristorant\w*/;
const LODGING = /\balloggi\w*|\balberg\w*|\bhotel\b|\bdormire\b|\bpernott\w*/;
const PAID =
  /\brimbors\w*|\bpagat[oiae]\b|\bpaga (?:lui|lei|l'azienda|la ditta)|\bfornit\w*|\boffert\w*|\bgratuit\w*|\ba carico dell/;
const DENIED =
  /\bnessun\w*|\bniente\b|\bnon\b|\bsenza\b|\bnemmeno\b|\bneanche\b|\bcopert\w* dall'indennita\b/;

const PAYSLIP =
  /\bcedolin\w*|\bbusta paga\b|\bimponibile (?:inps|fiscale|previdenzial\w*|irpef)\b|\btotale competenze\b|\bnetto (?:a pagare|in busta)\b/;

function kindOf(text: string): BenefitKind | undefined {
  return MEAL.test(text) ? 'meal' : FRINGE.test(text) ? 'fringe' : TRAVEL.test(text) ? 'travel' : undefined;
}

const numberOf = (raw: string | undefined) => (raw === undefined ? undefined : parseNumber(raw));

/** Whether meals (or lodging) are reimbursed or provided, clause by clause, a denial winning. */
function paid(text: string, what: RegExp): boolean | undefined {
  let found: boolean | undefined;
  for (const clause of text.split(/[.;?!\n]|\bma\b|\bmentre\b/)) {
    if (!what.test(clause)) continue;
    if (DENIED.test(clause)) return false;
    if (PAID.test(clause) || /\bpie di lista\b/.test(clause)) found = true;
  }
  return found;
}

function yearOf(text: string, today: string): number {
  const said = /\b(20[12]\d)\b(?!\s*(?:euro|€))/.exec(text)?.[1];
  return said ? Number(said) : Number(today.slice(0, 4));
}

/** The topic and figures of one text; undefined when it asks no tax of a benefit. */
function readOne(message: string, document: string, today: string): BenefitTaxRequest | undefined {
  const text = readable(message);
  const folded = readable(document);
  // The benefit named in the question, else in an upload that is no payslip ("quanto diventa imponibile?" of a
  // notice on meal vouchers or a travel letter).
  const kind = kindOf(text) ?? (TAX.test(text) && !PAYSLIP.test(folded) ? kindOf(folded) : undefined);
  if (!kind || PAY_CASE.test(text)) return undefined;
  const limitAsked = /\b(?:limite|tetto|fino a quant\w*|massimo|quanto posso dare)\b/.test(text);
  if (!TAX.test(text) && !(kind === 'fringe' && limitAsked)) return undefined;
  return figures(kind, `${text}\n${folded}`, today);
}

function figures(kind: BenefitKind, all: string, today: string): BenefitTaxRequest {
  const request: BenefitTaxRequest = { intent: 'benefit_tax', kind, year: yearOf(all, today), forms: [] };
  const times = /\b(\d{1,3})\s*(?:x|×|per)\s*(\d{1,3}(?:,\d{1,2})?)\s*(?:€|euro)?/.exec(all);
  if (kind === 'meal') {
    if (/\belettronic\w*|\bdigital\w*|\bcard\b/.test(all)) request.forms.push('electronic');
    if (/\bcartace\w*|\bdi carta\b/.test(all)) request.forms.push('paper');
    if (/\bmensa aziendal\w*|\bindennita sostitutiva/.test(all)) request.canteen = true;
    const value =
      numberOf(
        /\b(?:valore(?: nominale)?|da)\s+(?:di\s+)?(\d{1,2}(?:,\d{1,2})?)\s*(?:€|euro)/.exec(all)?.[1],
      ) ?? numberOf(times?.[2]);
    if (value !== undefined && value > 0 && value < 50) request.daily = value;
    const days =
      numberOf(/\b(\d{1,3})\s+(?:giornat\w*|giorni|buoni)\b/.exec(all)?.[1]) ??
      numberOf(/\bgiornat\w*[^.\n:]*:\s*(\d{1,3})\b/.exec(all)?.[1]) ??
      numberOf(times?.[1]);
    if (days !== undefined && days > 0) request.days = days;
  }
  if (kind === 'fringe') {
    const denied = /\b(?:non ha|senza|nessun|non hanno)\s+(?:\w+\s+)?figl/.test(all);
    if (denied) request.children = false;
    else if (/\bfigli[oae]?\b/.test(all)) request.children = true;
    const value = /(\d{1,3}(?:\.\d{3})*(?:,\d{1,2})?|\d+)\s*(?:€|euro)/.exec(all)?.[1];
    const yearly = numberOf(value);
    if (yearly !== undefined && yearly > 0) request.yearly = yearly;
  }
  if (kind === 'travel') {
    const daily =
      /(\d{1,4}(?:,\d{1,2})?)\s*(?:€|euro)?\s*(?:al giorno|al di\b|giornalier\w*|\/\s*giorno|a giornata|per giorno)/.exec(
        all,
      )?.[1] ?? /\b(?:diaria|indennita)[^.\n\d]{0,60}?(\d{1,4}(?:,\d{1,2})?)\s*(?:€|euro)/.exec(all)?.[1];
    const value = numberOf(daily);
    if (value !== undefined && value > 0) request.daily = value;
    const days = numberOf(/\b(\d{1,3})\s*(?:giorni|gg|giornate)\b/.exec(all)?.[1]);
    if (days !== undefined && days > 0) request.days = days;
    if (ABROAD.test(all)) request.abroad = true;
    else if (/\bin italia\b/.test(all)) request.abroad = false;
    const meals = paid(all, MEALS);
    const lodging = paid(all, LODGING);
    if (meals !== undefined) request.mealsPaid = meals;
    if (lodging !== undefined) request.lodgingPaid = lodging;
    if (/\bpie di lista\b|\banalitic\w*|\bdocumentat\w*/.test(all)) request.analytic = true;
    if (
      /\b(?:nel|dentro il|entro il|all'interno del)(?:lo stesso)? comune\b/.test(all) &&
      !/\bfuori (?:dal|del) comune\b/.test(all)
    )
      request.sameMunicipality = true;
  }
  return request;
}

/** A follow-up ("e se invece ha due figli a carico?", "e all'estero?") keeps the earlier benefit and its figures. */
const FOLLOW_UP = /^\s*(?:e|ma|invece|se|con|nel|allora|quindi|ok)\b/;

export function readBenefitTax(
  message: string,
  history: readonly string[],
  document: string,
  today: string,
): BenefitTaxRequest | undefined {
  const own = readOne(message, document, today);
  if (own) return own;
  const text = readable(message);
  const previous = history.at(-1);
  if (previous === undefined || text.length > 220 || !FOLLOW_UP.test(text)) return undefined;
  if (MEAL.test(text) || FRINGE.test(text) || TRAVEL.test(text) || PAY_CASE.test(text)) return undefined;
  const earlier = readOne(previous, document, today);
  if (!earlier) return undefined;
  const now = figures(earlier.kind, text, today);
  const merged: BenefitTaxRequest = { ...earlier };
  for (const [key, value] of Object.entries(now) as [keyof BenefitTaxRequest, unknown][])
    if (value !== undefined && !(Array.isArray(value) && !value.length) && key !== 'year')
      Object.assign(merged, { [key]: value });
  if (/\b20[12]\d\b/.test(text)) merged.year = now.year;
  return merged;
}
