import { euro } from '../kb/format.js';
import type { Ccnl } from '../kb/schema.js';
import { cents } from '../payroll/index.js';
import type { TypedRequest } from '../reader/request.js';
import { readable } from '../reader/text.js';
import { type AgentAnswer, citeRates } from './answer.js';
import { bold, compose, table } from './compose.js';
import type { AgentContext } from './context.js';
import { type NightGroup, nightGroups } from './night-groups.js';
import { nightShiftRateAnswer } from './night-shift-rate.js';

/**
 * A night allowance paid per night by the night hours worked in it, as an agreement's rates state it ("Lavoro
 * notturno (22-6): indennità di 6,20 € per 2-4 ore notturne nella giornata e 12,39 € da 5 ore"): for "3 notti
 * dalle 22 alle 6" the band of 8 night hours, times the nights. Undefined unless the agreement states such
 * bands and the question tells the nights and their hours (here or in the turn before).
 */
const BANDS =
  /\bnotturno \((\d{1,2})-(\d{1,2})\): indennita di (\d+,\d{2}) € per (\d)-(\d) ore nottur\w*[^.;]*? e (\d+,\d{2}) € da (\d) ore\b/;
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

/** The allowance of a night of `hours` night hours and its band, or no allowance when no band holds them. */
function bandOf(hours: number, bands: Bands): { each?: number; band: string } {
  if (hours >= bands.highFrom) return { each: bands.high, band: `da ${bands.highFrom} ore notturne` };
  if (hours > bands.lowFrom && hours <= bands.lowTo)
    return { each: bands.low, band: `oltre ${bands.lowFrom} e fino a ${bands.lowTo} ore notturne` };
  return { band: '' };
}

/** Groups of the same night hours joined (a timesheet's rows of 8 hours are one group). */
function mergedGroups(groups: readonly NightGroup[]): NightGroup[] {
  const out: NightGroup[] = [];
  for (const g of groups) {
    const same = out.find((o) => o.hours === g.hours);
    if (same) same.nights += g.nights;
    else out.push({ ...g });
  }
  return out;
}

/** The sentence of the agreement's rates about the night allowance. */
const nightRule = (ccnl: Ccnl): string =>
  (ccnl.rates.text ?? '').split(/(?<=\.)\s+/).find((s) => /indennit/i.test(s) && /nottur/i.test(s)) ?? '';

export function nightAllowanceAnswer(ctx: AgentContext, req: TypedRequest): AgentAnswer | undefined {
  if (!req.slots.overtimeKind?.includes('notturn') || req.slots.overtimeKind.startsWith('straordinario'))
    return undefined;
  const ccnl = req.slots.agreements
    .map((id) => ctx.kb.byCategory(id))
    .find((c): c is Ccnl => c !== undefined && bandsOf(c) !== undefined);
  const bands = ccnl && bandsOf(ccnl);
  if (!ccnl || !bands) return undefined;
  // "mi passano su turni ruotanti h24 con 6 notti al mese": the shift workers' own rate (night-shift-rate.ts).
  const shifts = nightShiftRateAnswer([ccnl], ctx.message);
  if (shifts) return shifts;
  const groups = mergedGroups(nightGroups(ctx, bands));
  if (groups.length === 0) return undefined;
  const priced = groups.map((g) => ({ ...g, ...bandOf(g.hours, bands) }));
  if (priced.some((g) => g.each === undefined)) return undefined;
  const total = cents(priced.reduce((sum, g) => sum + (g.each ?? 0) * g.nights, 0));
  const window = `${bands.from}-${bands.to}`;
  const nights = groups.reduce((sum, g) => sum + g.nights, 0);
  const product = (g: (typeof priced)[number]) => `${g.nights} × ${euro(g.each ?? 0)}`;
  const told =
    priced.length === 1
      ? `per ${nights} ${nights === 1 ? 'notte' : 'notti'} con ${priced[0]?.hours} ore nella fascia ${window}`
      : `per ${nights} notti (${priced.map((g) => `${g.nights} con ${g.hours} ore`).join(', ')} nella fascia ${window})`;
  const said = priced.map((g) => `${product(g)} (indennità per notte ${g.band})`).join(' + ');
  return compose({
    answer: `Nel ${ccnl.short_name}, ${told} spetta un'indennità per lavoro notturno di ${bold(euro(total))} in tutto: ${said} [1].`,
    steps: table(
      [
        ...priced.flatMap((g): [string, string][] => [
          [`Ore nella fascia notturna ${window}, per notte`, String(g.hours)],
          [
            `Indennità per notte (${g.band})`,
            priced.length === 1
              ? euro(g.each ?? 0)
              : `${product(g)} = ${euro(cents((g.each ?? 0) * g.nights))}`,
          ],
        ]),
        ['Totale', `${priced.map(product).join(' + ')} = ${euro(total)}`],
      ],
      ['Passaggio', 'Importo'],
    ),
    assumptions: [`Regola del contratto: ${nightRule(ccnl)}`],
    citations: citeRates(ccnl),
    related: [],
  });
}

/** The answer above when the turn, or the turn it follows, names the allowance ("quanto mi spetta di indennità?"). */
export function nightAllowanceAsked(ctx: AgentContext, req: TypedRequest): AgentAnswer | undefined {
  if (req.intent === 'overtime_value') return undefined; // (answered in its place there)
  const asked = `${readable(ctx.message)} ${readable(ctx.history?.at(-1) ?? '')}`;
  return /\bindennit/.test(asked) ? nightAllowanceAnswer(ctx, req) : undefined;
}
