import { figureValue, MONTH_NAMES, MONTHS } from '../kb/format.js';
import { withoutNegatedItems } from '../reader/negation.js';
import type { Amount, Slots, TypedRequest } from '../reader/request.js';
import { dayHoursTotal, statedExtraHours } from './timesheet-hours.js';

/**
 * A question on an uploaded letter, contract clause or timesheet that asks what the agreement says of one of its
 * terms ("tre mesi di prova non sono troppi?", "il 10% sulle ore supplementari è giusto?", "il minimo scritto è
 * quello di oggi?", "quanto mi devono per le ore oltre le 40?") is the agreement's question on the document's
 * facts: its agreement and level (read by document-request.ts), its weekly hours, the hours it totals and the
 * month it is dated. Quoting the clause back does not answer it.
 */

const PROBATION = /\bprova\b/;
const DOMESTIC = /lavoro domestico|\bcolf\b|\bbadant\w*|assistente familiare/;
const CONTRIBUTIONS = /\bcontribut\w*|\binps\b|\btratten\w*/;
// "Retribuzione: euro 8,00 lordi l'ora", "paga oraria lorda: 9,50 €", "8,50 € all'ora".
const CONTRACT_HOURLY =
  /(?:paga|retribuzione|compenso)(?: oraria)?(?: lorda)?\s*:?\s*(?:euro|€)?\s*(\d{1,2},\d{2})\s*(?:euro|€)?\s*(?:lord[io]\s*)?(?:l'ora|all'ora|orari[oe]|\/\s*h\b|per ora)|(?:paga|retribuzione) oraria[^\d\n]{0,15}(\d{1,2},\d{2})/i;
const SUPPLEMENTARY = /\bsupplementar\w*\b|\bor[ae] (?:in piu|aggiuntiv\w*|extra)\b/;
// (weighed against the agreement, not against what was said at the interview)
const AGAINST_AGREEMENT =
  /\b(?:ccnl|contratt\w* (?:nazional|collettiv)\w*|(?:dal|del|nel) contratto|minim\w*|tabell\w*)\b/;
const PAY_WORD = /\b(?:retribuzion\w*|stipendi\w*|paga|compenso|cifra|importo)\b/;
const MINIMUM = /\bminim[oaie]\b|\bpaga base\b|\bretribuzione (?:tabellare|minima)\b/;
const OVERTIME = /\bstraordinar\w*\b|\bor[ae] (?:oltre|in piu|in eccesso)\b/;
// Words that weigh a term against the agreement, or ask what the agreement sets ("cosa dice il documento"
// asks the document, "cosa dice il CCNL" the agreement); an employer's own doubt ("ho scritto bene la prova?").
const WEIGHS =
  /\b(?:al massimo|massim[oaie]|secondo (?:il|l') ?(?:ccnl|contratto)|davvero|veramente|giust[oaie]|corrett[oaie]|regolar\w*|conform\w*|legittim\w*|consentit\w*|ammess\w*|lecit\w*|tropp[oaie]|aggiornat\w*|in vigore|valid[oaie]|va bene|vanno bene|chi ha ragione|prevede|previst[oaie]|rispett\w*|in linea|a norma|dice (?:il |l')?(?:ccnl|contratto (?:collettivo|nazionale))|spett\w*|(?:scritt|mess|indicat|impostat|fatt)[oaie] (?:bene|giust\w*|corrett\w*)|sbagliat\w*|errat\w*|a posto)\b/;
// The ordinary hourly pay asked of a letter or clause ("con questa clausola qual è la mia paga oraria?").
const HOURLY =
  /\b(?:paga|retribuzione|tariffa) oraria\b|\b(?:quanto|cosa) (?:prendo|guadagno|mi pagano|mi spetta) (?:all'|l')ora\b/;
// What a timesheet's extra hours are worth: an amount asked.
const ASKS_AMOUNT = /\bquant[oaie]\b|\bspett\w*|\bdevono\b|\bdeve\b|\bvalgono\b|\bimporto\b|\bvalorizz\w*/;

const MONTH = `(?:${MONTH_NAMES})`;
/** The first day the document is dated at: "settimana 12-17 ottobre 2026", "CEDOLINO - LUGLIO 2026". */
const overtimeStated = (text: string) => {
  const stated = statedExtraHours(text);
  return stated && !stated.supplementary ? stated.hours : undefined;
};

export function documentDate(text: string): string | undefined {
  const lower = text.toLowerCase();
  const day = new RegExp(String.raw`\b(\d{1,2})(?:\s*[-–]\s*\d{1,2})?\s+(${MONTH})\s+(\d{4})\b`).exec(lower);
  const month = day ?? new RegExp(String.raw`\b()(${MONTH})\s+(\d{4})\b`).exec(lower);
  if (!month) return undefined;
  const m = String(MONTHS.indexOf(month[2] ?? '') + 1).padStart(2, '0');
  return `${month[3]}-${m}-${String(Number(month[1] || 1)).padStart(2, '0')}`;
}

