import { decimal, euro, MONTH_NAMES } from '../kb/format.js';
import { cents, domesticContributions, isTaxYear } from '../payroll/index.js';
import { fixedTermContract } from '../reader/fixed-term.js';
import type { TypedRequest } from '../reader/request.js';
import { readable } from '../reader/text.js';
import type { AgentAnswer } from './answer.js';
import { bold, compose } from './compose.js';
import type { AgentContext } from './context.js';
import { documentText } from './document-request.js';
import { scheduleOfItsOwn } from './domestic-asked-share.js';
import { QUARTER_WEEKS } from './domestic-band-gap.js';
import { effectivePayStated } from './domestic-effective.js';
import { computed, isAnswer, related } from './figure-answers.js';
import { domesticHourlyPay, payrollData, yearOf } from './pay-base.js';
import { workedParts } from './worked.js';

/**
 * Domestic work's INPS for the hours of a period (a quarter, a month): hours paid × the hourly contribution of
 * the band, split between the family and the worker. From the hours the question gives ("le ore retribuite
 * nel trimestre sono 260", "a marzo mi ha pagato 100 ore"), or from the weekly hours over the period asked.
 * A payslip check compares the INPS withheld with the worker's share and says that no IRPEF is withheld:
 * the family is not a withholding agent.
 */

const WEEKS_PER_MONTH = 52 / 12;
const MONTH_WORDS = new RegExp(
  String.raw`\b(?:${MONTH_NAMES})\b|\bal mese\b|\bnel mese\b|\bmensil|\bquesto mese\b|\bil mese\b`,
);

type Period = 'trimestre' | 'mese';

const MONTH_LIST = MONTH_NAMES.split('|');
const SPAN = new RegExp(
  String.raw`\b(?:(?:da|tra|fra)\s+)?(${MONTH_NAMES})\s*(?:-|/|\be\b|\ba\b)\s*(${MONTH_NAMES})\b`,
  'g',
);

/** "tra aprile e giugno", "luglio-settembre": three months of one calendar quarter, said by their ends. */
function quarterSpan(text: string): boolean {
  return [...text.matchAll(SPAN)].some((m) => {
    const from = MONTH_LIST.indexOf(m[1] ?? '');
    const to = MONTH_LIST.indexOf(m[2] ?? '');
    return from >= 0 && from % 3 === 0 && to === from + 2;
  });
}

interface PeriodHours {
  hours: number;
  period: Period;
  /** The hours were given as such (not weekly hours × weeks). */
  given: boolean;
  weekly: number;
  /** The weekly hours were inferred from the period's hours. */
  weeklyInferred: boolean;
}

/** The hours of the period asked about, and the weekly hours that pick the band. */
export function periodHours(req: TypedRequest, text: string): PeriodHours | undefined {
  const weeklySlot = req.slots.weeklyHours;
  const stated = req.slots.amounts.find((a) => a.kind === 'hours' && a.value !== weeklySlot && a.value > 24);
  const quarter = /trimestr/.test(text) || quarterSpan(text);
  const period: Period | undefined = quarter ? 'trimestre' : MONTH_WORDS.test(text) ? 'mese' : undefined;
  if (stated) {
    // "il trimestre ott-dic, se fa sempre 88 ore al mese" ("(88 al mese)" too): a month's hours, three times over.
    const perMonth = new RegExp(
      String.raw`\b${String(stated.value).replace('.', '[.,]')} (?:ore )?(?:al|ogni|per|nel|a) mese\b|\b${String(stated.value).replace('.', '[.,]')} ore mensil`,
    ).test(text);
    if (quarter && perMonth) {
      const weekly = weeklySlot ?? stated.value / WEEKS_PER_MONTH;
      return {
        hours: stated.value * 3,
        period: 'trimestre',
        given: true,
        weekly,
        weeklyInferred: weeklySlot === undefined,
      };
    }
    const p = period ?? (stated.value > 200 ? 'trimestre' : 'mese');
    const weeks = p === 'trimestre' ? QUARTER_WEEKS : WEEKS_PER_MONTH;
    const average = stated.value / weeks;
    // A quarter's hours paid are the facts contributions are paid on: over 13 weeks their average is the
    // schedule, and wins over a weekly figure it contradicts (a month's hours vary with holidays: not there).
    const weekly =
      weeklySlot !== undefined && (p === 'mese' || Math.abs(weeklySlot - average) <= 2)
        ? weeklySlot
        : average;
    return {
      hours: stated.value,
      period: p,
      given: true,
      weekly,
      weeklyInferred: weekly !== weeklySlot,
    };
  }
  if (weeklySlot !== undefined && period === 'mese')
    return {
      hours: weeklySlot * WEEKS_PER_MONTH,
      period,
      given: false,
      weekly: weeklySlot,
      weeklyInferred: false,
    };
  return undefined;
}

