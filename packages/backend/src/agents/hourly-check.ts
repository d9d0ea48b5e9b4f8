import { euro, italianDate } from '../kb/format.js';
import type { Ccnl } from '../kb/schema.js';
import { cents } from '../payroll/index.js';
import type { TypedRequest } from '../reader/request.js';
import { readable } from '../reader/text.js';
import { type AgentAnswer, citeSources } from './answer.js';
import { bold, compose } from './compose.js';
import type { AgentContext } from './context.js';
import { documentText } from './document-request.js';
import { hourlyRow } from './domestic-pay.js';
import { isDomestic } from './pay-base.js';
import { levelName } from './shared/levels.js';

/**
 * An hourly pay a family gives checked against the domestic agreement's hourly minimum for the level ("pago la
 * colf 6 euro l'ora, livello A: sono in regola?", "8,50 all'ora alla badante a ore è troppo poco?"): the
 * minimum opens the answer, then the difference. Undefined without a level, an hourly figure or a doubt, and for
 * a live-in worker (paid by the month).
 */

const DOUBT =
  /\b(?:in regola|regolare|legale|lecit\w*|giust[oa]|corrett[oa]|basta|bastano|troppo poco|poco|sotto (?:il )?minim\w*|minimo|rispett\w*|va bene|posso)\b/;

// The hours paid in the month, from the question ("per 100 ore") or the payslip ("Ore lavorate nel mese: 100").
const MONTH_HOURS = [
  /\bore (?:lavorate|retribuite|pagate)(?: nel mese)?\s*:?\s*(\d{1,3}(?:,\d{1,2})?)\b/,
  /\b(\d{1,3}(?:,\d{1,2})?) ore (?:lavorate|retribuite|pagate|nel mese|al mese|a (?:ottobre|novembre|dicembre|gennaio|febbraio|marzo|aprile|maggio|giugno|luglio|agosto|settembre))\b/,
];

function monthHours(ctx: AgentContext): number | undefined {
  for (const text of [readable(ctx.message), documentText(ctx).toLowerCase()])
    for (const pattern of MONTH_HOURS) {
      const found = pattern.exec(text)?.[1];
      if (found) return Number(found.replace(',', '.'));
    }
  return undefined;
}

// "Retribuzione: € 7,20 lordi orari", "9,80 EUR lordi l'ora" on an uploaded hiring letter: the hourly pay the question doubts.
const DOCUMENT_HOURLY =
  /\b(?:retribuzione|paga|compenso)(?: oraria)?\s*:?\s*(?:€|euro?)?\s*(\d{1,2},\d{2})\s*(?:€|euro?)?\s*(?:lord[io]\s+)?(?:orari[oe]?|l'ora|all'ora|per ora)\b/;

function documentHourlyPay(ctx: AgentContext): number | undefined {
  const found = DOCUMENT_HOURLY.exec(documentText(ctx).toLowerCase())?.[1];
  return found ? Number(found.replace(',', '.')) : undefined;
}

/** Subjects asked that are not the hourly pay, whatever pay the story states beside them. */
const OTHER_SUBJECTS: ReadonlySet<TypedRequest['intent']> = new Set([
  'notice',
  'probation',
  'holidays',
  'rol_ex_festivita',
  'sickness_injury',
  'leave',
  'seniority',
  'classification',
]);

export function domesticHourlyCheck(
  ctx: AgentContext,
  req: TypedRequest,
  ccnl: Ccnl | undefined,
): AgentAnswer | undefined {
  if (!ccnl || !isDomestic(ccnl) || !req.slots.level || req.slots.cohabiting === true) return undefined;
  // "paga 9 euro l'ora più del minimo … quanti giorni di preavviso?": the pay is the story of another subject asked.
  if (OTHER_SUBJECTS.has(req.intent)) return undefined;
  const given = req.slots.amounts.find((a) => a.perHour && a.value > 0)?.value ?? documentHourlyPay(ctx);
  if (given === undefined) return undefined;
  const text = readable(ctx.message);
  // The doubt is in what is asked: "pagata al minimo di 9,97 €/h. … Quanto le devo dare netto?" tells the minimum
  // as the story's fact and asks the net.
  const marked = text.split(/(?<=[.?!])\s+/).filter((s) => s.includes('?'));
  const asked = marked.length ? marked.join(' ') : text;
  if (!DOUBT.test(asked) || /contribut|\binps\b|straordinar|notturn|festiv|domenic/.test(text))
    return undefined;
  const date = req.slots.date ?? ctx.today;
  const hourly = hourlyRow(ccnl, req.slots.level, date);
  if (!hourly) return undefined;
  const minimum = hourly.row.amount;
  const difference = cents(given - minimum);
  const name = levelName(ccnl, req.slots.level);
  const from = italianDate(hourly.table.effective_from);
  const verdict =
    Math.abs(difference) < 0.005
      ? `${euro(given)} l'ora ${bold('coincide')} con il minimo`
      : difference < 0
        ? `${euro(given)} l'ora è ${bold(`sotto il minimo di ${euro(-difference)} l'ora`)}`
        : `${euro(given)} l'ora è sopra il minimo di ${euro(difference)} l'ora: è in regola (il minimo si può superare)`;
  // A payslip's month underpaid: what is owed for the month's hours, which is what the family asks to settle.
  const hours = difference < 0 ? monthHours(ctx) : undefined;
  const owed =
    hours === undefined
      ? ''
      : ` Per ${String(hours).replace('.', ',')} ore nel mese mancano ${bold(euro(cents(hours * -difference)))} (${String(hours).replace('.', ',')} × ${euro(-difference)}).`;
  return compose({
    answer: `Per il ${name} del ${ccnl.short_name}, non convivente, la paga oraria minima al ${italianDate(date)} è di ${bold(`${euro(minimum)} l'ora`)}: ${verdict}.${owed}`,
    steps: [`Minimo orario non conviventi, tabella dal ${from}: ${euro(minimum)}.`],
    assumptions: [
      'Paga oraria lorda; si aggiungono tredicesima, ferie, TFR e i contributi INPS a carico della famiglia.',
    ],
    citations: citeSources(
      ccnl,
      `${name}, non conviventi: minimo orario ${euro(minimum)} dal ${from}`,
      `tabella minimi orari dal ${from}`,
      hourly.table.sources,
    ),
    related: [
      `Quanto costano di contributi ${euro(given)} l'ora per le ore settimanali della colf?`,
      `Quali mansioni rientrano nel ${name} del ${ccnl.short_name}?`,
    ],
  });
}