/** The weekly schedule the document states ("tempo pieno 40 ore settimanali", "part-time di 24 ore settimanali",
 * "full time 40 ore"). */
export const weeklyHours = (text: string) => {
  const found =
    /(\d{1,2})\s*(?:h|ore)\s*settimanali\b/i.exec(text)?.[1] ??
    /\b(?:full.?time|tempo pieno|part.?time)\s*(?:di\s*)?(\d{1,2})\s*(?:h|ore)\b/i.exec(text)?.[1];
  return found === undefined ? undefined : Number(found);
};

/**
 * The hours a timesheet totals: its total line in any order ("TOTALE 46 ore", "Totale ore 46", "ore totali:
 * 46", a last line "Totale 46"), else the sum of its days (timesheet-hours.ts).
 */
const totalHours = (text: string) => {
  const found =
    /\btotale\b[^\d\n]{0,20}(\d{1,3}(?:,\d{1,2})?)\s*ore\b/i.exec(text)?.[1] ??
    /\b(?:totale (?:delle )?ore(?: lavorate| settimanali)?|ore (?:totali|lavorate totali|complessive))\b\s*:?\s*(\d{1,3}(?:,\d{1,2})?)\b/i.exec(
      text,
    )?.[1] ??
    /\btotale(?: ore| settiman\w*)?\s*:?\s*(\d{1,3}(?:,\d{1,2})?)(?![\d.,])(?!\s*(?:€|euro|%))/i.exec(
      text,
    )?.[1];
  return found === undefined ? dayHoursTotal(text) : Number(found.replace(',', '.'));
};

const EURO = String.raw`(\d{1,2}\.\d{3},\d{2}|\d{3,4},\d{2})`;
/** The monthly gross pay a letter or clause states ("1.700,00 euro lordi mensili", "Retribuzione mensile lorda:
 * 1.480,77 euro"). */
function monthlyPay(text: string): number | undefined {
  const found =
    new RegExp(String.raw`${EURO}\s*(?:euro|€)?\s*lord[io]\s*(?:mensil|al mese)`, 'i').exec(text)?.[1] ??
    new RegExp(
      String.raw`retribuzione (?:mensile )?lorda(?: mensile)?\s*:?\s*(?:euro|€)?\s*${EURO}`,
      'i',
    ).exec(text)?.[1];
  return found === undefined ? undefined : figureValue(found);
}

// "Ore retribuite nel mese: 88", "Ore retribuite ottobre-dicembre 2026 (comprese festivita): 260": the label, then
// the rest of its line, where a year or a note in brackets names the period and is not the count.
const PERIOD_HOURS_LABEL = /\bore (?:retribuite|lavorate|pagate|ordinarie|totali)\b([^\n]*)/i;

/** The hours a sheet's period paid, from its labelled line. */
function periodHoursOf(text: string): string | undefined {
  // ("Ottobre: 52 ore retribuite … Totale ore retribuite nel trimestre: 156": the sheet's total is the period's.)
  const line = TOTAL_HOURS_LABEL.exec(text)?.[1] ?? PERIOD_HOURS_LABEL.exec(text)?.[1];
  if (line === undefined) return undefined;
  const rest = line
    .replace(/\([^)]*\)/g, ' ')
    .replace(/\d+\s*°/g, ' ')
    .replace(/\b(?:19|20)\d\d\b/g, ' ');
  return /^[^\d]{0,40}?(\d{1,3}(?:,\d{1,2})?)(?![\d.,]\d)/.exec(rest)?.[1];
}
const TOTAL_HOURS_LABEL = /\btotale (?:delle )?ore\b([^\n]*\d[^\n]*)/i;

