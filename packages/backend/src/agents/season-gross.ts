import { euro, italianDate } from '../kb/format.js';
import { levelPayAt } from '../kb/pay.js';
import { cents } from '../payroll/index.js';
import { monthsWorked } from '../payroll/pay-items.js';
import { countValue } from '../reader/numbers.js';
import type { TypedRequest } from '../reader/request.js';
import { GROSS_WITH_RATEI } from '../reader/story-asked-figure.js';
import { readable } from '../reader/text.js';
import { type AgentAnswer, levelMinimumCitations, monthlyPaymentsCitations } from './answer.js';
import { bold, compose } from './compose.js';
import type { AgentContext } from './context.js';
import { related } from './figure-answers.js';
import { agreementOf, isDomestic } from './pay-base.js';
import { levelAfterOf } from './shared/levels.js';

const NET_ASKED = /\bnett[oia]\b|\bin tasca\b|\bin mano\b/;
/** "prendo 5 camerieri", "assumiamo tre commesse": how many workers the same pay is for. */
const HEADCOUNT =
  /\b(?:prendo|prendiamo|assumo|assumiamo|assumer\w*|servono|ci servono|mi servono)\s+(\d{1,2}|due|tre|quattro|cinque|sei|sette|otto|nove|dieci)\s+[a-z]/;

/** The first day of each month from `from` to `to` (ISO days). */
function monthStarts(from: string, to: string): string[] {
  const out: string[] = [];
  let [y, m] = [Number(from.slice(0, 4)), Number(from.slice(5, 7))];
  const last = Number(to.slice(0, 4)) * 12 + Number(to.slice(5, 7));
  while (y * 12 + m <= last) {
    out.push(`${y}-${String(m).padStart(2, '0')}-01`);
    m += 1;
    if (m > 12) [y, m] = [y + 1, 1];
  }
  return out;
}

/**
 * A season's gross pay at a level's minimum, for one worker and for the headcount hired ("5 camerieri dal 1°
 * dicembre 2026 al 30 aprile 2027: i 5 stipendi più i ratei di 13ª e 14ª, per uno e per tutti e cinque"): each
 * month at the table in force then, and a twelfth of that month's pay for each extra month the agreement pays
 * (the 14th only where it has one). Undefined when the net is asked, the span is not whole months within a year,
 * or a month has no table.
 */
export function seasonGross(ctx: AgentContext, req: TypedRequest): AgentAnswer | undefined {
  const { hireDate: hire, endDate: end, level } = req.slots;
  const text = readable(ctx.message);
  if (!hire || !end || !level || NET_ASKED.test(text) || !GROSS_WITH_RATEI.test(text)) return undefined;
  if (req.slots.amounts.some((a) => a.kind === 'monthly_gross' || a.kind === 'ral')) return undefined;
  const ccnl = agreementOf(ctx, req);
  if (!ccnl || isDomestic(ccnl)) return undefined;
  const starts = monthStarts(hire, end);
  const months = monthsWorked(hire, end, hire, end);
  if (months !== starts.length || months < 1 || months > 12) return undefined;
  const pays = starts.map((day) => levelPayAt(ccnl, level, day));
  if (pays.some((p) => !p)) return undefined;
  const amounts = pays.map((p) => p?.row.amount ?? 0);
  const wages = cents(amounts.reduce((s, a) => s + a, 0));
  const extras = ccnl.monthly_payments.value === 14 ? ['13ª', '14ª'] : ['13ª'];
  const rateo = cents(wages / 12);
  const one = cents(wages + rateo * extras.length);
  const countWord = HEADCOUNT.exec(text)?.[1];
  const count = countWord === undefined ? undefined : countValue(countWord);
  const same = amounts.every((a) => a === amounts[0]);
  const first = pays[0];
  const monthly = same ? `${months} × ${euro(amounts[0] ?? 0)}` : amounts.map(euro).join(' + ');
  const who = `il ${levelAfterOf(ccnl, level)} del ${ccnl.short_name}`;
  const all = count && count > 1 ? cents(one * count) : undefined;
  return compose({
    answer: `Per ${who} dal ${italianDate(hire)} al ${italianDate(end)} (${months} mesi) la retribuzione lorda è di ${bold(euro(one))} a persona${all ? ` e di ${bold(euro(all))} per ${count} persone` : ''}: ${euro(wages)} di stipendi più ${extras.map((e) => `${euro(rateo)} di rateo di ${e}`).join(' e ')}.`,
    steps: [
      '| Voce | Calcolo | Importo |',
      '| --- | --- | ---: |',
      `| Stipendi | ${monthly} | ${euro(wages)} |`,
      ...extras.map((e) => `| Rateo di ${e} | ${euro(wages)} × 1/12 | ${euro(rateo)} |`),
      `| **A persona** | | **${euro(one)}** |`,
      ...(all ? [`| **Per ${count} persone** | ${euro(one)} × ${count} | **${euro(all)}** |`] : []),
    ],
    assumptions: [
      `Minimo tabellare del livello${same && first ? ` (tabella in vigore dal ${italianDate(first.table.effective_from)})` : ', mese per mese'}, senza scatti, superminimo né straordinari.`,
      'Ogni mese intero matura un dodicesimo delle mensilità aggiuntive.',
      'Esclusi i contributi a carico dell’azienda e il TFR.',
    ],
    citations: [
      ...(first
        ? levelMinimumCitations(ccnl, `${levelAfterOf(ccnl, level)}`, first.row.amount, first.table)
        : []),
      ...monthlyPaymentsCitations(ccnl),
    ],
    related: related(ctx.message),
  });
}
