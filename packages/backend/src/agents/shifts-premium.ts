import { decimal, euro, percent } from '../kb/format.js';
import { cents } from '../payroll/index.js';
import type { TypedRequest } from '../reader/request.js';
import { readable } from '../reader/text.js';
import { type AgentAnswer, citeSources } from './answer.js';
import { bold, compose, table } from './compose.js';
import type { AgentContext } from './context.js';
import { KIND_LABEL } from './overtime-kinds.js';
import { agreementOf, domesticHourlyPay } from './pay-base.js';

// "10 turni di notte", "12 notti", "4 domeniche": how many shifts; "di 8 ore", "da 8 ore", "8 ore ciascuno": their length.
const SHIFTS = /\b(\d{1,2}) (?:turni|notti|domeniche|giornate festive)\b/;
const LENGTH =
  /\b(?:di|da) (\d{1,2}(?:,\d)?) ore\b|\b(\d{1,2}(?:,\d)?) ore (?:ciascun[oa]|l'uno|l'una|per turno|a turno|ognuno)\b/;
/** Hours as people write them: "8", "7,5". */
const count = (n: number) => (Number.isInteger(n) ? String(n) : decimal(n));

// The surcharge alone ("quanto le spetta in più", "l'indennità di servizio notturno", "la maggiorazione").
const INCREASE_ONLY = /\bin pi[uù]\b|\bindennit\w*|\bmaggiorazion\w*/;

/**
 * Shifts of a night, Sunday or holiday kind counted over a period ("10 turni di notte dalle 22 alle 6, 8 ore
 * ciascuno, quota oraria 9,60 €: quanto in più per il mese?"): the hours are shifts × length, and the answer is
 * the period's total, the surcharge alone when the question asks what is due on top. Undefined unless the
 * question counts the shifts, gives their length and the hourly pay, and the agreement has one rate for the kind.
 */
export function shiftsPremiumAnswer(ctx: AgentContext, req: TypedRequest): AgentAnswer | undefined {
  const ccnl = agreementOf(ctx, req);
  const kind = req.slots.overtimeKind;
  if (!ccnl || !kind || kind.startsWith('straordinario')) return undefined;
  const text = readable(ctx.message);
  const shifts = Number(SHIFTS.exec(text)?.[1]);
  const lengthMatch = LENGTH.exec(text);
  const length = Number((lengthMatch?.[1] ?? lengthMatch?.[2] ?? '').replace(',', '.'));
  const hourly = domesticHourlyPay(req);
  if (!(shifts > 1) || !(length > 0) || hourly === undefined) return undefined;
  const matching = (ccnl.rates.rates ?? []).filter((r) => r.kind === kind);
  const rate = matching[0];
  if (!rate || matching.length > 1) return undefined;
  const hours = shifts * length;
  const increase = cents((hourly * rate.percent) / 100);
  const onlyIncrease = INCREASE_ONLY.test(text);
  const perHour = onlyIncrease ? increase : cents(hourly + increase);
  const total = cents(hours * perHour);
  const what = onlyIncrease
    ? `la maggiorazione per ${KIND_LABEL[kind]} (${percent(rate.percent)})`
    : `il ${KIND_LABEL[kind]} (paga oraria più il ${percent(rate.percent)})`;
  return compose({
    answer: `Per ${shifts} turni di ${count(length)} ore (${count(hours)} ore), ${what} vale in tutto ${bold(euro(total))}: ${count(hours)} × ${euro(perHour)}.`,
    steps: [
      ...table(
        [
          ['Ore nel periodo', `${shifts} × ${count(length)} = ${count(hours)}`],
          [`Maggiorazione oraria (${percent(rate.percent)} di ${euro(hourly)})`, euro(increase)],
          ...(onlyIncrease
            ? []
            : ([["Valore dell'ora", `${euro(hourly)} + ${euro(increase)} = ${euro(perHour)}`]] as [
                string,
                string,
              ][])),
          ['Totale', `${count(hours)} × ${euro(perHour)} = ${euro(total)}`],
        ],
        ['Passaggio', 'Importo'],
      ),
    ],
    assumptions: [
      onlyIncrease
        ? 'Si conta la sola maggiorazione: le ore sono già retribuite come ordinarie.'
        : "Il valore dell'ora comprende la paga oraria ordinaria più la maggiorazione.",
      `Maggiorazione del contratto: ${rate.condition ? `${rate.condition}, ` : ''}${percent(rate.percent)}.`,
    ],
    citations: citeSources(
      ccnl,
      `Maggiorazioni del ${ccnl.short_name}: ${ccnl.rates.text ?? ''}`,
      ccnl.rates.article ?? null,
      ccnl.rates.sources,
      1,
    ),
    related: [],
  });
}