/** The request the question asks with the document's terms, or undefined when it asks none of these. */
export function documentTopicRequest(
  req: TypedRequest,
  slots: Slots,
  question: string,
  text: string,
): TypedRequest | undefined {
  const hours = weeklyHours(text);
  const withHours = { ...slots, ...(hours && slots.weeklyHours === undefined ? { weeklyHours: hours } : {}) };
  // A domestic payslip's contributions asked ("quanto le devo trattenere di INPS?"): the hours the month paid at
  // the document's hourly pay, weighed by the hourly bands (domestic-period.ts).
  if (DOMESTIC.test(text.toLowerCase()) && CONTRIBUTIONS.test(question)) {
    // Dot leaders and underscores between a label and its figure ("Ore lavorate nel mese ....... 88", as a
    // spreadsheet or another payroll program lays them out) are spacing, not text.
    const flat = text.replace(/[.…_]{3,}/g, ' ').replace(/[ \t]{2,}/g, ' ');
    // ("Retribuzione oraria effettiva: 9,50", "ore totali: 260": a quarter's contributions statement.)
    const hourly = /(?:paga|retribuzione) oraria(?: effettiva)?[^\d\n]{0,15}(\d{1,2},\d{1,2})/i.exec(
      flat,
    )?.[1];
    const month = periodHoursOf(flat);
    if (hourly && month) {
      const amounts: Amount[] = [
        { kind: 'other', value: Number(hourly.replace(',', '.')) },
        { kind: 'hours', value: Number(month.replace(',', '.')) },
      ];
      return { ...req, intent: 'payroll_rules', slots: { ...withHours, amounts } };
    }
    // A household contract's agreed hourly pay ("Retribuzione: euro 8,00 lordi l'ora") and weekly hours: the band
    // is picked on the pay agreed, not on the level's minimum, as when the user writes them in the question.
    const agreed = CONTRACT_HOURLY.exec(flat);
    const value = agreed ? Number((agreed[1] ?? agreed[2] ?? '').replace(',', '.')) : Number.NaN;
    if (value > 0 && withHours.weeklyHours !== undefined && !slots.amounts.length) {
      const amounts: Amount[] = [{ kind: 'other', value, perHour: true }];
      return { ...req, intent: 'payroll_rules', slots: { ...withHours, amounts } };
    }
  }
  if (PROBATION.test(question) && WEIGHS.test(question))
    return { ...req, intent: 'probation', slots: withHours };
  // Hours beyond a part-time schedule are supplementary; beyond a full week they are overtime.
  const partTime = /\bpart.?time\b|tempo parziale/.test(question + text.toLowerCase()) || (hours ?? 40) < 36;
  // ("ho fatto 4 ore in più oltre le mie 20, quanto me le pagano?": valued as supplementary hours too.)
  if (
    partTime &&
    (SUPPLEMENTARY.test(question) || req.slots.extraHours !== undefined) &&
    (WEIGHS.test(question) ||
      ASKS_AMOUNT.test(question) ||
      req.intent === 'part_time' ||
      req.slots.extraHours !== undefined)
  )
    return { ...req, intent: 'part_time', slots: withHours };
  // A payslip that already states what its overtime line paid ("Straordinario 15% ore 3 x 12,21 36,63")
  // answers "quanto mi hanno messo di straordinario?" itself; the agreement weighs it only when asked to.
  const paidLine = /^[^\n]*straordinar[^\n]*\d,\d{2}\s*$/im.test(text);
  // A follow-up that keeps the overtime subject ("e quanto valgono?") asks it of the same timesheet.
  // ("non ho fatto né straordinari né assenze": overtime said absent is the case, not the subject.)
  const overtime = OVERTIME.test(withoutNegatedItems(question)) || req.intent === 'overtime_value';
  if (overtime && (WEIGHS.test(question) || (ASKS_AMOUNT.test(question) && !paidLine))) {
    const date = documentDate(text);
    const total = totalHours(text);
    const extra =
      slots.extraHours ??
      slots.amounts.find((a) => a.kind === 'hours')?.value ??
      (total !== undefined && hours !== undefined && total > hours ? total - hours : undefined) ??
      // (A sheet that states its overtime itself, "Totale straordinario settimana: 8 h": those hours.)
      overtimeStated(text);
    // The amount a payslip paid for those hours ("me le hanno pagate 80 euro") is the figure checked, not a pay.
    const amounts: Amount[] = slots.amounts.filter(
      (a) => a.kind !== 'hours' && !(a.kind === 'monthly_gross' && a.value < 500),
    );
    return {
      ...req,
      intent: 'overtime_value',
      slots: {
        ...withHours,
        amounts,
        ...(extra !== undefined ? { extraHours: extra } : {}),
        ...(date ? { date } : {}),
        overtimeKind: slots.overtimeKind ?? 'straordinario',
      },
    };
  }
  if (HOURLY.test(question)) {
    const pay = monthlyPay(text);
    const amounts: Amount[] = pay === undefined ? slots.amounts : [{ kind: 'monthly_gross', value: pay }];
    if (pay !== undefined || slots.level)
      return { ...req, intent: 'hourly_rate', slots: { ...withHours, amounts } };
  }
  // "la retribuzione indicata è quella prevista dal contratto?": a pay the document states, weighed.
  const statedPay =
    PAY_WORD.test(question) && AGAINST_AGREEMENT.test(question) && monthlyPay(text) !== undefined;
  // ("quanti scatti spettavano, calcolati sul minimo del suo livello?": the minimum is the increments' base, the
  // increments the subject.)
  const incrementsAsked = req.intent === 'seniority' && /\bscatt/.test(question);
  if ((MINIMUM.test(question) || statedPay) && WEIGHS.test(question) && slots.level && !incrementsAsked)
    return { ...req, intent: 'minimum_pay', slots: withHours };
  return undefined;
}
