import { euro } from '../kb/format.js';
import { cents, grossToNet, PayrollInputError } from '../payroll/index.js';
import { isTaxYear } from '../payroll/rules.js';
import type { TypedRequest } from '../reader/request.js';
import { readable } from '../reader/text.js';
import type { AgentAnswer } from './answer.js';
import { bold, compose, table } from './compose.js';
import type { AgentContext } from './context.js';
import { asksWhy, offersMonthlyOpening, paymentsPerOffer, whyOpening } from './raise-why.js';
import { surchargesNote } from './surcharges-note.js';
import { sourceCitations } from './worked.js';

/** "da 24.000 a 27.000 di RAL, quanto cambia al mese netto?": two gross figures compared. */
const ASKS_CHANGE = /\bcambi|differenz|\baument|\bin piu\b|\bin più\b|\bpassa\w*|\bguadagn\w* di piu/;

const DEFAULT_PAYMENTS = 13;
/** The year's figure asked: "all'anno", "l'anno", "annuo", "annuale". */
const YEAR_ASKED = /\ball'anno\b|\bl'anno\b|\bannu[oaie]\b|\bannual\w*|\bin un anno\b/;

/** The kind of the two pays a raise is asked between ("e con 32.000? quanto netto in più?"), if it is asked. */
export function raiseKind(req: TypedRequest, message: string): 'ral' | 'monthly_gross' | undefined {
  // The same pay said twice ("una RAL di 23.000 … con 23 mila lordi in mano") is one pay, not a change.
  const text = readable(message);
  const kind = (['ral', 'monthly_gross'] as const).find((k) => {
    const values = req.slots.amounts.filter((a) => a.kind === k).map((a) => a.value);
    // ("la mia RAL è di 19.800 … ho sentito che sotto i 20.000 c'è una somma esentasse": a threshold the story
    // names is a rule's limit, not a second pay.)
    return values.length === 2 && values[0] !== values[1] && !values.some((v) => thresholdFigure(text, v));
  });
  // ("e al mese? la prima è su 13 mensilità, la seconda su 14": each pay on its own payments, raise-why.ts.)
  // ("perché così poco?" after the two nets: why the net grows less than the gross, raise-why.ts.)
  return kind && (ASKS_CHANGE.test(readable(message)) || paymentsPerOffer(message) || asksWhy(message))
    ? kind
    : undefined;
}

/** "sotto i 20.000", "sopra i 28 mila", "oltre i 35.000": the figure is a threshold a rule is told by. */
function thresholdFigure(text: string, value: number): boolean {
  const grouped = String(Math.trunc(value)).replace(/\B(?=(\d{3})+(?!\d))/g, '\\.');
  const forms = [grouped, String(Math.trunc(value))];
  if (value >= 1000 && value % 1000 === 0) forms.push(`${value / 1000}\\s*(?:mila|k)`);
  return new RegExp(
    `\\b(?:sotto|sopra|oltre|entro)\\s+(?:i|gli|ai|agli|la soglia (?:dei|di))\\s+(?:${forms.join('|')})(?![\\d.,]\\d)`,
  ).test(text);
}

/**
 * Two RALs (or two monthly grosses) and a question on what changes: the net of each for the year and place
 * asked, and the difference a month and a year. Undefined when the question is not such a comparison.
 */
export function raiseAnswer(ctx: AgentContext, req: TypedRequest): AgentAnswer | undefined {
  const kind = raiseKind(req, ctx.message);
  if (!kind) return undefined;
  const [from, to] = req.slots.amounts.filter((a) => a.kind === kind).map((a) => a.value);
  const year = req.slots.taxYear ?? Number((req.slots.date ?? ctx.today).slice(0, 4));
  if (from === undefined || to === undefined || !isTaxYear(year)) return undefined;
  const payments = req.slots.payments === 14 ? 14 : DEFAULT_PAYMENTS;
  const [paymentsFrom, paymentsTo] = paymentsPerOffer(ctx.message) ?? [payments, payments];
  const location = req.slots.municipality
    ? { municipality: req.slots.municipality }
    : req.slots.region
      ? { region: req.slots.region }
      : undefined;
  const net = (gross: number, payments: 13 | 14) => {
    try {
      return grossToNet(ctx.kb.surcharges, {
        year,
        payments,
        ...(kind === 'ral' ? { ral: gross } : { monthlyGross: gross }),
        ...(location ? { location } : {}),
      });
    } catch (error) {
      if (error instanceof PayrollInputError) return undefined;
      throw error;
    }
  };
  const before = net(from, paymentsFrom);
  const after = net(to, paymentsTo);
  if (!before || !after) return undefined;
  const monthly = cents(after.result.netMonthly - before.result.netMonthly);
  const annual = cents(after.result.netAnnual - before.result.netAnnual);
  const label = kind === 'ral' ? 'RAL' : 'lordo mensile';
  // "quanto netto all'anno in più?": the year's difference opens, the month's follows.
  const rise = YEAR_ASKED.test(readable(ctx.message))
    ? `${bold(`${euro(annual)} l'anno`)} nel ${year} (${euro(monthly)} al mese su ${payments} mensilità)`
    : `${bold(`${euro(monthly)} al mese`)} nel ${year} (${euro(annual)} l'anno su ${payments} mensilità)`;
  const own = (n: number) => (paymentsFrom !== paymentsTo ? ` (÷ ${n} mensilità)` : '');
  const answer =
    paymentsFrom !== paymentsTo
      ? offersMonthlyOpening(label, before.result, after.result)
      : asksWhy(ctx.message)
        ? whyOpening(before.result, after.result)
        : `Passando da ${kind === 'ral' ? 'una' : 'un'} ${label} di ${euro(from)} a ${euro(to)}, il netto cresce di ${rise}.`;
  return compose({
    answer,
    steps: table(
      [
        [`Netto annuo con ${label} ${euro(from)}`, euro(cents(before.result.netAnnual))],
        [`Netto annuo con ${label} ${euro(to)}`, euro(cents(after.result.netAnnual))],
        [
          `Netto mensile con ${label} ${euro(from)}${own(paymentsFrom)}`,
          euro(cents(before.result.netMonthly)),
        ],
        [`Netto mensile con ${label} ${euro(to)}${own(paymentsTo)}`, euro(cents(after.result.netMonthly))],
        ['**Differenza al mese**', `**${euro(monthly)}**`],
        [`Differenza annua lorda`, euro(cents(after.result.ral - before.result.ral))],
        ['Differenza annua netta', euro(annual)],
      ],
      ['Voce', 'Importo'],
    ),
    assumptions: [
      ...after.assumptions,
      ...(req.slots.payments || paymentsFrom !== paymentsTo
        ? []
        : [`${payments} mensilità: indica 14 se c'è la quattordicesima.`]),
      ...surchargesNote(ctx, Boolean(location)).assumptions,
    ],
    citations: sourceCitations(after.sources),
    related: [`Con una RAL di ${euro(to)} quanto costo all'azienda?`],
  });
}
