import { ASKS_MINIMUM } from './asks-minimum.js';
import type { TypedRequest } from './request.js';

/**
 * The minimum asked where a pay told or a word of back pay would read as another calculation:
 * - "la famiglia mi vuole pagare 900 euro al mese come badante: quanto è il minimo?": a domestic worker's pay
 *   offered, set against the minimum, asks the table's minimum (domestic work has no withholding to compute a
 *   net from), with the level and living-in asked when the question does not say them;
 * - "verifica arretrati minimo mensile livello CS convivente anno 2025": a level's monthly minimum of a past year,
 *   asked to check back pay, is that year's table, not the renewal's increases.
 * - "colf a ore livello B, a gennaio l'ho pagata con la tariffa vecchia perché le tabelle nuove sono uscite a
 *   febbraio: devo darle la differenza?": the difference due is against the level's minimum in force that month
 *   (the hourly table for a worker by the hour), not the working week "a ore" names.
 * Runs on the folded text, after the reading of the whole conversation.
 */
const DOMESTIC_ID = 7;
const NET_ASKED = /\bnett|in tasca|\bresta\b|\brimane\b/;
// A payslip's pay checked against the minimum ("nella busta la paga base è di 980 euro: rispetta il minimo? quanto
// manca?") keeps its amount: the check compares them (payslip-check), it does not only state the minimum.
const PAY_CHECKED = /\brispett\w*|\bin regola\b|\bquanto (?:\w+ )?manc\w*|\bbusta\b|\bcedolin/;
const MONTHLY_MINIMUM =
  /\bminim[oi] (?:mensil\w*|tabellar\w*|contrattual\w*)\b|\bminim[oi] (?:del |di )?livell/;
const BACK_PAY = /\bdifferenz\w*|\barretrat\w*|\bconguagli\w*/;
const OLD_OR_NEW_TABLE =
  /\b(?:tariff\w*|tabell\w*|paga|minim\w*) (?:vecchi\w*|precedent\w*|nuov\w*)|\b(?:vecchi\w*|nuov\w*) (?:tariff\w*|tabell\w*|minim\w*)/;
const PAY_OWED =
  /\bquanto (?:(?:le|gli|la|lo|ci|si|mi|devo|dobbiamo|dovrei|dovremmo|deve|va|vanno|bisogna|tocca) ){0,3}(?:pagar\w*|dar(?:e|le|gli)|pag(?:o|hiamo|a)|do|diamo|spett\w*)\b/;
const OTHER_SUM =
  /\bcontribut|\binps\b|\btass|\birpef|\btfr\b|\bliquidazion|\btredicesim|\bferie\b|\bstraordinar|\bmalatti|\bfestiv|\bpreavvis|\bcassa ?colf|\bnett/;
const STORY_READINGS: ReadonlySet<string> = new Set(['working_hours', 'out_of_scope', 'minimum_pay']);
const RENEWAL_ITSELF =
  /\brinnov|\baument|\btranche|\buna tantum|\bnuov[oa] (?:contratto|ccnl|accordo|tabell)/;

export function minimumAskedBeside(request: TypedRequest, text: string): Partial<TypedRequest> {
  const { slots } = request;
  const domestic = slots.agreements.length === 1 && slots.agreements[0] === DOMESTIC_ID;
  if (
    domestic &&
    request.intent === 'gross_to_net' &&
    slots.amounts.every((a) => a.kind === 'monthly_gross') &&
    ASKS_MINIMUM.test(text) &&
    !NET_ASKED.test(text) &&
    !PAY_CHECKED.test(text)
  )
    return { intent: 'minimum_pay', slots: { ...slots, amounts: [] } };
  if (
    domestic &&
    slots.level !== undefined &&
    STORY_READINGS.has(request.intent) &&
    BACK_PAY.test(text) &&
    OLD_OR_NEW_TABLE.test(text)
  )
    return { intent: slots.cohabiting === false ? 'hourly_rate' : 'minimum_pay', alsoAsked: [] };
  const year = slots.taxYear ?? Number(/\b(?:anno|nel|del|per il) (20\d\d)\b/.exec(text)?.[1] ?? Number.NaN);
  if (
    request.intent === 'renewal' &&
    slots.level !== undefined &&
    /\barretrat/.test(text) &&
    MONTHLY_MINIMUM.test(text) &&
    !RENEWAL_ITSELF.test(text) &&
    Number.isFinite(year)
  )
    return { intent: 'minimum_pay' };
  // "quanto devo pagare al mese una badante convivente?", "quanto le dobbiamo dare?": what a family owes its worker,
  // asked with no pay word the intents know, is the level's minimum (a tax, a contribution or an item is another).
  // (In calcolo such a question reads as a net to compute, from no pay at all.)
  const unread =
    request.intent === 'out_of_scope' ||
    (request.intent === 'gross_to_net' && !slots.amounts.length && !NET_ASKED.test(text));
  if (domestic && unread && slots.level === undefined && PAY_OWED.test(text) && !OTHER_SUM.test(text))
    return { intent: slots.cohabiting === false ? 'hourly_rate' : 'minimum_pay' };
  return {};
}
