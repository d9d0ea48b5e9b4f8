import { indexOf, uploadedText } from '../kb/documents.js';
import { euro, figureValue, percent } from '../kb/format.js';
import type { Ccnl } from '../kb/schema.js';
import { cents } from '../payroll/net-pay.js';
import type { TypedRequest } from '../reader/request.js';
import { fold, readable } from '../reader/text.js';
import { type AgentAnswer, citePassage, citeRates } from './answer.js';
import { bold, compose } from './compose.js';
import type { AgentContext } from './context.js';
import { statedAgreement } from './document-facts.js';
import { statedHourlyPay } from './document-hourly-pay.js';
import { holidayPaidWhole, holidayWholeOpening } from './holiday-row-whole.js';
import { agreementOf } from './pay-base.js';

/**
 * "me le hanno pagate con il 15%: è giusto? quanto mi manca?" beside a payslip whose row states its own surcharge
 * ("Straordinario notturno feriale magg. 15%   4   9,20   42,32"): the row's kind (night overtime, holiday overtime,
 * overtime, night or holiday work) looked up in the agreement's rates, the percentage it pays weighed against the
 * agreement's, and, when they differ, the amount due on the row's own hours and base and the gap from the amount
 * paid. A row paying only the surcharge (hours × base × rate) is valued the same way. Undefined when no row states a
 * percentage with hours, base and an amount that agree with it, or the agreement holds no single rate of that kind.
 */

const DOUBT =
  /\bgiust[oaie]\b|\bcorrett\w*|\bsbagliat\w*|\berrat\w*|\btorna\b|\btornano\b|\bverific\w*|\bcontroll\w*|\bmanc\w*|\bdovev\w*|\bspett\w*|\bdifferenz\w*/;
// The percentage is what the question weighs ("me le hanno pagate con il 15%", "la maggiorazione è giusta?"); a
// row's hourly value doubted alone is payslip-overtime.ts's.
const RATE_ASKED = /\d\s*%|\bper ?cento\b|\bpercentual\w*|\bmaggioraz\w*/i;
// "quanto mi manca?", "quanto mi dovevano dare?": the gap asked, weighed when the row's rate is not the agreement's.
const SHORTFALL = /\bmanc\w*|\bdovev\w*|\bspettav\w*|\bdifferenz\w*/;
// "straordinario notturno feriale magg. 15%   4   9,20   42,32": the label (no figure in it), the rate, the figures.
const ROW =
  /\b((?:straordinar|notturn|festiv)[^%\d\n]{0,60}?)(\d{1,3})(?:,(\d{1,2}))?\s*%((?:[ \t]+(?:€\s*)?\d{1,3}(?:\.\d{3})*(?:,\d{1,2})?(?![\d%,]))+)/g;
// "maggiorazione lavoro festivo 50% - ore 8 x 14,20 x 50% = 56,80": a row written as its formula, rewritten as the
// row's label, rate, hours, base and amount in columns.
const FORMULA =
  /\b((?:straordinar|notturn|festiv)[^%\d\n]{0,60}?)(\d{1,3}(?:,\d{1,2})?)\s*%\s*[-–:]?\s*(?:ore\s*)?(\d{1,3}(?:,\d{1,2})?)\s*(?:ore\s*)?[x×*]\s*(?:€\s*)?(\d{1,3}(?:\.\d{3})*(?:,\d{1,2})?)\s*(?:€\s*)?(?:[x×*]\s*\d{1,3}(?:,\d{1,2})?\s*%\s*)?=\s*(?:€\s*)?(\d{1,3}(?:\.\d{3})*(?:,\d{1,2})?)/g;
