import { euro, percent } from '../kb/format.js';
import type { Ccnl } from '../kb/schema.js';
import { cents } from '../payroll/net-pay.js';
import { type AgentAnswer, citeSources } from './answer.js';
import { bold, compose } from './compose.js';
import { periodBase, periodWage } from './fixed-term-period.js';

const AMOUNT = /(\d{1,3}(?:\.\d{3})*,\d{2})(?![\d,])/g;
const RATE = /\((\d{1,2}(?:,\d{1,2})?) ?%\)/;
const num = (text: string) => Number(text.replace(/\./g, '').replace(',', '.'));

/**
 * A farm fixed-term worker's payslip that prints the period's contractual wage (or its hours and hourly wage),
 * not the day's, and a «terzo elemento» doubted: the agreement's percentage (30,44%, art. 49) on that wage
 * against the line printed ("Terzo elemento (25%) ... 276,25"). Undefined when the payslip gives no such wage.
 */
export function periodThirdAnswer(
  ccnl: Ccnl,
  line: string,
  lines: readonly string[],
): AgentAnswer | undefined {
  const fact = ccnl.fixed_term_third_element;
  const pct = fact?.value;
  const wage = periodWage(lines);
  if (!fact || !pct || !wage) return undefined;
  const due = cents((wage.amount * pct) / 100);
  const printed = [...line.matchAll(AMOUNT)].map((m) => num(m[1] ?? '')).at(-1);
  const printedRate = RATE.exec(line)?.[1];
  const article = fact.article ?? 'art. 49';
  const atRate = printedRate ? `: in busta è calcolato al ${printedRate}% e` : ', ne';
  const verdict =
    printed === undefined
      ? `Il terzo elemento dovuto è ${bold(euro(due))}`
      : due - printed > 0.005
        ? `${bold('Sì, il terzo elemento in busta è più basso del dovuto')}: doveva essere ${bold(euro(due))}${atRate} mancano ${bold(euro(cents(due - printed)))}`
        : printed - due > 0.005
          ? `${bold('No, il terzo elemento in busta è più alto del minimo dovuto')} (il dovuto è ${bold(euro(due))}), il che è ammesso`
          : `${bold('No, il terzo elemento in busta è giusto')}: ${bold(euro(due))}`;
  return compose({
    answer: `${verdict}. Il terzo elemento è il ${bold(percent(pct))} del salario contrattuale: su ${periodBase(wage)} sono ${euro(due)} (${article}).`,
    steps: [
      '| Passaggio | Calcolo | Importo |',
      '| --- | --- | ---: |',
      ...(wage.how ? [`| Salario contrattuale | ${wage.how} | ${euro(wage.amount)} |`] : []),
      `| Terzo elemento dovuto | ${euro(wage.amount)} × ${percent(pct)} | ${euro(due)} |`,
      ...(printed !== undefined && Math.abs(printed - due) > 0.005
        ? [`| Differenza con la busta | dovuto − esposto | ${euro(cents(due - printed))} |`]
        : []),
    ],
    assumptions: [
      'Il salario contrattuale è quello stampato in busta, del contratto provinciale: se è sbagliato anche quello, cambia il terzo elemento.',
      'Il terzo elemento paga festività, ferie, tredicesima e quattordicesima degli operai a tempo determinato: non si pagano a parte.',
      ...(fact.gap ? [`Fonte della percentuale: ${fact.gap}`] : []),
    ],
    citations: citeSources(ccnl, fact.text ?? '', article, fact.sources),
    related: [`Come si calcola il TFR degli operai a tempo determinato nel ${ccnl.short_name}?`],
  });
}
