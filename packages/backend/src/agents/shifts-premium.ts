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

// A later turn changing only the case ("e se invece non fossi turnista, quanto diventa?"), not asking the whole hour.
const CASE_CHANGED = /^\s*(?:e|ma)\b[^?]*\b(?:se|invece)\b|\bquanto divent\w*/;
const WHOLE_HOUR = /\bin tutto (?:la paga|il lordo)|\bvalore dell'?ora\b|\bpaga (?:oraria )?compres\w*/;

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
  const span = spanTimes(told, kind);
  // "faccio una notte 22-6": one shift whose times are said is counted as such.
  const shifts = shiftCount(text) ?? shiftCount(told) ?? (span && ONE_SHIFT.test(text) ? 1 : 0);
  const lengthMatch = LENGTH.exec(text);
  const length =
    Number((lengthMatch?.[1] ?? lengthMatch?.[2] ?? '').replace(',', '.')) ||
    (span ? (span[1] - span[0] + 24) % 24 : 0);
  const hourly = domesticHourlyPay(req) ?? documentHourlyUnlessStated(ctx, req);
  if (!(shifts > 1 || (shifts === 1 && span)) || !(length > 0) || hourly === undefined) return undefined;
  const rate = rateFor(ccnl.rates.rates ?? [], kind, told);
  if (!rate) return undefined;
  // A shift running past the agreement's night window ("21-7" against "tra le 22 e le 6"): only its hours inside
  // the window carry the surcharge.
  const window = windowOf(rate.condition);
  const inside = span && window ? Math.min(length, overlap(span, window)) : length;
  const partly = inside > 0 && inside < length;
  const perShift = partly ? inside : length;
  const hours = shifts * perShift;
  // The total on the exact hour (10,65 × 30% = 3,195 €), not on the hour rounded to the cent first.
  const exact = (hourly * rate.percent) / 100;
  // "e se invece … quanto diventa?" after a turn asking the surcharge alone: the same surcharge, another case.
  const earlier = ctx.history?.at(-1);
  const onlyIncrease =
    INCREASE_ONLY.test(text) ||
    (CASE_CHANGED.test(text) &&
      !WHOLE_HOUR.test(text) &&
      earlier !== undefined &&
      INCREASE_ONLY.test(readable(earlier)) &&
      shiftCount(readable(earlier)) !== undefined);
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
    answer: `${
      shifts === 1 ? `Per un turno di ${count(length)} ore` : `Per ${shifts} turni di ${count(length)} ore`
    }${partly ? `, di cui ${count(perShift)} nella fascia notturna` : ''}${
      shifts > 1 || partly ? ` (${count(hours)} ore${partly ? ' con maggiorazione' : ''})` : ''
    }, ${what} vale in tutto ${bold(euro(total))}: ${count(hours)} × ${hourShown(exactPerHour)}.`,
    steps: [
      ...table(
        [
          ...(partly && window
            ? ([
                [
                  `Ore notturne per turno (fascia ${window[0]}-${window[1]})`,
                  `${count(perShift)} su ${count(length)}`,
                ],
              ] as [string, string][])
            : []),
          [
            partly ? 'Ore notturne nel periodo' : 'Ore nel periodo',
            `${shifts} × ${count(perShift)} = ${count(hours)}`,
          ],
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
      ...(partly && window
        ? [
            `Le ore del turno fuori dalla fascia ${window[0]}-${window[1]} sono ordinarie e non hanno la maggiorazione.`,
          ]
        : []),
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

// "una notte", "un turno di notte", "1 turno notturno": a single shift.
const ONE_SHIFT = /\b(?:una|1) nott(?:e|ata)\b|\b(?:un|1) turno\b/;

/** A night shift's times ("22:00-06:00", "dalle 21 alle 7"): the span that ends next morning. */
function spanTimes(text: string, kind: string): [number, number] | undefined {
  if (!kind.includes('notturn')) return undefined;
  for (const m of text.matchAll(SPAN)) {
    const from = Number(m[1]);
    const to = Number(m[2]);
    if (from >= 18 && from <= 24 && to <= 9) return [from % 24, to];
  }
  return undefined;
}

/** The night window a rate's condition states ("ore lavorate tra le 22 e le 6", "22-6"), if any. */
function windowOf(condition: string | null | undefined): [number, number] | undefined {
  const m = /\btra le (\d{1,2}) e le (\d{1,2})\b|\b(\d{1,2}) ?- ?(\d{1,2})\b/.exec(condition ?? '');
  if (!m) return undefined;
  const from = Number(m[1] ?? m[3]);
  const to = Number(m[2] ?? m[4]);
  return from >= 18 && from <= 24 && to <= 9 ? [from % 24, to] : undefined;
}

/** Hours two overnight spans share, each given as [start, end] across midnight. */
function overlap(a: [number, number], b: [number, number]): number {
  // On a clock that starts at noon, overnight spans become plain intervals.
  const shift = (h: number) => (h + 12) % 24;
  const from = Math.max(shift(a[0]), shift(b[0]));
  const to = Math.min(shift(a[1]) || 24, shift(b[1]) || 24);
  return Math.max(0, to - from);
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