function worked(ctx: AgentContext, req: TypedRequest, hourlyPay: number, weekly: number) {
  const data = payrollData();
  const year = yearOf(ctx, req);
  if (!data || !isTaxYear(year)) return undefined;
  const fixedTerm = fixedTermContract(readable(ctx.message));
  return computed(ctx, () =>
    domesticContributions(data.domestic, {
      year,
      hourlyPay,
      weeklyHours: weekly,
      // (An uploaded statement's "Retribuzione oraria effettiva" is effective pay too.)
      effective: effectivePayStated(ctx.message) || effectivePayStated(documentText(ctx)),
      ...(fixedTerm ? { fixedTerm } : {}),
    }),
  );
}

const hoursText = (h: number) => (Number.isInteger(h) ? String(h) : decimal(cents(h)));
const periodText = (p: PeriodHours) =>
  p.given
    ? `${hoursText(p.hours)} ore retribuite nel ${p.period}`
    : `${hoursText(p.hours)} ore nel mese (${hoursText(p.weekly)} ore × 52 / 12)`;

function assumptionsOf(p: PeriodHours): string[] {
  return p.weeklyInferred
    ? [
        `Orario settimanale dalle ore del ${p.period}: ${hoursText(p.hours)} ore nel ${p.period} sono circa ${decimal(cents(p.weekly))} ore a settimana, ${p.weekly > 24 ? 'oltre' : 'entro'} le 24 ore che decidono la fascia.`,
      ]
    : [];
}

// "e la famiglia quanto paga di contributi per ogni ora, tolta la mia parte?": the employer's share of an hour.
const EMPLOYER_ASKED =
  /\b(?:famiglia|datore|datrice|signor[ae]?|tolta la mia parte|tolt[ao] la (?:mia )?quota|sua parte|loro parte)\b/;
const EMPLOYER_HOURLY = /\b(?:per (?:ogni |ciascun\w* )?ora|all'ora|l'ora|orari[ao])\b/;

// "260 ore nel trimestre", not a schedule ("20 ore a settimana", "8 ore al giorno").
const EARLIER_HOURS =
  /\b(\d{2,4}(?:,\d{1,2})?)\s*ore\b(?!\s*(?:settimanal\w*|a settimana|alla settimana|al giorno|giornalier\w*))/;

const TOTAL_HOURS = /\btotale (?:delle )?ore\b[^\d\n.?]{0,40}?(\d{2,4}(?:,\d{1,2})?)\b/;

/** The hours an earlier turn gave, when the request read on a follow-up kept only the pay. */
function withEarlierHours(req: TypedRequest, earlier: string): TypedRequest {
  // ("Ottobre: 52 ore … Totale ore retribuite nel trimestre: 156": the total, not the first month's line.)
  const found =
    earlier && !req.slots.amounts.some((a) => a.kind === 'hours')
      ? (TOTAL_HOURS.exec(earlier) ?? EARLIER_HOURS.exec(earlier))
      : null;
  if (!found?.[1]) return req;
  const hours = { kind: 'hours' as const, value: Number(found[1].replace(',', '.')) };
  return { ...req, slots: { ...req.slots, amounts: [...req.slots.amounts, hours] } };
}

const WEEKLY_HOURS =
  /\b\d{1,2}(?:[.,]\d)? ?(?:ore )?(?:a|alla|ogni|per) settimana\b|\b\d{1,2}(?:[.,]\d)? ?ore settimanali\b/g;

