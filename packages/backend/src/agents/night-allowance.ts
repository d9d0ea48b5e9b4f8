import { euro } from '../kb/format.js';
import type { Ccnl } from '../kb/schema.js';
import { cents } from '../payroll/index.js';
import { countValue } from '../reader/numbers.js';
import type { TypedRequest } from '../reader/request.js';
import { readable } from '../reader/text.js';
import { type AgentAnswer, citeRates } from './answer.js';
import { bold, compose, table } from './compose.js';
import type { AgentContext } from './context.js';

/**
 * A night allowance paid per night by the night hours worked in it, as an agreement's rates state it ("Lavoro
 * notturno (22-6): indennità di 6,20 € per 2-4 ore notturne nella giornata e 12,39 € da 5 ore"): for "3 notti
 * dalle 22 alle 6" the band of 8 night hours, times the nights. Undefined unless the agreement states such
 * bands and the question tells the nights and their hours (here or in the turn before).
 */
const BANDS =
  /\bnotturno \((\d{1,2})-(\d{1,2})\): indennita di (\d+,\d{2}) € per (\d)-(\d) ore nottur\w*[^.;]*? e (\d+,\d{2}) € da (\d) ore\b/;
const NIGHTS = /\b(\d{1,2}|[a-z]+) (?:notti|volte|turni di notte|turni notturni)\b/;
const SPAN = /\bdalle (\d{1,2})(?:[:.]\d{2})? alle (\d{1,2})(?:[:.]\d{2})?\b/g;

interface Bands {
  from: number;
  to: number;
  low: number;
  lowFrom: number;
  lowTo: number;
  high: number;
  highFrom: number;
}

function bandsOf(ccnl: Ccnl): Bands | undefined {
  const m = BANDS.exec(readable(ccnl.rates.text ?? ''));
  if (!m) return undefined;
  const n = (i: number) => Number((m[i] ?? '').replace(',', '.'));
  return { from: n(1), to: n(2), low: n(3), lowFrom: n(4), lowTo: n(5), high: n(6), highFrom: n(7) };
}

/** The hours of a span ("dalle 3 alle 6") inside the night window (22-6), or undefined when none is said. */
function nightHours(text: string, bands: Bands): number | undefined {
  for (const m of text.matchAll(SPAN)) {
    const start = Number(m[1]);
    const end = Number(m[2]);
    const length = (end - start + 24) % 24;
    if (!(length > 0)) continue;
    let inside = 0;
    for (let h = 0; h < length; h++) {
      const hour = (start + h) % 24;
      if (hour >= bands.from || hour < bands.to) inside++;
    }
    return inside;
  }
  return undefined;
}

/** The sentence of the agreement's rates about the night allowance. */
const nightRule = (ccnl: Ccnl): string =>
  (ccnl.rates.text ?? '').split(/(?<=\.)\s+/).find((s) => /indennit/i.test(s) && /nottur/i.test(s)) ?? '';

function nightsCount(text: string): number | undefined {
  const m = NIGHTS.exec(text);
  const n = m ? countValue(m[1] ?? '') : undefined;
  return n !== undefined && n > 0 && n <= 31 ? n : undefined;
}

export function nightAllowanceAnswer(ctx: AgentContext, req: TypedRequest): AgentAnswer | undefined {
  if (!req.slots.overtimeKind?.includes('notturn') || req.slots.overtimeKind.startsWith('straordinario'))
    return undefined;
  const ccnl = req.slots.agreements
    .map((id) => ctx.kb.byCategory(id))
    .find((c): c is Ccnl => c !== undefined && bandsOf(c) !== undefined);
  const bands = ccnl && bandsOf(ccnl);
  if (!ccnl || !bands) return undefined;
  const text = readable(ctx.message);
  const before = readable(ctx.history?.at(-1) ?? '');
  const nights = nightsCount(text) ?? nightsCount(before);
  const hours = nightHours(text, bands) ?? nightHours(before, bands);
  if (nights === undefined || hours === undefined) return undefined;
  const low = hours > bands.lowFrom && hours <= bands.lowTo;
  const high = hours >= bands.highFrom;
  if (!low && !high) return undefined;
  const each = high ? bands.high : bands.low;
  const band = high
    ? `da ${bands.highFrom} ore notturne`
    : `oltre ${bands.lowFrom} e fino a ${bands.lowTo} ore notturne`;
  const total = cents(each * nights);
  const window = `${bands.from}-${bands.to}`;
  return compose({
    answer: `Nel ${ccnl.short_name}, per ${nights} ${nights === 1 ? 'notte' : 'notti'} con ${hours} ore nella fascia ${window} spetta un'indennità per lavoro notturno di ${bold(euro(total))} in tutto: ${nights} × ${euro(each)} (indennità per notte ${band}) [1].`,
    steps: table(
      [
        [`Ore nella fascia notturna ${window}, per notte`, String(hours)],
        [`Indennità per notte (${band})`, euro(each)],
        ['Totale', `${nights} × ${euro(each)} = ${euro(total)}`],
      ],
      ['Passaggio', 'Importo'],
    ),
    assumptions: [`Regola del contratto: ${nightRule(ccnl)}`],
    citations: citeRates(ccnl),
    related: [],
  });
}
