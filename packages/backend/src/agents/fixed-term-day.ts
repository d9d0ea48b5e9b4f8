import { decimal, euro, percent } from '../kb/format.js';
import type { Ccnl } from '../kb/schema.js';
import { cents } from '../payroll/net-pay.js';
import type { TypedRequest } from '../reader/request.js';
import { readable } from '../reader/text.js';
import { type AgentAnswer, citeSources } from './answer.js';
import { bold, compose } from './compose.js';
import type { AgentContext } from './context.js';
import { type PeriodWage, periodBase, periodWage } from './fixed-term-period.js';
import { agreementOf } from './pay-base.js';
import { dayHours, FIXED_TERM, hourlyPay } from './third-element.js';

/**
 * A farm fixed-term worker's (OTD) pay worked out on the provincial wage the user gives, or the part of the
 * «terzo elemento» asked (Operai agricoli, art. 49), instead of one paragraph on what the allowance is:
 * - "salario contrattuale di 58,40 € a giornata: quanto è il terzo elemento al giorno e il lordo?" → the
 *   allowance on the day (30,44%) and the day's gross;
 * - "e se la giornata è di 6 ore e mezza, quanto viene all'ora?" → the day's wage over its hours, with and
 *   without the allowance (a calculation on the user's figures, not the provincial table's gap);
 * - "il TFR quanto matura al giorno? va anche sul terzo elemento?" → 8,63% of the contractual wage alone;
 * - "dentro il terzo elemento quanto è la parte delle ferie?" → that item's share (ferie 8,33%…).
 * The wage is read from the question or the conversation (newest first). Undefined when the agreement holds
 * none of these facts or nothing of the kind is asked.
 */

// "58,40 euro a giornata", "60 € al giorno", "giornaliero (CPL): 60,00", "salario giornaliero di 58,40".
const DAILY_AFTER =
  /(?<![\d.,])(\d{1,3}(?:,\d{1,2})?) ?(?:€|euro|eur)? ?(?:a giornata|al giorno|per giornata|a giorno|giornalier\w*|\/ ?(?:g|gg|giorno)\b)/;
const DAILY_BEFORE =
  /\b(?:giornalier\w*|a giornata|al giorno|per giornata)(?: \([^)]*\))?:? (?:di |pari a |e di |e )?(?:€ ?|euro )?(\d{1,3}(?:,\d{1,2})?)(?![\d.,]*\d)/;

// A figure that is the allowance's or the TFR's own ("terzo elemento a 15 euro al giorno") is not the wage.
const NOT_WAGE = /\b(?:terzo elemento|tfr|trattenut\w*|contribut\w*)\b[^\d]{0,20}$/;

export function dailyWage(texts: readonly string[]): number | undefined {
  for (const text of texts) {
    for (const pattern of [DAILY_AFTER, DAILY_BEFORE]) {
      const m = pattern.exec(text);
      if (!m || NOT_WAGE.test(text.slice(0, m.index + m[0].indexOf(m[1] ?? '')))) continue;
      const value = Number((m[1] ?? '').replace(',', '.'));
      if (value >= 20 && value <= 300) return value;
    }
  }
  return undefined;
}

const TFR = /\btfr\b|\btrattamento di fine rapporto\b|\bliquidazion\w*/;
const HOUR_ASKED =
  /\ball'ora\b|\ball ora\b|\bl'ora\b|\bper ora\b|\bpaga orari\w*|\bretribuzione orari\w*|\borari[ao] lord\w*/;
const SHARE_ASKED = /\bquant\w*|\bparte\b|\bquot\w*|\bpercentual\w*|\bper ?cento\b|\bfett\w*/;
const ITEMS: [RegExp, RegExp][] = [
  [/^ferie$/, /\bferie\b/],
  [/^tredicesima$/, /\btredicesim\w*|\b13(?:a|ª|°|esima)\b/],
  [/^quattordicesima$/, /\bquattordicesim\w*|\b14(?:a|ª|°|esima)\b/],
  [/^festivit/, /\bfestivit\w*|\bfest[ei]\b/],
];

const thirdElement = (ccnl: Ccnl) => ccnl.fixed_term_third_element;