// "maggiorazione notturna 10% su 48 ore: 48,00": a row giving its rate, its hours (marked as such) and its amount,
// the hour's pay stated elsewhere in the payslip ("Quota oraria: 10,00"); rewritten in columns with that pay. (Not
// followed by another figure: "magg. 15% 4 ore 9,20 42,32" is a row in columns already.)
const ON_HOURS =
  /\b((?:straordinar|notturn|festiv)[^%\d\n]{0,60}?)(\d{1,3}(?:,\d{1,2})?)\s*%\s*(?:(?:su|per|x|×)\s+(?:ore\s+)?(\d{1,3}(?:,\d{1,2})?)(?:\s*(?:ore|h)\b)?|\(?\s*ore\s+(\d{1,3}(?:,\d{1,2})?)\s*\)?|\(?\s*(\d{1,3}(?:,\d{1,2})?)\s*(?:ore|h)\b\s*\)?)\s*[:=]?\s*(?:€\s*)?(\d{1,3}(?:\.\d{3})*,\d{2})(?![\d,%])(?!\s+(?:€\s*)?\d)/g;
const columns = (text: string, pay: number | undefined) => {
  const formulas = text.replace(
    FORMULA,
    (_all, label: string, rate: string, hours: string, base: string, amount: string) =>
      `${label}${rate}% ${hours} ${base} ${amount}`,
  );
  if (pay === undefined) return formulas;
  const base = pay.toFixed(2).replace('.', ',');
  return formulas.replace(
    ON_HOURS,
    (_all, label: string, rate: string, a?: string, b?: string, c?: string, amount?: string) =>
      `${label}${rate}% ${a ?? b ?? c} ${base} ${amount}`,
  );
};
const FIGURE = /(?<![\d.,])\d{1,3}(?:\.\d{3})*(?:,\d{1,2})?(?![\d,])/g;

type Rate = NonNullable<Ccnl['rates']['rates']>[number];

/** The agreement's kind of a row: the overtime ones first, then ordinary night or holiday work. */
function kindOf(row: string): Rate['kind'] | undefined {
  const night = /\bnotturn/.test(row);
  const holiday = /\bfestiv/.test(row) && !/\bferial/.test(row);
  if (/\bstraordinar/.test(row))
    return night && holiday
      ? 'straordinario_notturno_festivo'
      : night
        ? 'straordinario_notturno'
        : holiday
          ? 'straordinario_festivo'
          : 'straordinario';
  if (night) return holiday ? 'notturno_festivo' : 'notturno';
  return holiday ? 'festivo' : undefined;
}

const LABEL: Record<string, string> = {
  straordinario_notturno_festivo: 'straordinario notturno festivo',
  straordinario_notturno: 'straordinario notturno',
  straordinario_festivo: 'straordinario festivo',
  straordinario: 'straordinario',
  notturno_festivo: 'lavoro notturno festivo',
  notturno: 'lavoro notturno',
  festivo: 'lavoro festivo',
};

