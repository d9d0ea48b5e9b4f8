import { euro, figureValue } from '../kb/format.js';
import { cents, domesticContributions, isTaxYear } from '../payroll/index.js';
import { fixedTermContract } from '../reader/fixed-term.js';
import { readable } from '../reader/text.js';
import type { AgentAnswer } from './answer.js';
import { bold, compose } from './compose.js';
import type { AgentContext } from './context.js';
import { documentText } from './document-request.js';
import { withAskedQuarterDeadline } from './domestic-deadline.js';
import { computed, isAnswer } from './figure-answers.js';
import { payrollData } from './pay-base.js';
import { workedParts } from './worked.js';

/**
 * An uploaded statement of a domestic worker's INPS contributions for a period ("Ore retribuite nel trimestre:
 * 156", "Contributo orario applicato: 1,68", "Totale contributi trimestre: 262,08") checked: the hourly
 * contribution of the statement's own year and band, the period's hours times it, and the gap from the totals the
 * statement shows ("quanto andava versato davvero e di quanto è la differenza?"). The statement gives the hours,
 * the pay and the year: nothing is asked again, and no monthly pay is estimated in its place.
 */

const FIGURE = String.raw`(\d{1,3}(?:\.\d{3})*,\d{2}|\d+(?:,\d+)?)`;
const STATEMENT = /\bcontribut\w*\b/i;
const DOMESTIC =
  /\b(?:lavoro domestico|colf|badante|baby.?sitter|assistente familiare|lavoratrice domestica)\b/i;
const PERIOD_HOURS = new RegExp(
  String.raw`\bore (?:retribuite|lavorate|pagate|totali)[^\n\d]{0,30}?${FIGURE}`,
  'i',
);
const HOURLY_PAY = new RegExp(
  String.raw`\b(?:paga|retribuzione|compenso) orari[ao][^\n\d]{0,15}?${FIGURE}`,
  'i',
);
// An hours sheet's period total ("TOTALE TRIMESTRE: 195 ore", "Totale ore: 195").
const TOTAL_HOURS = new RegExp(
  String.raw`\btotale\b[^\n\d]{0,30}?${FIGURE}\s*ore\b|\btotale ore\b[^\n\d]{0,20}?${FIGURE}`,
  'i',
);
const WEEKLY = /\b(\d{1,2}(?:,\d+)?)\s*ore\s+(?:settimanali|a settimana|alla settimana)\b/i;
const HOURLY_APPLIED = new RegExp(String.raw`\bcontributo orario[^\n\d]{0,40}?${FIGURE}`, 'i');
const TOTAL_STATED = new RegExp(String.raw`\btotale contributi[^\n\d]{0,30}?${FIGURE}`, 'i');
const WORKER_LABEL = /\bquota (?:del |della |a carico (?:del |della )?)?lavorat\w*/i;
// The contributions computed on an hours sheet ("mi calcola il contributo INPS del trimestre?").
const CONTRIBUTIONS_ASKED = /\bcontribut\w*|\binps\b/;
const COMPUTES = /\bcalcol\w*|\bquant[oaie]\b|\bimport[oi]\b|\bda versare\b|\bdevo versare\b/;
const YEAR = /\b(20\d\d)\b/;
const QUARTER = /\btrimestr/i;
// A check of the statement, or the amount due asked ("quanto andava versato davvero", "di quanto è la differenza").
const CHECK_ASKED =
  /\b(?:ri)?controll\w*|\bverific\w*|\bgiust[oaie]\b|\bcorrett\w*|\bsbagliat\w*|\bdifferenz\w*|\bandava versat\w*|\bdovev\w* versa\w*|\bva versat\w*|\btorna\b|\bvecchi\w*|\banno scorso\b/;

/** The worker's share the statement shows: the last figure after its label, before the next word ("(0,42 x 156): 65,52"). */
function workerStated(text: string): number | undefined {
  const m = WORKER_LABEL.exec(text);
  if (!m) return undefined;
  const after = text.slice(m.index + m[0].length);
  const end = after.search(/\p{L}{5,}/u);
  const last = (end < 0 ? after : after.slice(0, end)).match(/\d{1,3}(?:\.\d{3})*,\d{2}(?!\d)/g)?.at(-1);
  return last ? figureValue(last) : undefined;
}

const number = (raw: string | undefined) => (raw ? figureValue(raw) : undefined);