// The item itself asked as a share, near the asking word ("la parte delle ferie", "la tredicesima quanto pesa"),
// not a word of the story ("il consulente è in ferie e mi chiede quanto è la paga").
const NEAR = /\b(?:parte|quota|percentual\w*|fett\w*|quant\w*)\b/;
function shareOf(own: string, item: RegExp): boolean {
  for (const m of own.matchAll(new RegExp(item.source, 'g'))) {
    if (/\bin $/.test(own.slice(Math.max(0, m.index - 3), m.index))) continue;
    const around = own.slice(Math.max(0, m.index - 30), m.index + m[0].length + 30);
    if (NEAR.test(around.split(/[.?!]/).find((part) => part.includes(m[0])) ?? '')) return true;
  }
  return false;
}

/** The share of one item inside the allowance, asked by the item's name. */
function shareAnswer(ccnl: Ccnl, own: string, wage: number | undefined): AgentAnswer | undefined {
  const fact = ccnl.fixed_term_third_element_shares;
  const total = thirdElement(ccnl)?.value;
  if (!fact || !total || !SHARE_ASKED.test(own)) return undefined;
  const asked = fact.shares.filter((s) =>
    ITEMS.some(([name, said]) => name.test(s.name) && shareOf(own, said)),
  );
  if (!asked.length) return undefined;
  // "la quota delle ferie è l'8,33%", "… delle festività è il 5,45%".
  const article = (value: number) => (/^(?:8|11)\b|^(?:8|11),/.test(decimal(value)) ? "l'" : 'il ');
  const named = asked
    .map((s) => `per ${bold(s.name)} è ${article(s.value)}${bold(percent(s.value))}`)
    .join(', quella ');
  const onWage = wage
    ? ` Su un salario di ${euro(wage)} a giornata: ${asked.map((s) => `${s.name} ${euro(cents((wage * s.value) / 100))} al giorno`).join(', ')}.`
    : '';
  const holidays = asked.some((s) => s.name === 'ferie')
    ? ' Per gli operai a tempo determinato le ferie non si pagano a parte: sono già pagate, giornata per giornata, dentro il terzo elemento, che in busta deve esserci per intero.'
    : '';
  return compose({
    answer: `Dentro il terzo elemento (${percent(total)} del salario contrattuale) la quota ${named} del salario contrattuale (${fact.article ?? 'art. 49'}).${onWage}${holidays}`,
    steps: [
      'Quote del terzo elemento, calcolate su 312 giornate lavorative:',
      ...fact.shares.map((s) => `- ${s.name}: ${percent(s.value)}`),
      `- totale: ${percent(total)}`,
    ],
    assumptions: [
      'Il salario contrattuale è quello del contratto provinciale; il TFR degli operai a tempo determinato è a parte.',
      ...(fact.gap ? [`Fonte delle quote: ${fact.gap}`] : []),
    ],
    citations: citeSources(ccnl, fact.text ?? '', fact.article ?? null, fact.sources),
    related: [`Come si calcola il TFR degli operai a tempo determinato nel ${ccnl.short_name}?`],
  });
}

