import { euro, percent } from '../kb/format.js';
import type { Ccnl, RateKind } from '../kb/schema.js';
import { cents } from '../payroll/index.js';
import type { TypedRequest } from '../reader/request.js';
import { readable } from '../reader/text.js';
import { type AgentAnswer, citeRates } from './answer.js';
import { bold, compose } from './compose.js';
import type { AgentContext } from './context.js';
import { UNTIL_MIDNIGHT } from './overtime-claims.js';
import { payBase } from './pay-base.js';

export const KIND_LABEL: Record<RateKind, string> = {
  straordinario: 'straordinario',
  straordinario_notturno: 'straordinario notturno',
  straordinario_festivo: 'straordinario festivo',
  straordinario_notturno_festivo: 'straordinario notturno festivo',
  notturno: 'lavoro notturno',
  festivo: 'lavoro festivo',
  domenicale: 'lavoro domenicale',
  notturno_festivo: 'lavoro notturno festivo',
  altro: 'altra maggiorazione',
};

/** Holiday work asked of Sundays only ("le ore domenicali ordinarie"): the Sunday's own name. */
export const sundayLabel = (kind: RateKind, message: string) => {
  const said = readable(message);
  return kind === 'festivo' && /\bdomenic/.test(said) && !/\bfestiv/.test(said)
    ? 'lavoro domenicale in orario ordinario'
    : KIND_LABEL[kind];
};

type Rate = NonNullable<Ccnl['rates']['rates']>[number];

const line = (r: Rate, hourly: number | undefined) =>
  `- ${KIND_LABEL[r.kind]}${r.condition ? ` (${r.condition})` : ''}: ${percent(r.percent)}${hourly !== undefined ? `, ${euro(cents(hourly * (1 + r.percent / 100)))} l'ora` : ''}`;

// The question states the case of the hour itself ("le prime 2 ore del giorno", "in un giorno feriale",
// "di giorno", "ore successive alle prime due", "lo straordinario di notte", "nei turni notturni"): the other
// cases are not asked (the weekday day rate beside a night hour reads as its value).
const CASE_STATED =
  /\bprim[ei] (?:\d|due|tre|quattro) ore\b|\bore successive\b|\bdopo le prime\b|\bferial\w*|\bdiurn\w*|\bdi giorno\b/;
// (The night stated is the case only when the hour answered is a night one: "le domeniche e le notti" asks both.)
const NIGHT_STATED = /\bnotturn\w*|\bnott[ei]\b/;

// "e se le fa di sabato?" answered by the rate of "sabato o lunedì": the day asked is the case, the weekday rate
// beside it would read as a second answer.
const DAYS = ['lunedi', 'sabato', 'domenica'];
const dayRateShown = (shown: Rate[], text: string) =>
  DAYS.some((day) => text.includes(day) && shown.some((r) => readable(r.condition ?? '').includes(day)));

/**
 * The agreement's other surcharges, after the one asked, each with its hour's value when the pay is known;
 * none when the question states its own case (`message`).
 */
export function otherRates(all: Rate[], shown: Rate[], hourly: number | undefined, message = ''): string[] {
  const text = readable(message);
  const nightShown = NIGHT_STATED.test(text) && shown.some((r) => r.kind.includes('nott'));
  if (CASE_STATED.test(text) || nightShown || UNTIL_MIDNIGHT.test(text) || dayRateShown(shown, text))
    return [];
  const rest = all.filter((r) => !shown.includes(r));
  return rest.length
    ? ['', 'Altre maggiorazioni del contratto, per gli altri casi:', ...rest.map((r) => line(r, hourly))]
    : [];
}

/**
 * The cases the agreement does hold, named without their percentages: beside a weekday overtime gap a percentage
 * reads as the rate asked (gap-context.ts), so a gap answer names them for the user to ask, figure-free.
 */
export function otherCasesNamed(all: readonly Rate[]): string[] {
  const names = [...new Set(all.map((r) => KIND_LABEL[r.kind]))];
  return names.length
    ? [
        '',
        `La base di conoscenza ha le maggiorazioni di altri casi (${names.join(', ')}): non valgono per lo straordinario feriale; chiedile a parte se ti servono.`,
      ]
    : [];
}

const SATURDAY_ONLY = /^(?!.*\b(?:festiv|domenic|nott|notturn)).*\bsabat/s;

/**
 * Weekday overtime asked in an agreement whose knowledge base has only other surcharges (holiday, night): the
 * weekday rate is the gap, said first; the others follow as what they are, never in its place.
 */
export function overtimeGap(ctx: AgentContext, req: TypedRequest, ccnl: Ccnl): AgentAnswer {
  const rates = ccnl.rates.rates ?? [];
  const base = payBase(ctx, req);
  const divisor = ccnl.hourly_divisor.value;
  const hourly = base && divisor ? base.monthly / divisor : undefined;
  return compose({
    answer: `Nel ${ccnl.short_name} ${bold('la maggiorazione dello straordinario feriale non è nella base di conoscenza')}, quindi non posso dare il valore di un'ora di straordinario in un giorno lavorativo.`,
    steps: [
      ...(hourly !== undefined
        ? [
            `Paga oraria ordinaria, con ${base?.label}: ${euro(cents(base?.monthly ?? 0))} ÷ ${divisor} = ${euro(cents(hourly))}.`,
          ]
        : []),
      // ("lo straordinario del sabato?": a Saturday is a working day, so holiday, Sunday and night rates are not its
      // case; listed after the gap they would read as its answer.)
      ...(SATURDAY_ONLY.test(readable(ctx.message)) ? [] : otherCasesNamed(rates)),
    ],
    citations: citeRates(ccnl),
    related: [
      `Qual è la paga oraria del ${ccnl.short_name}?`,
      `Quante ore settimanali prevede il ${ccnl.short_name}?`,
      `Quali sono i minimi retributivi per livello nel ${ccnl.short_name}?`,
    ],
  });
}

/**
 * No rate at all in the knowledge base, only other allowances told in words (the Vigilanza's night and Sunday
 * allowances), and the sources declare the overtime rate missing: weekday overtime asked is that gap
 * (`overtimeGap`), not the allowances' text in its place.
 */
export function overtimeRateUnread(ccnl: Ccnl, asked: string): boolean {
  return (
    !ccnl.rates.rates?.length &&
    asked === 'straordinario' &&
    !!ccnl.rates.text &&
    /straordinar/i.test(ccnl.rates.gap ?? '')
  );
}