/** The contributions due for the period's hours: total, the worker's share, the family's share. */
export function domesticPeriodAnswer(ctx: AgentContext, req: TypedRequest): AgentAnswer | undefined {
  const text = readable(ctx.message);
  // "e se le dessimo 10 euro l'ora?" after "195 ore nel trimestre": the hours, and their period, are the earlier turn's.
  // (A part asked after another, "Posso? E cosa posso trattenerle per questo trimestre?", looks past "Posso?".)
  // ("Sempre 9 euro e 260 ore, quanto viene?": hours repeated on a follow-up the reader did not keep are this
  // turn's, and the period they cover is still the earlier turn's.)
  const hoursSaid = (t: string) => /\d\s*ore\b/.test(t);
  // ("sempre 234 ore", "stesse ore": the earlier turn's hours said again, over the earlier turn's period.)
  const sameHours = /\b(?:sempre|stess[ei]|medesim\w*)\b/.test(text);
  const ownHours = hoursSaid(text) && req.slots.amounts.some((a) => a.kind === 'hours') && !sameHours;
  const earlier = ownHours
    ? ''
    : ((ctx.history ?? []).slice(-3).map(readable).findLast(hoursSaid) ??
      readable(ctx.history?.at(-1) ?? ''));
  // (The earlier turn's hours under another weekly schedule are another worker's: domestic-asked-share.ts.)
  const periodHoursSaid = hoursSaid(text.replace(WEEKLY_HOURS, ' '));
  const source = periodHoursSaid
    ? undefined
    : (ctx.history ?? []).slice(-3).map(readable).findLast(hoursSaid);
  if (source && scheduleOfItsOwn(text, source)) return undefined;
  const p = periodHours(withEarlierHours(req, hoursSaid(text) ? text : earlier), `${earlier} ${text}`);
  const hourly = domesticHourlyPay(req);
  if (!p?.given || hourly === undefined) return undefined;
  const w = worked(ctx, req, hourly, p.weekly);
  if (!w) return undefined;
  if (isAnswer(w)) return w;
  const r = w.result;
  const total = cents(r.hourlyTotal * p.hours);
  const worker = cents(r.hourlyWorker * p.hours);
  const parts = workedParts(w);
  // A fixed-term contract pays the higher rate (the additional 1,40%): said beside the figure it changes.
  const contract = fixedTermContract(text) ? ', rapporto a tempo determinato' : '';
  // (The ask, not the story: "paga oraria 8,00 €" and "il datore" or "una signora" told before it ask no
  // employer's hourly share.)
  const marked = text.split(/(?<=[.?!])\s+/).filter((s) => s.includes('?'));
  const asked = (marked.length ? marked.join(' ') : text).replace(
    /\b(?:paga|retribuzione|compenso) orari[ao]\b/g,
    ' ',
  );
  const employerHour = EMPLOYER_HOURLY.test(asked) && EMPLOYER_ASKED.test(asked);
  // "quanto le devo dare netto in mano?": the hours' gross less the worker's INPS opens; no IRPEF is withheld.
  // ("e se passasse a 30 ore, con 130 ore nel mese?" after the net asked: the follow-up asks the same net.)
  const netWord = /\bnett[oaie]\b|\bin mano\b/;
  const netAsked =
    netWord.test(marked.join(' ')) ||
    (/^(?:e|ma) (?:se|con|invece|per)\b/.test(text) &&
      !/\bcontribut|\binps\b|\bcost|\bquota\b/.test(text) &&
      netWord.test(readable(ctx.history?.at(-1) ?? '')));
  const gross = cents(hourly * p.hours);
  const net = netAsked
    ? `Per ${periodText(p)} a ${euro(hourly)} l'ora il lordo è ${euro(gross)}: tolta la quota INPS del lavoratore (${euro(worker)}) il netto da dare è ${bold(euro(cents(gross - worker)))}, con nessuna ritenuta IRPEF: il datore di lavoro domestico non è sostituto d'imposta. `
    : '';
  return compose({
    answer: `${net}${employerHour ? `La famiglia paga ${bold(`${euro(r.hourlyEmployer)} l'ora`)} di contributi INPS, tolta la quota del lavoratore (${euro(r.hourlyTotal)} l'ora in tutto − ${euro(r.hourlyWorker)} l'ora del lavoratore). ` : ''}Per ${periodText(p)} a ${euro(hourly)} l'ora (${yearOf(ctx, req)}${contract}) i contributi INPS da versare sono ${bold(euro(total))} (${euro(r.hourlyTotal)} l'ora), di cui ${bold(`${euro(worker)} a carico del lavoratore`)} (${euro(r.hourlyWorker)} l'ora: è quanto si trattiene in busta) e ${euro(cents(total - worker))} a carico del datore; il datore di lavoro domestico non trattiene l'IRPEF.`,
    steps: [
      '| Passaggio | Calcolo | Importo |',
      '| --- | --- | ---: |',
      `| Contributo orario (${r.band}) | dalla tabella INPS | ${euro(r.hourlyTotal)} |`,
      `| Contributi del ${p.period} | ${euro(r.hourlyTotal)} × ${hoursText(p.hours)} ore | ${euro(total)} |`,
      `| Quota del lavoratore | ${euro(r.hourlyWorker)} × ${hoursText(p.hours)} ore | ${euro(worker)} |`,
      `| Quota del datore | ${euro(total)} − ${euro(worker)} | ${euro(cents(total - worker))} |`,
    ],
    assumptions: [...assumptionsOf(p), ...parts.assumptions],
    unanswerable: parts.unanswerable,
    citations: parts.citations,
    related: related(ctx.message),
  });
}