export function payslipSurchargeRow(ctx: AgentContext, req: TypedRequest): AgentAnswer | undefined {
  if (!ctx.documents.length) return undefined;
  const question = readable(ctx.message);
  // (A part of the question, "quanto mi manca?", is weighed with the sentences before it that name the rate.)
  const told = [ctx.message, ...(ctx.history ?? []).slice(-2)].join('\n');
  if (!DOUBT.test(question)) return undefined;
  const rateAsked = RATE_ASKED.test(told);
  // ("mi hanno pagato così il 1 novembre che ho lavorato, è giusto?": only a holiday row the agreement pays whole
  // is weighed when neither the rate nor a shortfall is named, holiday-row-whole.ts.)
  const loose = !rateAsked && !SHORTFALL.test(question);
  for (const document of ctx.documents) {
    const { passages } = indexOf(document);
    const raw = uploadedText(document);
    const ccnl = statedAgreement(ctx.kb, raw) ?? agreementOf(ctx, req);
    if (!ccnl) continue;
    // Each row naming a kind and its percentage, then its figures (lines joined or not: a passage runs them together).
    for (const row of columns(fold(raw), statedHourlyPay(raw)).matchAll(ROW)) {
      const kind = kindOf(row[1] ?? '');
      if (!kind) continue;
      const paidRate = Number(`${row[2]}.${row[3] ?? 0}`);
      const figures = [...(row[4] ?? '').matchAll(FIGURE)].map((m) => figureValue(m[0]));
      if (figures.length < 3) continue;
      const [hours, base] = figures as [number, number];
      const paid = figures.at(-1) as number;
      // The row's amount is the whole hour with its surcharge, or the surcharge alone.
      const whole = Math.abs(cents(hours * base * (1 + paidRate / 100)) - paid) < 0.05;
      const alone = Math.abs(cents((hours * base * paidRate) / 100) - paid) < 0.05;
      if (!(hours > 0 && base > 0) || !(whole || alone)) continue;
      const wholeDue = alone && holidayPaidWhole(ccnl, kind, raw, hours * base);
      if (loose && !wholeDue) continue;
      const candidates = (ccnl.rates.rates ?? []).filter((r) => r.kind === kind);
      const percents = [...new Set(candidates.map((r) => r.percent))];
      if (percents.length !== 1 || percents[0] === undefined) return undefined;
      const due = percents[0];
      const label = LABEL[kind] ?? kind;
      // ("lo straordinario notturno", "il lavoro notturno")
      const the = /^straordinar/.test(label) ? 'lo' : 'il';
      const owed =
        whole || wholeDue ? cents(hours * base * (1 + due / 100)) : cents((hours * base * due) / 100);
      const gap = cents(owed - paid);
      const how =
        whole || wholeDue
          ? `${hoursLabel(hours)} × ${euro(base)} × ${decimalFactor(due)}`
          : `${hoursLabel(hours)} × ${euro(base)} × ${percent(due)}`;
      const right = Math.abs(due - paidRate) < 0.001;
      if (right && !rateAsked && !wholeDue) return undefined;
      const opening = wholeDue
        ? holidayWholeOpening(ccnl.short_name, label, due, how, owed, paid)
        : right
          ? `${bold('Sì')}: nel ${ccnl.short_name} ${the} ${label} è maggiorato del ${bold(percent(due))}, come nel cedolino: ${how} = ${bold(euro(owed))}.`
          : `${bold('No')}: nel ${ccnl.short_name} ${the} ${label} è maggiorato del ${bold(percent(due))}, non del ${percent(paidRate)}. ${whole ? 'Ti spettavano' : 'La maggiorazione dovuta è'} ${bold(euro(owed))} (${how}), invece di ${euro(paid)}: ${gap > 0 ? 'mancano' : 'sono stati pagati in più'} ${bold(`${euro(Math.abs(gap))} lordi`)}.`;
      return compose({
        answer: opening,
        steps: [
          '| Voce | Calcolo | Importo |',
          '| --- | --- | ---: |',
          `| Dovuto (${wholeDue ? `ore con la maggiorazione del ${percent(due)}` : percent(due)}) | ${how} | ${euro(owed)} |`,
          `| Pagato nel cedolino (${percent(paidRate)}) | | ${euro(paid)} |`,
          `| **Differenza** | | **${euro(gap)}** |`,
        ],
        assumptions: [
          `Ore (${String(hours).replace('.', ',')}) e paga oraria di base (${euro(base)}) lette nel cedolino; maggiorazione del ${ccnl.short_name}${candidates[0]?.condition ? ` (${candidates[0].condition})` : ''}.`,
        ],
        citations: [
          ...(passages[0] ? [citePassage(passages[0], `Documento caricato: ${document.fileName}`)] : []),
          ...citeRates(ccnl),
        ],
        related: [],
      });
    }
  }
  return undefined;
}

const hoursLabel = (h: number) => `${String(h).replace('.', ',')} ${h === 1 ? 'ora' : 'ore'}`;
const decimalFactor = (p: number) =>
  (1 + p / 100).toLocaleString('it-IT', { minimumFractionDigits: 2, maximumFractionDigits: 4 });
