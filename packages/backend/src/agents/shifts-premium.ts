import { documentTexts } from '../documents/summed-items.js';
import { decimal, euro, percent } from '../kb/format.js';
import type { Ccnl } from '../kb/schema.js';
import { cents } from '../payroll/index.js';
import { countValue } from '../reader/numbers.js';
import type { TypedRequest } from '../reader/request.js';
import { readable } from '../reader/text.js';
import { type AgentAnswer, citeRates } from './answer.js';
import { bold, compose, table } from './compose.js';
import type { AgentContext } from './context.js';
import { documentHourlyUnlessStated } from './document-hourly.js';
import { KIND_LABEL } from './overtime-kinds.js';
import { agreementOf, domesticHourlyPay } from './pay-base.js';
import { ratesForCondition } from './rate-condition.js';

// "10 turni di notte", "12 notti", "cinque notti", "4 domeniche": how many shifts; "di 8 ore", "da 8 ore",
// "8 ore ciascuno", "22:00-06:00": their length.
const SHIFTS = /\b(\d{1,2}|[a-z]+) (?:turni|notti|domeniche|giornate festive)\b/g;
const SPAN = /\b(?:dalle )?(\d{1,2})(?:[:.]00)? ?(?:-|–|alle) ?(\d{1,2})(?:[:.]00)?\b/g;
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
  // An uploaded shift letter tells the shifts the question points at ("questa lettera … quelle cinque notti").
  const told = [text, ...documentTexts(ctx.documents).map((d) => readable(d.text))].join('\n');
  const shifts = shiftCount(text) ?? shiftCount(told) ?? 0;
  const lengthMatch = LENGTH.exec(text);
  const length = Number((lengthMatch?.[1] ?? lengthMatch?.[2] ?? '').replace(',', '.')) || spanOf(told, kind);
  const hourly = domesticHourlyPay(req) ?? documentHourlyUnlessStated(ctx, req);
  if (!(shifts > 1) || !(length > 0) || hourly === undefined) return undefined;
  const rate = rateFor(ccnl.rates.rates ?? [], kind, told);
  if (!rate) return undefined;
  const hours = shifts * length;
  // The total on the exact hour (10,65 × 30% = 3,195 €), not on the hour rounded to the cent first.
  const exact = (hourly * rate.percent) / 100;
  const onlyIncrease = INCREASE_ONLY.test(text);
  const exactPerHour = onlyIncrease ? exact : hourly + exact;
  const total = cents(hours * exactPerHour);
  const hourShown = (n: number) =>
    Math.abs(n - cents(n)) < 1e-9
      ? euro(n)
      : `${String(Math.round(n * 10_000) / 10_000).replace('.', ',')} €`;
  const what = onlyIncrease
    ? `la maggiorazione per ${KIND_LABEL[kind]} (${percent(rate.percent)})`
    : `il ${KIND_LABEL[kind]} (paga oraria più il ${percent(rate.percent)})`;
  return compose({
    answer: `Per ${shifts} turni di ${count(length)} ore (${count(hours)} ore), ${what} vale in tutto ${bold(euro(total))}: ${count(hours)} × ${hourShown(exactPerHour)}.`,
    steps: [
      ...table(
        [
          ['Ore nel periodo', `${shifts} × ${count(length)} = ${count(hours)}`],
          [`Maggiorazione oraria (${percent(rate.percent)} di ${euro(hourly)})`, hourShown(exact)],
          ...(onlyIncrease
            ? []
            : ([
                ["Valore dell'ora", `${euro(hourly)} + ${hourShown(exact)} = ${hourShown(exactPerHour)}`],
              ] as [string, string][])),
          ['Totale', `${count(hours)} × ${hourShown(exactPerHour)} = ${euro(total)}`],
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
    citations: citeRates(ccnl),
    related: [],
  });
}

type Rate = NonNullable<Ccnl['rates']['rates']>[number];

// "ciclo a tre turni avvicendati", "turno notturno", "turnista": night work inside a shift rota.
const IN_SHIFTS =
  /\bturn(?:i|ista|isti) (?:avvicendat|a ciclo|continu)\w*|\bciclo a (?:due|tre|quattro|\d) turni\b|\bturnist\w*/;

/**
 * The agreement's one rate for the kind, or, when it has one in shifts and one outside them, the one the text
 * tells ("turni avvicendati" picks "in turni"); undefined when the text does not tell which.
 */
function rateFor(rates: readonly Rate[], kind: string, text: string): Rate | undefined {
  const matching = rates.filter((r) => r.kind === kind);
  if (matching.length <= 1) return matching[0];
  // "non gira sui turni, fa sempre e solo la notte": the rate whose written case the text tells (rate-condition.ts).
  const { chosen } = ratesForCondition(matching, text);
  if (chosen.length === 1) return chosen[0];
  if (!IN_SHIFTS.test(text)) return undefined;
  const inShifts = matching.filter(
    (r) =>
      /\bin turni\b|\bturnist/.test(r.condition ?? '') &&
      !/\bnon (?:in turni|turnist)/.test(r.condition ?? ''),
  );
  return inShifts.length === 1 ? inShifts[0] : undefined;
}

/** A night shift's length from its times ("22:00-06:00", "dalle 22 alle 6"): the span that ends next morning. */
function spanOf(text: string, kind: string): number {
  if (!kind.includes('notturn')) return 0;
  for (const m of text.matchAll(SPAN)) {
    const from = Number(m[1]);
    const to = Number(m[2]);
    if (from >= 20 && from <= 24 && to <= 8) return (to - from + 24) % 24;
  }
  return 0;
}

/** The first count of shifts said, in digits or words ("10 turni", "cinque notti"). */
function shiftCount(text: string): number | undefined {
  for (const m of text.matchAll(SHIFTS)) {
    // "ciclo a tre turni avvicendati" is the rota, not the shifts worked.
    const before = text.slice(Math.max(0, m.index - 20), m.index);
    const after = text.slice(m.index + m[0].length, m.index + m[0].length + 14);
    if (
      /\b(?:ciclo|sistema|schema|su|a) (?:a |di |su )?$/.test(before) ||
      /^ (?:avvicendat|continu|a ciclo)/.test(after)
    )
      continue;
    const n = countValue(m[1] ?? '');
    if (n !== undefined && n > 0) return n;
  }
  return undefined;
}
