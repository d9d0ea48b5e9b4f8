import { euro, italianDate, MONTH_NAMES, MONTHS, percent } from '../kb/format.js';
import { levelPayAt } from '../kb/pay.js';
import type { Ccnl } from '../kb/schema.js';
import { cents } from '../payroll/net-pay.js';
import type { TypedRequest } from '../reader/request.js';
import { readable } from '../reader/text.js';
import { type AgentAnswer, citeSources } from './answer.js';
import { bold, compose } from './compose.js';
import type { AgentContext } from './context.js';
import { documentText, firstDay, startDate } from './document-request.js';
import { incrementsBetween } from './increments-since.js';

/**
 * The value of a domestic worker's seniority increments in a month ("nel cedolino di dicembre 2026 quanto deve
 * valere la voce scatti di anzianità?"): the increments matured from the hire date to that month (art. 37: one
 * each two years of service, owed from the month after the anniversary, at most seven), each a share (4%) of the
 * minimum: the minimum the question states, else the level's in the table of the section told (live-in or not).
 * Undefined unless the rule is a share of the minimum and the hire date is known.
 */

const MONTH_YEAR = new RegExp(String.raw`\b(${MONTH_NAMES})\s+(\d{4})\b`, 'g');
/** "il cedolino di dicembre", "la busta di marzo", "a dicembre": the month the pay is read at, its year apart. */
const PAYSLIP_MONTH = new RegExp(
  String.raw`\b(?:cedolino|busta(?: paga)?|mese|stipendio|paga) di (${MONTH_NAMES})\b(?!\s+\d{4})`,
);
/** The minimum named beside the amount ("le paghiamo il minimo tabellare 2026 di 1.474,73 euro"). */
const MINIMUM_SAID = /\bminim[oi]\b/;
/**
 * The increments' amount asked ("quanto deve valere la voce scatti", "quanto valgono gli scatti"), or their count
 * with each one's value ("quanti scatti spettavano e di quanto era ciascuno", "… e quanto vale ognuno").
 */
const VALUE_ASKED =
  /\bquanti scatt\w*\b[^?]{0,80}\b(?:di quanto|quanto (?:vale|valeva|valgono|valevano|e|era)\b)|\bdi quanto (?:e|era|sono|erano|vale|valeva|valgono)\b[^?]{0,15}\b(?:ciascun\w*|ognun\w*|ogni scatto|il singolo|lo scatto|uno)\b|\bvoce\b[^?]{0,30}\b(?:scatt|anzianita)|\bval(?:e|gono|ere)\b[^?]{0,40}\bscatt|\bscatt\w*\b[^?]{0,40}\b(?:val(?:e|gono|ere)|import)|\bquanto\b[^?]{0,40}\bscatt|\bscatt\w*\?\s*(?:e )?(?:se si,? )?(?:di )?quanto\b/;
/** Another figure around the increments: when the next one comes, an hour's pay, the whole monthly pay. */
const OTHER_ASKED = /\bquando\b|\bl'ora\b|\ball'ora\b|\borari[ao]\b|\bin tutto\b|\blord|\bstipendio\b|\bnett/;

/** The minimum an uploaded payslip states ("Retribuzione minima contrattuale ...... 1.127,04"). */
function slipMinimum(ctx: AgentContext): { value: number } | undefined {
  const raw =
    /\b(?:retribuzione minima|minimo contrattuale|minimo tabellare)\b[^\n\d]{0,40}(\d{1,3}(?:\.\d{3})*,\d{2})\b/i.exec(
      documentText(ctx) ?? '',
    )?.[1];
  return raw ? { value: Number(raw.replace(/\./g, '').replace(',', '.')) } : undefined;
}

/** The start date an uploaded document states, if any. */
function documentStart(ctx: AgentContext): string | undefined {
  const text = documentText(ctx);
  return text ? (firstDay(text) ?? startDate(text)) : undefined;
}

const monthNumber = (name: string) => MONTHS.findIndex((m) => m.toLowerCase() === name) + 1;
const firstOf = (year: number, month: number) => `${year}-${String(month).padStart(2, '0')}-01`;

/** The month the question asks the increments at, other than the hire's month; undefined when none is said. */
function monthAsked(text: string, hire: string, fallbackYear: number): string | undefined {
  const hireMonth = hire.slice(0, 7);
  const dated = [...text.matchAll(MONTH_YEAR)]
    .map((m) => firstOf(Number(m[2]), monthNumber(m[1] ?? '')))
    .filter((d) => !d.includes('-00-') && d.slice(0, 7) !== hireMonth);
  if (dated.length) return dated.at(-1);
  const bare = PAYSLIP_MONTH.exec(text)?.[1];
  return bare ? firstOf(fallbackYear, monthNumber(bare)) : undefined;
}