/** The TFR of a day (or the rate alone without a wage), on the contractual wage without the allowance. */
function tfrAnswer(
  ccnl: Ccnl,
  wage: number | undefined,
  period?: PeriodWage,
  unit: 'giornata' | 'ora' = 'giornata',
): AgentAnswer | undefined {
  const per = unit === 'ora' ? "l'ora" : 'a giornata';
  const each = unit === 'ora' ? "all'ora" : 'al giorno';
  const fact = ccnl.fixed_term_tfr;
  const rate = fact?.value;
  const third = thirdElement(ccnl)?.value;
  if (!fact || !rate) return undefined;
  if (wage === undefined && period) return periodTfr(ccnl, period, rate, third ?? undefined);
  const day = wage === undefined ? undefined : cents((wage * rate) / 100);
  const excluded =
    wage !== undefined && third ? `, senza i ${euro(cents((wage * third) / 100))} di terzo elemento` : '';
  const answer =
    day === undefined
      ? `Per gli operai a tempo determinato il TFR matura nella misura dell'${bold(`${percent(rate)} del salario contrattuale`)} e ${bold('non si calcola sul terzo elemento')} (${fact.article ?? 'art. 49'}).`
      : `Per un operaio a tempo determinato il TFR matura all'${bold(percent(rate))} del salario contrattuale: su ${euro(wage ?? 0)} ${per} sono ${bold(`${euro(day)} ${each}`)}. Il TFR ${bold('non si calcola sul terzo elemento')}: la base è il solo salario contrattuale${excluded} (${fact.article ?? 'art. 49'}).`;
  return compose({
    answer,
    steps:
      day === undefined
        ? []
        : [
            '| Passaggio | Calcolo | Importo |',
            '| --- | --- | ---: |',
            `| TFR ${unit === 'ora' ? "dell'ora" : 'della giornata'} | ${euro(wage ?? 0)} × ${percent(rate)} | ${euro(day)} |`,
          ],
    assumptions: [
      'Per le ore di lavoro non ordinario svolto non occasionalmente la misura sale al 10% del salario contrattuale, limitatamente a quelle ore.',
      ...(fact.gap ? [`Fonte della misura: ${fact.gap}`] : []),
    ],
    citations: citeSources(ccnl, fact.text ?? '', fact.article ?? null, fact.sources),
    related: [`Cosa comprende il terzo elemento nel ${ccnl.short_name}?`],
  });
}

/** The TFR of a period's wage (hours and days, or the payslip's total), on the wage alone. */
function periodTfr(ccnl: Ccnl, period: PeriodWage, rate: number, third?: number): AgentAnswer {
  const fact = ccnl.fixed_term_tfr;
  const tfr = cents((period.amount * rate) / 100);
  const excluded = third ? `, senza i ${euro(cents((period.amount * third) / 100))} di terzo elemento` : '';
  return compose({
    answer: `Per un operaio a tempo determinato il TFR matura all'${bold(percent(rate))} del salario contrattuale: su ${periodBase(period)} sono ${bold(euro(tfr))}. Il TFR ${bold('non si calcola sul terzo elemento')}: la base è il solo salario contrattuale${excluded} (${fact?.article ?? 'art. 49'}).`,
    steps: [
      '| Passaggio | Calcolo | Importo |',
      '| --- | --- | ---: |',
      ...(period.how ? [`| Salario contrattuale | ${period.how} | ${euro(period.amount)} |`] : []),
      `| TFR | ${euro(period.amount)} × ${percent(rate)} | ${euro(tfr)} |`,
    ],
    assumptions: [
      'Per le ore di lavoro non ordinario svolto non occasionalmente la misura sale al 10% del salario contrattuale, limitatamente a quelle ore.',
      ...(fact?.gap ? [`Fonte della misura: ${fact.gap}`] : []),
    ],
    citations: citeSources(ccnl, fact?.text ?? '', fact?.article ?? null, fact?.sources ?? []),
    related: [`Cosa comprende il terzo elemento nel ${ccnl.short_name}?`],
  });
}