export function documentContributionSheet(ctx: AgentContext): AgentAnswer | undefined {
  if (!ctx.documents.length) return undefined;
  const question = readable(ctx.message);
  const text = documentText(ctx);
  // (An hours sheet with no contributions of its own, its period's hours totalled: the period's contributions
  // computed on them. A month's payslip asked of a quarter or of one hour's share is answered elsewhere.)
  const computes =
    CONTRIBUTIONS_ASKED.test(question) &&
    COMPUTES.test(question) &&
    TOTAL_HOURS.test(text) &&
    !/\ball'ora\b|\borari[oa]\b|\bper ora\b/.test(question);
  if (!CHECK_ASKED.test(question) && !computes) return undefined;
  if ((!STATEMENT.test(text) && !computes) || !DOMESTIC.test(text)) return undefined;
  const total = TOTAL_HOURS.exec(text);
  const hours = number(PERIOD_HOURS.exec(text)?.[1] ?? total?.[1] ?? total?.[2]);
  const hourly = number(HOURLY_PAY.exec(text)?.[1]);
  const weekly = number(WEEKLY.exec(text)?.[1]);
  const applied = number(HOURLY_APPLIED.exec(text)?.[1]);
  const statedTotal = number(TOTAL_STATED.exec(text)?.[1]);
  const year = Number(YEAR.exec(text)?.[1] ?? ctx.today.slice(0, 4));
  const stated = applied !== undefined || statedTotal !== undefined;
  if (!hours || !hourly || !weekly || (!stated && !computes)) return undefined;
  const data = payrollData();
  if (!data || !isTaxYear(year)) return undefined;
  const fixedTerm = fixedTermContract(text);
  const w = computed(ctx, () =>
    domesticContributions(data.domestic, {
      year,
      hourlyPay: hourly,
      weeklyHours: weekly,
      ...(fixedTerm ? { fixedTerm } : {}),
    }),
  );
  if (isAnswer(w)) return w;
  const r = w.result;
  const due = cents(r.hourlyTotal * hours);
  const worker = cents(r.hourlyWorker * hours);
  const period = QUARTER.test(text) ? 'nel trimestre' : 'nel periodo';
  const given = statedTotal ?? (applied !== undefined ? cents(applied * hours) : undefined);
  const gap = given !== undefined ? cents(due - given) : 0;
  const right = Math.abs(gap) < 0.01 && (applied === undefined || Math.abs(applied - r.hourlyTotal) < 0.005);
  const rate =
    applied !== undefined && Math.abs(applied - r.hourlyTotal) >= 0.005
      ? ` il contributo orario ${year} è ${bold(euro(r.hourlyTotal))} (${r.band}), non ${euro(applied)};`
      : ` il contributo orario ${year} è ${bold(euro(r.hourlyTotal))} (${r.band});`;
  const statedWorker = workerStated(text);
  const workerLine =
    statedWorker !== undefined && Math.abs(statedWorker - worker) >= 0.01
      ? ` La quota a carico della lavoratrice è ${euro(r.hourlyWorker)} l'ora: ${euro(worker)}, non ${euro(statedWorker)}.`
      : ` La quota a carico del lavoratore${stated ? '' : ', da trattenere in busta,'} è ${euro(r.hourlyWorker)} l'ora: ${stated ? euro(worker) : bold(euro(worker))}.`;
  const opening = !stated
    ? `Per le ${hours} ore retribuite ${period} il contributo INPS da versare è ${bold(euro(due))} (${hours} × ${euro(r.hourlyTotal)}):${rate.replace(/;$/, '.')}`
    : right
      ? `**Sì**: il prospetto torna:${rate} ${hours} ore retribuite ${period} × ${euro(r.hourlyTotal)} = ${bold(euro(due))}.`
      : `**No**:${rate} per ${hours} ore retribuite ${period} andavano versati ${bold(euro(due))} (${hours} × ${euro(r.hourlyTotal)})${given !== undefined ? `, non ${euro(given)}: la differenza è ${bold(`${euro(Math.abs(gap))} ${gap > 0 ? 'in meno' : 'in più'}`)} versati` : ''}.`;
  const parts = workedParts(w);
  const answer = compose({
    answer: `${opening}${workerLine}`,
    steps: [
      '| Passaggio | Calcolo | Importo |',
      '| --- | --- | ---: |',
      `| Contributo orario ${year} (${r.band}) | dalla tabella INPS | ${euro(r.hourlyTotal)} |`,
      `| Contributi dovuti | ${euro(r.hourlyTotal)} × ${hours} ore | ${euro(due)} |`,
      ...(given !== undefined
        ? [`| Importo del prospetto | | ${euro(given)} |`, `| Differenza | | ${euro(gap)} |`]
        : []),
      `| Quota del lavoratore | ${euro(r.hourlyWorker)} × ${hours} ore | ${euro(worker)} |`,
    ],
    assumptions: [
      `Dal prospetto: ${hours} ore retribuite ${period}, paga oraria ${euro(hourly)}, ${weekly} ore settimanali, anno ${year}.`,
      ...parts.assumptions,
    ],
    unanswerable: parts.unanswerable,
    citations: parts.citations,
    related: [],
  });
  // "… e la scadenza del versamento?": the period's due day follows (the sheet's months say the quarter).
  return withAskedQuarterDeadline(answer, ctx, `${readable(text)} ${question}`);
}
