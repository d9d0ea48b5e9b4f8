import { euro } from '../kb/format.js';
import { cents, domesticContributions, isTaxYear, PayrollInputError } from '../payroll/index.js';
import type { TypedRequest } from '../reader/request.js';
import { readable } from '../reader/text.js';
import type { AgentAnswer } from './answer.js';
import { bold, compose } from './compose.js';
import type { AgentContext } from './context.js';
import { FIXED_TERM, grossForNet, NET_PER_HOUR } from './domestic-net-hourly.js';
import { domesticHourlyPay, payrollData, yearOf } from './pay-base.js';
import { sourceCitations } from './worked.js';

/**
 * Session 47 (fixs47c): the family's cost of one hour of a household worker ("e a noi, ogni ora, quanto costa in
 * tutto tra paga lorda e contributi?"): the gross hourly pay plus the employer's part of the hourly INPS
 * contribution of the band (the worker's part is already inside the gross). When the pay known is a net wanted
 * ("vuole 10 euro netti all'ora", in this turn or an earlier one), the gross is worked out from it first.
 */

// The cost asked: "quanto ci costa", "quanto spendiamo", "costo orario".
const COST = /\bcost(?:a|ano|erebbe|erebbero|o|i)\b|\bspend\w*|\bsborsa\w*/;
// Per hour ("ogni ora", "all'ora", "l'ora", "costo orario"); "per ora" alone is "for now".
const PER_HOUR =
  /\bogni ora\b|\bper (?:ogni|ciascun\w*|singol\w*) ora\b|\ball'ora\b|\bl'ora\b|\borari[oa]\b|\bun'ora\b/;
// A month's, year's or quarter's cost is another answer (domestic-cost.ts, domestic-period.ts).
const OTHER_SPAN =
  /\bal mese\b|\bmensil\w*|\ball'anno\b|\bl'anno\b|\bannu\w*|\btrimestr\w*|\ba settimana\b|\bsettimanal\w*/;

/** The question sentences (the ones with "?"), or the whole text. */
function askOf(text: string): string {
  const marked = text.split(/(?<=[.?!])\s+/).filter((s) => s.includes('?'));
  return marked.length ? marked.join(' ') : text;
}

export function domesticHourlyCost(
  ctx: AgentContext,
  req: TypedRequest,
  domestic: boolean,
): AgentAnswer | undefined {
  if (!domestic) return undefined;
  const text = readable(ctx.message);
  const ask = askOf(text);
  if (!COST.test(ask) || !PER_HOUR.test(ask) || OTHER_SPAN.test(ask)) return undefined;
  const pay = domesticHourlyPay(req);
  if (pay === undefined || pay <= 0 || pay > 50) return undefined;
  const year = yearOf(ctx, req);
  const data = payrollData();
  if (!data || !isTaxYear(year)) return undefined;
  // The pay is a net wanted when this turn says so, or when it gives no figure and an earlier turn did.
  const earlier = (ctx.history ?? []).slice(-3).map(readable);
  const net = NET_PER_HOUR.test(text) || (!/\d/.test(text) && earlier.some((t) => NET_PER_HOUR.test(t)));
  const fixedTerm = FIXED_TERM.test(`${earlier.join(' ')} ${text}`);
  const weeklyHours = req.slots.weeklyHours;
  let gross = pay;
  let worked: ReturnType<typeof domesticContributions>;
  if (net) {
    const found = grossForNet(pay, { year, weeklyHours, fixedTerm });
    if (!found) return undefined;
    gross = found.gross;
    worked = found.worked;
  } else {
    try {
      worked = domesticContributions(data.domestic, {
        year,
        hourlyPay: pay,
        weeklyHours: weeklyHours ?? 20,
        fixedTerm,
      });
    } catch (error) {
      if (error instanceof PayrollInputError) return undefined;
      throw error;
    }
  }
  const r = worked.result;
  const cost = cents(gross + r.hourlyEmployer);
  const fromNet = net
    ? [
        `Paga oraria lorda per ${euro(pay)} netti: ${euro(pay)} + ${euro(r.hourlyWorker)} (quota INPS del lavoratore) = ${euro(gross)}.`,
      ]
    : [];
  return compose({
    answer: `Ogni ora vi costa ${bold(euro(cost))}: la paga lorda di ${euro(gross)} più ${bold(`${euro(r.hourlyEmployer)} di contributi INPS a carico della famiglia`)} (${year}). Il contributo orario è ${euro(r.hourlyTotal)}, ma ${euro(r.hourlyWorker)} sono la quota della lavoratrice, già compresa nella paga lorda e trattenuta in busta.`,
    steps: [
      ...fromNet,
      `Contributo INPS orario ${year} (${r.band}): ${euro(r.hourlyTotal)}, di cui ${euro(r.hourlyWorker)} a carico del lavoratore.`,
      `Quota del datore di lavoro: ${euro(r.hourlyTotal)} − ${euro(r.hourlyWorker)} = ${euro(r.hourlyEmployer)} l'ora.`,
      `Costo orario: ${euro(gross)} + ${euro(r.hourlyEmployer)} = ${euro(cost)}.`,
    ],
    assumptions: [
      `Rapporto ${fixedTerm ? 'a tempo determinato' : 'a tempo indeterminato'}, con quota CUAF${weeklyHours === undefined ? ', fino a 24 ore settimanali (oltre, il contributo è unico per tutte le ore)' : ''}.`,
      "Non compresi i ratei di tredicesima, ferie e TFR né la quota Cas.sa.Colf; il datore di lavoro domestico non trattiene l'IRPEF.",
    ],
    citations: sourceCitations(worked.sources),
    related: [
      'Quanto devo versare di contributi INPS per la colf nel trimestre?',
      'Quanto costa in un anno una colf a ore, con tredicesima e TFR?',
    ],
  });
}
