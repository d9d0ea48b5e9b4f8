import { italianDate } from '../kb/format.js';
import type { Ccnl } from '../kb/schema.js';
import { monthsWorked } from '../payroll/pay-items.js';
import type { TypedRequest } from '../reader/request.js';
import { readable } from '../reader/text.js';
import { citeSources } from './answer.js';
import { bold, compose } from './compose.js';
import type { AgentContext } from './context.js';
import { fullPermitsAsked } from './full-permits-asked.js';
import { holidayBasis } from './holiday-basis.js';
import { holidayPayoutBeside } from './holiday-payout-beside.js';
import { holidayDaysTaken } from './holidays-left.js';
import { holidaysYearLeft } from './holidays-year-left.js';
import { asksBrokenMonth, brokenMonthVerdict } from './month-counted.js';
import { agreementOf } from './pay-base.js';
import { rolBands } from './rol-bands.js';

// Days and hours as people write them: "104 ore", "8,67 ore", "19,50 giorni" (never "104,00 ore").
const quantity = (value: number) =>
  Number.isInteger(value)
    ? String(value)
    : new Intl.NumberFormat('it-IT', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(value);

/** A count as said aloud: "19,5 giorni", "23,83 giorni", no trailing zero. */
const count = (value: number) => new Intl.NumberFormat('it-IT', { maximumFractionDigits: 2 }).format(value);

const ASKS_SHARE = /matur|spett|proporz|pro rata|\brate[oi]\b|fino a|quant[ie]/;
/**
 * A month's accrual asked ("quanti giorni matura al mese?", "ogni mese quante ore di permesso?", "rateo ferie
 * mensile"), or beside the year's ("quante ore di ferie annue prevede il contratto e quante al mese?").
 */
export const ASKS_MONTHLY =
  /\b(?:matur\w*|spett\w*|accumul\w*)\b[^?]{0,40}\b(?:al|ogni|per|a|ciascun) mese\b|\b(?:al|ogni|per|ciascun) mese\b[^?]{0,40}\b(?:matur\w*|spett\w*|accumul\w*)|\bmensilmente\b[^?]{0,30}\bmatur|\bmatur\w*\b[^?]{0,30}\bmensilmente\b|\brate[oi]\b[^?]{0,20}\b(?:mensil\w*|al mese|di un mese)\b|\be quant[ie](?: (?:ore|giorni))? (?:ne )?(?:matura\w* )?(?:al|ogni|per) mese\b/;

// The worker's first year or season with the employer, said in words instead of a hire date.
const FIRST_YEAR_OF_SERVICE =
  /(?:\bprim[oa]|\b1 ?[°º]) (?:anno|stagione)\b(?! di (?:apprendistato|contratto|corso))|\bappena assunt\w*|\bneo ?assunt\w*/;

// The accrual so far asked ("quante ne ha maturate finora?"), not the year's entitlement.
const ACCRUED_SO_FAR = /\bmaturat\w*|\bmatur[ao]\b/;
const YEAR_ASKED = /\b(?:all'anno|l'anno|in un anno|annu\w*|ogni anno)\b/;

/** "è con noi solo da sei mesi, quante ne ha maturate?": service under a year, in whole months, for its accrual. */
function serviceMonths(req: TypedRequest, text: string): number | undefined {
  const years = req.slots.seniorityYears;
  if (years === undefined || years <= 0 || years >= 1 || req.slots.hireDate || req.slots.endDate)
    return undefined;
  if (!ACCRUED_SO_FAR.test(text) || YEAR_ASKED.test(text)) return undefined;
  const months = Math.round(years * 12);
  return Number.isInteger(years * 12) ? months : undefined;
}

/**
 * A leaving day told without its year that falls before the hire ("assunta il 1° settembre… e se si dimette il
 * 31 gennaio?"): the next January is meant, so the day moves one year on. A year the message says is kept.
 */
function leavingAfterHire(hire: string | undefined, end: string | undefined, text: string) {
  if (!hire || !end || !/^\d{4}-\d{2}-\d{2}$/.test(hire) || !/^\d{4}-\d{2}-\d{2}$/.test(end) || end >= hire)
    return end;
  if (new RegExp(`\\b${end.slice(0, 4)}\\b`).test(text)) return end;
  const next = `${Number(end.slice(0, 4)) + 1}${end.slice(4)}`;
  return next > hire ? next : end;
}

type Ramp = Ccnl['rol_ex_festivita']['rol_by_seniority'];

/**
 * The ramp's rule when a worker hired on `hire` is still in its first step (no ROL) on `to`, said as a step;
 * undefined when the agreement grades no ROL, the hire predates the ramp or the first ROL step is reached.
 */
function beforeFirstRolStep(ramp: Ramp, hire: string | undefined, to: string): string | undefined {
  if (!ramp || !hire || !/^\d{4}-\d{2}/.test(hire) || hire < ramp.hired_from) return undefined;
  const first = ramp.steps.find((s) => s.rol_percent > 0);
  if (!first || ramp.steps[0]?.rol_percent !== 0) return undefined;
  const served =
    (Number(to.slice(0, 4)) - Number(hire.slice(0, 4))) * 12 +
    Number(to.slice(5, 7)) -
    Number(hire.slice(5, 7));
  return served < first.from_month
    ? `per chi è assunto dal ${italianDate(ramp.hired_from)} in poi i ROL maturano solo dopo ${first.from_month} mesi di servizio`
    : undefined;
}

/**
 * Holidays or ROL accrued from a hire date (or up to a leaving date) in the calendar year: the agreement's
 * yearly amount × months worked / 12, a month counting when at least 15 days of it were worked. Undefined when
 * the question gives no date or months, or the agreement's yearly amount is not a number the data states.
 */
export function accrualAnswer(ctx: AgentContext, req: TypedRequest) {
  const { hireDate, date } = req.slots;
  const endDate = leavingAfterHire(hireDate, req.slots.endDate, readable(ctx.message));
  // "quanti giorni matura ogni mese?": one month's share of the year, whatever the dates.
  const monthly = ASKS_MONTHLY.test(readable(ctx.message));
  const months = monthly ? 1 : (req.slots.monthsWorked ?? serviceMonths(req, readable(ctx.message)));
  // No part of a year told: the whole year's holidays, less the days taken when what is left is asked.
  if (!hireDate && !endDate && months === undefined) return holidaysYearLeft(ctx, req);
  if (!ASKS_SHARE.test(readable(ctx.message)) && !asksBrokenMonth(readable(ctx.message))) return undefined;
  // "con noi dal marzo 2007… quante ferie gli spettano all'anno?": a hire years back tells the seniority, not a
  // first year's share, unless that year is asked again ("assunto a marzo 2023: quante ferie ho maturato nel 2023?").
  const hireYear = hireDate?.slice(0, 4);
  if (
    hireYear &&
    !endDate &&
    months === undefined &&
    Number(hireYear) < Number(ctx.today.slice(0, 4)) - 1 &&
    (readable(ctx.message).match(new RegExp(`\\b${hireYear}\\b`, 'g')) ?? []).length < 2
  )
    return undefined;
  const ccnl = agreementOf(ctx, req);
  if (!ccnl) return undefined;
  const year = (hireDate ?? endDate ?? date ?? ctx.today).slice(0, 4);
  // A contract from one year into the next ("dal 1° dicembre 2025 al 30 aprile 2026"): its whole span accrues.
  const across = Boolean(
    hireDate && endDate && /^\d/.test(hireDate) && endDate > hireDate && !endDate.startsWith(year),
  );
  const from = hireDate && (across || hireDate.slice(0, 4) === year) ? hireDate : `${year}-01-01`;
  const to = endDate && (across || endDate.slice(0, 4) === year) ? endDate : `${year}-12-31`;
  const [periodStart, periodEnd] = across ? [from, to] : [`${year}-01-01`, `${year}-12-31`];
  const counted = months ?? monthsWorked(from, to, periodStart, periodEnd);
  const period = monthly
    ? 'per ogni mese di servizio'
    : months !== undefined
      ? `${counted} mesi lavorati`
      : `dal ${italianDate(from)} al ${italianDate(to)}: ${counted} mesi (conta il mese con almeno 15 giorni lavorati)`;

  if (req.intent === 'rol_ex_festivita') {
    const fact = ccnl.rol_ex_festivita;
    // ROL set by the employer's size needs the size: with several bands and none given, no figure.
    const staff = req.slots.employees;
    const bands = rolBands(fact, readable(ctx.message)).filter(
      (b) =>
        staff === undefined || ((b.min_employees ?? 0) <= staff && staff <= (b.max_employees ?? Infinity)),
    );
    // A hire still in the ramp's first step for the whole period (Commercio, FIPE: no ROL in the first two years)
    // accrues the ex festività alone, whatever the firm's size.
    // Only for the hours accrued by a date ("quante ne ha maturate al 31 dicembre?"), not the year's entitlement
    // and its ramp ("quante ne matura nei primi anni?", answered by the agreement's rule).
    // "è il primo anno che lavora da noi", "appena assunto": a hire within the period, its date not told.
    // (A follow-up keeps the first year the turn before told: "bagnino appena assunto…" then "e i ROL?".)
    const firstYear =
      !hireDate && FIRST_YEAR_OF_SERVICE.test(readable(`${ctx.history?.at(-1) ?? ''} ${ctx.message}`));
    const byDate = endDate !== undefined || firstYear || /\bmaturat\w*/.test(readable(ctx.message));
    // (A hire date told within the period is in the ramp's first step all through it: "presa a marzo di quest'anno,
    // quante ore le spettano quest'anno?" counts the ex festività alone, not the full ROL.)
    const noRolYet =
      byDate ||
      (hireDate !== undefined &&
        hireDate >= from &&
        // (the full entitlement asked beside the new hire's keeps both answers: re3-31, h166, h204)
        !fullPermitsAsked(readable(ctx.message)))
        ? beforeFirstRolStep(fact.rol_by_seniority, firstYear ? to : hireDate, to)
        : undefined;
    if (bands.length > 1 && !noRolYet) return undefined;
    const rol = noRolYet ? undefined : bands[0]?.hours;
    const ex = fact.ex_festivita_hours ?? undefined;
    if (rol === undefined && ex === undefined) return undefined;
    const yearly = (rol ?? 0) + (ex ?? 0);
    const share = Math.round(((yearly * counted) / 12) * 100) / 100;
    return compose({
      answer: `Nel ${ccnl.short_name}, ${period}, maturano ${bold(`${quantity(share)} ore`)} di permessi (${quantity(yearly)} ore l'anno × ${counted}/12)${noRolYet ? ': solo ex festività, perché nei primi mesi di servizio i ROL non maturano ancora' : ''}.`,
      steps: [
        ...(rol !== undefined ? [`ROL: ${quantity(rol)} ore l'anno.`] : []),
        ...(noRolYet ? [`ROL: 0 ore (${noRolYet}).`] : []),
        ...(ex !== undefined ? [`Ex festività: ${quantity(ex)} ore l'anno.`] : []),
        `Ratei: ${quantity(yearly)} × ${counted} / 12 = ${quantity(share)} ore.`,
      ],
      assumptions: [
        'Il rateo mensile è 1/12 del monte ore annuo; verificare eventuali soglie del contratto applicato.',
      ],
      citations: citeSources(
        ccnl,
        fact.text ?? 'Permessi ROL ed ex festività',
        fact.article ?? null,
        fact.sources,
      ),
      related: [],
    });
  }
  const fact = ccnl.holidays;
  const basis = holidayBasis(
    fact.text ?? '',
    ctx.message,
    ctx.history,
    ccnl.weekly_hours?.value ?? undefined,
  );
  if (!basis) return undefined;
  const { amount, unit } = basis;
  // The agreement's own threshold for a month to count ("rateo con almeno 16 giorni").
  const held = months ?? monthsWorked(from, to, periodStart, periodEnd, basis.threshold);
  const span =
    monthly || months !== undefined
      ? period
      : `dal ${italianDate(from)} al ${italianDate(to)}: ${held} mesi (conta il mese con almeno ${basis.threshold} giorni lavorati)`;
  const share = Math.round(((amount * held) / 12) * 100) / 100;
  // "finora ha fatto 6 giorni … quanti gliene restano?": the days taken come off the accrual.
  const taken = unit === 'giorni' ? holidayDaysTaken(readable(ctx.message)) : undefined;
  const left = taken !== undefined ? Math.round((share - taken) * 100) / 100 : undefined;
  // "… e può pagarmele invece di farmele fare?": the law's answer on the payment follows (holiday-payout-beside.ts).
  const payout = holidayPayoutBeside(ctx.message);
  // "assunto il 10 marzo: marzo conta per intero?": the verdict on the broken month first.
  const whole = brokenMonthVerdict(readable(ctx.message), hireDate, endDate, basis.threshold);
  return compose({
    answer: `${whole ? `${whole}\n\n` : ''}Nel ${ccnl.short_name}, ${span}, maturano ${bold(`${count(share)} ${unit}`)} di ferie (${quantity(amount)} ${unit} l'anno × ${held}/12).${left !== undefined && taken !== undefined ? ` Tolti i ${count(taken)} giorni già goduti, ${left >= 0 ? `ne restano ${bold(`${count(left)} giorni`)}` : `ne ha goduti ${bold(`${count(-left)} giorni`)} in più di quelli maturati`}.` : ''}${payout?.text ?? ''}`,
    steps: [
      `Ferie nel ${ccnl.short_name}: ${fact.text}.`,
      ...(basis.from ? [`Ferie in ore: ${basis.from} = ${quantity(amount)} ore l'anno.`] : []),
      `Ratei: ${quantity(amount)} × ${held} / 12 = ${quantity(share)} ${unit}.`,
      ...(left !== undefined && taken !== undefined
        ? [`Residuo: ${quantity(share)} − ${quantity(taken)} = ${quantity(left)} giorni.`]
        : []),
    ],
    assumptions: ['Le ferie maturano per dodicesimi: 1/12 del totale annuo per ogni mese lavorato.'],
    citations: [
      ...citeSources(ccnl, fact.text ?? 'Ferie', fact.article ?? null, fact.sources),
      ...(payout?.citations ?? []),
    ],
    related: [],
  });
}