/** The day's allowance and gross, or the hour's pay when the day's hours are given and an hour asked. */
function dayAnswer(ccnl: Ccnl, own: string, wage: number, hourAsked: boolean): AgentAnswer | undefined {
  const fact = thirdElement(ccnl);
  const pct = fact?.value;
  if (!fact || !pct) return undefined;
  const third = cents((wage * pct) / 100);
  const gross = cents(wage + third);
  const hours = hourAsked ? dayHours(own) : undefined;
  const said = (h: number) => String(h).replace('.', ',');
  const rows = [
    '| Passaggio | Calcolo | Importo |',
    '| --- | --- | ---: |',
    `| Terzo elemento della giornata | ${euro(wage)} × ${percent(pct)} | ${euro(third)} |`,
    `| Lordo della giornata | ${euro(wage)} + ${euro(third)} | ${euro(gross)} |`,
  ];
  let answer = `Con un salario contrattuale di ${euro(wage)} a giornata, il terzo elemento (${percent(pct)}) è ${bold(`${euro(third)} al giorno`)}: il lordo giornaliero è ${bold(euro(gross))} (${fact.article ?? 'art. 49'}).`;
  if (hours !== undefined) {
    const base = cents(wage / hours);
    const withThird = cents(gross / hours);
    answer = `Con una giornata di ${said(hours)} ore, il salario contrattuale di ${euro(wage)} fa ${bold(`${euro(base)} l'ora`)}; con il terzo elemento (${percent(pct)}, ${euro(third)} al giorno) la paga oraria lorda è ${bold(`${euro(withThird)} l'ora`)} (${euro(gross)} ÷ ${said(hours)}).`;
    rows.push(
      `| Salario orario | ${euro(wage)} ÷ ${said(hours)} | ${euro(base)} |`,
      `| Paga oraria con il terzo elemento | ${euro(gross)} ÷ ${said(hours)} | ${euro(withThird)} |`,
    );
  }
  return compose({
    answer,
    steps: rows,
    assumptions: [
      `Il terzo elemento (${fact.article ?? 'art. 49'}) spetta agli operai a tempo determinato al posto di festività, ferie, tredicesima e quattordicesima: non si pagano a parte.`,
      'Il salario contrattuale è quello del contratto provinciale che indichi; il TFR degli operai a tempo determinato è a parte e non si calcola sul terzo elemento.',
      ...(fact.gap ? [`Fonte della percentuale: ${fact.gap}`] : []),
    ],
    citations: citeSources(ccnl, fact.text ?? '', fact.article ?? null, fact.sources),
    related: [
      `Quanto matura di TFR al giorno un operaio a tempo determinato nel ${ccnl.short_name}?`,
      `Cosa comprende il terzo elemento nel ${ccnl.short_name}?`,
    ],
  });
}

/** The fixed-term worker's figure asked of the conversation's day wage (see above); `history` oldest first. */
export function fixedTermDayAnswer(
  ccnl: Ccnl,
  message: string,
  history: readonly string[] = [],
): AgentAnswer | undefined {
  if (!thirdElement(ccnl)?.value) return undefined;
  const own = readable(message);
  const earlier = history.toReversed().map(readable);
  // The worker said fixed-term, or the allowance named, in the conversation.
  const said = [own, ...earlier].join('\n');
  if (!FIXED_TERM.test(said) && !/\bterzo elemento\b/.test(said)) return undefined;
  const wage = dailyWage([own, ...earlier]);
  const share = shareAnswer(ccnl, own, wage);
  if (share) return share;
  // A period told (days and hours at a wage) gives the period's TFR; else an hour's wage told ("il contratto
  // provinciale dice 9,00 euro lordi l'ora" before, "e il tfr?") gives the TFR of that hour.
  const period = wage === undefined ? periodWage([own, ...earlier]) : undefined;
  const hour = wage === undefined && !period ? hourlyPay([own, ...earlier]) : undefined;
  if (TFR.test(own) && hour !== undefined) return tfrAnswer(ccnl, hour, undefined, 'ora');
  if (TFR.test(own)) return tfrAnswer(ccnl, wage, period);
  if (wage === undefined) return undefined;
  const hourAsked = HOUR_ASKED.test(own) && dayHours(own) !== undefined;
  const dayAsked = /\bterzo elemento\b|\blordo\b|\bgiornat\w*|\bal giorno\b|\bcomplessiv\w*/.test(own);
  return hourAsked || dayAsked ? dayAnswer(ccnl, own, wage, hourAsked) : undefined;
}

/** The TFR route's: a farm fixed-term worker's TFR asked, with or without the allowance named (see above). */
export function fixedTermTfr(ctx: AgentContext, req: TypedRequest): AgentAnswer | undefined {
  const ccnl = agreementOf(ctx, req);
  if (!ccnl?.fixed_term_tfr?.value || !TFR.test(readable(ctx.message))) return undefined;
  // "la sua retribuzione utile ai fini del TFR sarà 28.000 euro": a yearly pay told, the ordinary quota on it
  // (pay / 13,5), not the farm day-worker's percentage.
  if (req.slots.amounts.some((a) => a.kind === 'ral')) return undefined;
  return fixedTermDayAnswer(ccnl, ctx.message, ctx.history ?? []);
}