export function domesticIncrements(
  ctx: AgentContext,
  req: TypedRequest,
  ccnl: Ccnl,
): AgentAnswer | undefined {
  // (A payslip checked for its increments: "le spettava già lo scatto? se sì di quanto?".)
  const slipIncrements = req.intent === 'payslip_check' && ctx.documents.length > 0;
  if (req.intent !== 'seniority' && !slipIncrements) return undefined;
  const rule = ccnl.seniority_increments;
  const pct = rule.percent_of_minimum;
  // The hire date said, else the start an uploaded letter states ("Data di inizio: 1 marzo 2022").
  const hire = req.slots.hireDate ?? documentStart(ctx);
  if (!pct || rule.amounts_eur_month || !hire || !/^\d{4}-\d{2}-\d{2}$/.test(hire)) return undefined;
  const text = readable(ctx.message);
  const ask =
    text
      .split(/(?<=[.;])\s+/)
      .filter((s) => s.includes('?'))
      .join(' ') || text;
  if (!VALUE_ASKED.test(ask) || OTHER_ASKED.test(ask)) return undefined;
  const today = req.slots.date && req.slots.date > hire ? req.slots.date : ctx.today;
  const asked = monthAsked(text, hire, Number(today.slice(0, 4)));
  const at = asked ?? today;
  const counted = incrementsBetween(rule, hire, at);
  if (!counted) return undefined;
  // The minimum the family says it pays is the base (a monthly figure, not an hourly one); else the table's.
  const said = MINIMUM_SAID.test(text)
    ? req.slots.amounts.find((a) => (a.kind === 'other' || a.kind === 'monthly_gross') && a.value >= 100)
    : slipMinimum(ctx);
  // A live-in's monthly table; an hourly worker's minimum is per hour (hourly-increments.ts answers that).
  const level = req.slots.level;
  const table =
    said || !level || req.slots.cohabiting !== true ? undefined : levelPayAt(ccnl, level, at, 'conviventi');
  // The minimum alone: D and DS add a function allowance that is no part of it.
  const minimum = table?.row.components?.find((c) => /^minimo\b/i.test(c.label))?.amount ?? table?.row.amount;
  // (With neither a minimum nor a month said, the level's increments are seniorityPay's: combined-pay.ts.)
  const base = said?.value ?? (asked ? minimum : undefined);
  if (base === undefined) return undefined;
  const count = counted.count;
  const each = cents((base * pct) / 100);
  const total = cents((base * pct * count) / 100);
  const month = `${MONTHS[Number(at.slice(5, 7)) - 1]?.toLowerCase()} ${at.slice(0, 4)}`;
  const baseText = said
    ? `del minimo di ${euro(base)} indicato${MINIMUM_SAID.test(text) ? '' : ' nel cedolino'}`
    : `del minimo del livello ${level} conviventi (${euro(base)}, tabella dal ${italianDate(table?.table.effective_from ?? at)})`;
  const answer =
    count === 0
      ? `Nel mese di ${month} la voce scatti di anzianità è ${bold(euro(0))}: il primo scatto matura dopo ${rule.period_years} anni di servizio, dal ${italianDate(incrementsBetween(rule, hire, '9999-12-31')?.from[0] ?? at)}.`
      : `Nel mese di ${month} la voce scatti di anzianità vale ${bold(euro(total))}: ${bold(count === 1 ? '1 scatto' : `${count} scatti`)} × ${percent(pct)} ${baseText} (${euro(each)} per scatto, ${percent(count * pct)} del minimo).`;
  return compose({
    answer,
    steps: [
      `Assunzione il ${italianDate(hire)}; anzianità contata a ${month}: uno scatto ogni ${rule.period_years} anni compiuti${/\bmese successivo\b/i.test(rule.text ?? '') ? ', dovuto dal 1° del mese successivo' : ''}.`,
      ...(counted.from.length
        ? [`Scatti maturati: ${counted.from.map((f, i) => `${i + 1}° dal ${italianDate(f)}`).join('; ')}.`]
        : []),
      ...(count
        ? [`${count} × ${percent(pct)} × ${euro(base)} = ${euro(total)} al mese.`]
        : [`Nessuno scatto maturato a ${month}.`]),
      ...(rule.text ? [`Regola del ${ccnl.short_name}: ${rule.text.replace(/\.$/, '')}.`] : []),
    ],
    assumptions: [
      'Gli scatti si calcolano sul minimo contrattuale del livello, non sul superminimo, e non sono assorbibili dal superminimo.',
    ],
    citations: rule.text
      ? citeSources(ccnl, `Scatti di anzianità: ${rule.text}`, rule.article ?? null, rule.sources, 1)
      : [],
    related: [`Quando matura il prossimo scatto nel ${ccnl.short_name}?`],
  });
}
