import { documentTexts } from '../documents/summed-items.js';
import { euro, percent } from '../kb/format.js';
import type { Ccnl } from '../kb/schema.js';
import { cents } from '../payroll/net-pay.js';
import type { TypedRequest } from '../reader/request.js';
import { readable } from '../reader/text.js';
import { type AgentAnswer, citeSources } from './answer.js';
import { bold, compose } from './compose.js';
import type { AgentContext } from './context.js';
import { dailyWage } from './fixed-term-day.js';
import { periodThirdAnswer } from './fixed-term-period-slip.js';
import { agreementOf } from './pay-base.js';

/**
 * A farm fixed-term worker's payslip whose «terzo elemento» is doubted ("il terzo elemento a 15 euro al giorno
 * è giusto?"): the agreement's percentage (Operai agricoli, art. 49: 30,44%) on the daily contractual wage the
 * payslip prints, per day and over its days, against the line it prints. Undefined unless the allowance is named
 * in the question, the payslip prints it and a daily wage, and the agreement (asked, or the one that holds the
 * allowance when the payslip is a farm's fixed-term one) has the percentage.
 */

// "Terzo elemento: 20 x 15,00 = 300,00", "Terzo elemento (gg 20 × 15,00): 300,00".
const THIRD_LINE = /\bterzo elemento\b/;
const TIMES = /(\d{1,3}) ?(?:x|×|per) ?(\d{1,3},\d{2})/;
const AMOUNT = /(\d{1,3}(?:\.\d{3})*,\d{2})(?![\d,])/g;
const DAYS = /\bgiornate (?:lavorate|retribuite|di lavoro)\b[^:\n\d]{0,10}:? ?(\d{1,3})\b/;
const FARM_FIXED_TERM = /\botd\b|\btempo determinato\b|\bbracciant\w*/;
const FARM = /\bagricol\w*|\braccolt\w*|\bterzo elemento\b/;

const num = (text: string) => Number(text.replace(/\./g, '').replace(',', '.'));

function agreementFor(ctx: AgentContext, req: TypedRequest, text: string): Ccnl | undefined {
  const asked = agreementOf(ctx, req);
  if (asked?.fixed_term_third_element?.value) return asked;
  if (asked || !FARM_FIXED_TERM.test(text) || !FARM.test(text)) return undefined;
  const holding = ctx.kb.agreements.filter((c) => c.fixed_term_third_element?.value);
  return holding.length === 1 ? holding[0] : undefined;
}

export function documentThirdElement(ctx: AgentContext, req: TypedRequest): AgentAnswer | undefined {
  const own = readable(ctx.message);
  if (!/\bterzo elemento\b/.test(own) || !ctx.documents.length) return undefined;
  // (Line by line: the folded text runs the lines together.)
  const lines = documentTexts(ctx.documents).flatMap((d) => d.text.split('\n').map(readable));
  const text = lines.join('\n');
  const line = lines.find((l) => THIRD_LINE.test(l));
  const wage = dailyWage(lines);
  const ccnl = agreementFor(ctx, req, text);
  const pct = ccnl?.fixed_term_third_element?.value;
  if (!line || !ccnl || !pct) return undefined;
  // A payslip printing the period's wage, not the day's ("Salario contrattuale ... 1.105,00").
  if (wage === undefined) return periodThirdAnswer(ccnl, line, lines);
  const times = TIMES.exec(line);
  const amounts = [...line.matchAll(AMOUNT)].map((m) => num(m[1] ?? ''));
  const days = times ? Number(times[1]) : Number(DAYS.exec(text)?.[1] ?? Number.NaN);
  const printed = amounts.at(-1);
  const printedDay = times ? num(times[2] ?? '') : printed && days ? printed / days : undefined;
  const due = (wage * pct) / 100;
  const dueDay = cents(due);
  const dueTotal = Number.isFinite(days) ? cents(due * days) : undefined;
  const short = printedDay !== undefined && dueDay - printedDay > 0.005;
  const over = printedDay !== undefined && printedDay - dueDay > 0.005;
  const verdict =
    printedDay === undefined
      ? `Il terzo elemento dovuto è ${bold(`${euro(dueDay)} al giorno`)}`
      : short
        ? `${bold('No, il terzo elemento in busta è più basso del dovuto')}: ${bold(`${euro(dueDay)} al giorno`)}, non ${euro(printedDay)}`
        : over
          ? `${bold('Il terzo elemento in busta è più alto del minimo dovuto')} (${euro(printedDay)} al giorno contro ${bold(euro(dueDay))}), il che è ammesso`
          : `${bold('Sì, il terzo elemento in busta è giusto')}: ${bold(`${euro(dueDay)} al giorno`)}`;
  const total =
    dueTotal === undefined
      ? ''
      : ` Su ${days} giornate sono ${bold(euro(dueTotal))}${printed !== undefined && Math.abs(printed - dueTotal) > 0.005 ? `, non ${euro(printed)}${dueTotal > printed ? ` (mancano ${euro(cents(dueTotal - printed))})` : ''}` : ''}.`;
  const article = ccnl.fixed_term_third_element?.article ?? 'art. 49';
  return compose({
    answer: `${verdict}: è il ${percent(pct)} del salario contrattuale giornaliero di ${euro(wage)} che la busta indica (${article}).${total}`,
    steps: [
      '| Passaggio | Calcolo | Importo |',
      '| --- | --- | ---: |',
      `| Terzo elemento della giornata | ${euro(wage)} × ${percent(pct)} | ${euro(dueDay)} |`,
      ...(dueTotal === undefined
        ? []
        : [
            `| Terzo elemento del mese | ${euro(wage)} × ${percent(pct)} × ${days} giornate | ${euro(dueTotal)} |`,
          ]),
    ],
    assumptions: [
      'Il salario contrattuale giornaliero è quello stampato in busta, del contratto provinciale: se è sbagliato anche quello, cambia il terzo elemento.',
      'Il terzo elemento paga festività, ferie, tredicesima e quattordicesima degli operai a tempo determinato: non si pagano a parte.',
      ...(ccnl.fixed_term_third_element?.gap
        ? [`Fonte della percentuale: ${ccnl.fixed_term_third_element.gap}`]
        : []),
    ],
    citations: citeSources(
      ccnl,
      ccnl.fixed_term_third_element?.text ?? '',
      article,
      ccnl.fixed_term_third_element?.sources ?? [],
    ),
    related: [`Quanto matura di TFR al giorno un operaio a tempo determinato nel ${ccnl.short_name}?`],
  });
}
