import { MONTH_NAMES } from '../kb/format.js';
import type { TypedRequest } from '../reader/request.js';
import { readable } from '../reader/text.js';
import type { PayBase } from './pay-base.js';

const MONTH = `(?:${MONTH_NAMES})`;
/** A span between two days ("dal 1° gennaio al 30 settembre 2026", "dal 01/01/2026 al 30/09/2026"). */
const DAY = String.raw`(?:\d{1,2}(?:°|o|º)? ${MONTH}|\d{1,2}[/.-]\d{1,2}(?:[/.-]\d{2,4})?)`;
const DAY_SPAN = String.raw`(?:dal|dall'|da) ?${DAY}(?: \d{4})? (?:al|all'|a) ?${DAY}`;
/**
 * The pay named for a span of months ("retribuzione utile ai fini TFR da gennaio a novembre 2026: 31.050 €",
 * "imponibile gennaio-novembre"): the noun, then the span before any figure, so "retribuzione di 2.000 euro, da
 * marzo a novembre" (a month's pay) is not read as the span's total.
 */
const PAY_OVER_SPAN = new RegExp(
  String.raw`\b(?:retribuzion\w*|imponibil\w*|guadagn\w*|percepit\w*|compensi)\b[^.?;\d]{0,40}?\b(?:(?:da ${MONTH} ad? |${MONTH} ?[-–] ?)${MONTH}\b|${DAY_SPAN})`,
);

/**
 * The pay given is the whole period's ("la retribuzione utile del periodo è 16.400 € in tutto", "sommando le
 * buste paga"), not a yearly pay to prorate: the TFR base is that amount itself (÷ 13,5, less 0,50%). A yearly
 * or monthly word about the pay ("RAL", "annua", "al mese") keeps the proration; a year that only dates the story
 * ("l'anno prossimo forse torna") does not.
 */
export function periodTotalPay(message: string): boolean {
  // "l'anno prossimo forse torna", "lo scorso anno": a time of the story, not a yearly pay.
  const text = readable(message).replace(
    /\b(?:l'anno|un anno|quest'anno) (?:prossimo|scorso|dopo|successivo|precedente|seguente|che viene)\b|\b(?:il )?(?:prossimo|scorso) anno\b/g,
    ' ',
  );
  if (/\bral\b|\bannu[ao]\b|\ball'anno\b|\bl'anno\b|\bal mese\b|\bmensil\w*|\blordo annuo\b/.test(text))
    return false;
  if (PAY_OVER_SPAN.test(text)) return true;
  return /\bdel periodo\b|\bin tutto\b|\btotali\b|\bnel complesso\b|\bin totale\b|\bcomplessiv\w*|\bsommando\b|\bsomma (?:di|delle) (?:tutte )?(?:le )?buste\b|\btutte le buste\b|\bnell'intero rapporto\b|\bdell'(?:intera )?stagione\b|\bdella stagione\b|\b(?:in|per|durante|nell'arco della) (?:tutta (?:la )?|l'intera )stagione\b|\bnell'intera (?:stagione|periodo)\b|\b(?:in|per|durante) tutto il periodo\b/.test(
    text,
  );
}

/**
 * The period's total told in this turn, or in an earlier one when this turn tells no pay of its own ("e quanto
 * resta tolto lo 0,5 del fondo?" after "ho guadagnato in tutto 5.400 euro").
 */
export function periodTotalPayTold(message: string, history: readonly string[] = []): boolean {
  if (periodTotalPay(message)) return true;
  const last = history.at(-1);
  return last !== undefined && !/\d{3}|\d\.\d{3}/.test(message) && periodTotalPay(last);
}

/**
 * The period's total read as a month's pay because it is under 10.000 € ("complessivamente 9.180 euro" for a
 * four-month season): the figure itself is the period's base, not a month × the agreement's payments.
 */
export function periodTotalBase(req: TypedRequest, base: PayBase): PayBase {
  // ("ho guadagnato lordo in tutto 5.400 euro": read as a month's gross, the period's total all the same.)
  const figure = req.slots.amounts.find(
    (a) => (a.kind === 'other' || a.kind === 'monthly_gross') && !a.perHour && a.value >= 100,
  )?.value;
  if (figure === undefined || Math.abs(base.monthly - figure) > 0.005 || base.annual === figure) return base;
  return { ...base, annual: figure, monthly: figure / base.payments };
}

/**
 * "in tutta la stagione ho preso 9.800 euro lordi": a period's total told with no months, read as a month's pay
 * (under 10.000 €). The figure is the period's TFR base; a year said of the pay ("in un anno", "ogni anno")
 * keeps the year's reading.
 */
export function untimedPeriodTotal(req: TypedRequest, message: string, base: PayBase): boolean {
  if (req.slots.monthsWorked !== undefined || payPerYearSaid(message)) return false;
  return periodTotalPay(message) && periodTotalBase(req, base) !== base;
}

/**
 * A year said of the pay ("prendo 9.800 euro ogni anno"): in a sentence that names an amount. "Ogni anno per
 * Natale prendiamo due stagionali" dates the hiring, not the pay told in another sentence.
 */
function payPerYearSaid(message: string): boolean {
  return readable(message)
    .split(/[.;?!]\s|\n/)
    .some(
      (s) =>
        /\b(?:in un anno|ogni anno|per anno)\b/.test(s) && /\d|\beuro\b|€|\blord[oi]\b|\bnett[oi]\b/.test(s),
    );
}