/** A domestic payslip's INPS (and IRPEF, if any) against the hours of the month and the hourly band. */
export function domesticPeriodCheck(ctx: AgentContext, req: TypedRequest): AgentAnswer | undefined {
  const text = readable(ctx.message);
  const inps = req.slots.amounts.find((a) => a.kind === 'inps')?.value;
  const irpef = req.slots.amounts.find((a) => a.kind === 'irpef')?.value;
  if (inps === undefined && irpef === undefined) return undefined;
  const p = periodHours(req, text);
  const hourly = domesticHourlyPay(req);
  if (!p || hourly === undefined || (!p.given && irpef === undefined)) return undefined;
  const w = worked(ctx, req, hourly, p.weekly);
  if (!w) return undefined;
  if (isAnswer(w)) return w;
  const r = w.result;
  const due = cents(r.hourlyWorker * p.hours);
  const sentences: string[] = [];
  if (inps !== undefined) {
    const diff = cents(inps - due);
    sentences.push(
      Math.abs(diff) < 0.5
        ? `La trattenuta INPS di ${euro(inps)} ${bold('è corretta')}: per ${periodText(p)} la quota del lavoratore è ${bold(euro(due))} (${euro(r.hourlyWorker)} l'ora).`
        : `La trattenuta INPS di ${euro(inps)} ${bold('non torna')}: per ${periodText(p)} la quota del lavoratore è ${bold(euro(due))} (${euro(r.hourlyWorker)} l'ora), cioè ${euro(Math.abs(diff))} ${diff > 0 ? 'in più' : 'in meno'} del dovuto.`,
    );
  } else
    sentences.push(
      `Per ${periodText(p)} la trattenuta INPS dovuta è ${bold(euro(due))} (${euro(r.hourlyWorker)} l'ora).`,
    );
  sentences.push(
    irpef !== undefined && irpef > 0
      ? `L'IRPEF di ${euro(irpef)} ${bold('non va trattenuta')}: la famiglia non è sostituto d'imposta, e va restituita al lavoratore.`
      : "Nessuna IRPEF va trattenuta: la famiglia non è sostituto d'imposta.",
  );
  const gross = cents(hourly * p.hours);
  const parts = workedParts(w);
  return compose({
    answer: sentences.join(' '),
    steps: [
      '| Voce | Indicato | Dovuto |',
      '| --- | ---: | ---: |',
      `| Retribuzione lorda (${euro(hourly)} × ${hoursText(p.hours)} ore) | — | ${euro(gross)} |`,
      ...(inps !== undefined ? [`| INPS a carico del lavoratore | ${euro(inps)} | ${euro(due)} |`] : []),
      ...(irpef !== undefined ? [`| IRPEF | ${euro(irpef)} | 0,00 € |`] : []),
      `| Netto | — | ${euro(cents(gross - due))} |`,
      '',
      `Fascia: ${r.band}.`,
    ],
    assumptions: [...assumptionsOf(p), ...parts.assumptions],
    unanswerable: parts.unanswerable,
    citations: parts.citations,
    related: related(ctx.message),
  });
}
