import { z } from 'zod';
import allowancesJson from '../../data/payroll/domestic-allowances.json' with { type: 'json' };
import { euro, italianDate } from '../kb/format.js';
import { tableAt } from '../kb/pay.js';
import type { Ccnl } from '../kb/schema.js';
import { countValue } from '../reader/numbers.js';
import type { TypedRequest } from '../reader/request.js';
import { readable } from '../reader/text.js';
import { type AgentAnswer, type Citation, citeSources } from './answer.js';
import { BOARD_SET_ASIDE } from './board-in-pay.js';
import { bold, compose, table } from './compose.js';
import type { AgentContext } from './context.js';
import { documentText, levelOf, startDate } from './document-request.js';
import { domesticSlipPay } from './domestic-slip-pay.js';

/**
 * Domestic work's allowances fixed each year beside the minimums (verbale of the national commission): the
 * conventional value of board and lodging, which enters the live-in worker's 13th month, and the hourly and
 * monthly allowance of a BS baby-sitter caring for a child under six. Figures in data/payroll/domestic-allowances.json.
 */

const source = z.object({
  url: z.string().url(),
  title: z.string(),
  publisher: z.string(),
  source_date: z.string(),
  note: z.string(),
});
const schema = z.object({
  years: z.array(
    z.object({
      year: z.number().int(),
      applies_from: z.string(),
      act: z.string(),
      board_lodging: z.object({
        lunch: z.number(),
        dinner: z.number(),
        lodging: z.number(),
        daily: z.number(),
      }),
      // A year whose allowances no source gives beside board and lodging leaves them out (a gap, not a figure).
      child_under_six: z
        .object({
          level: z.string(),
          monthly: z.number(),
          hourly: z.number(),
          monthly_reduced_live_in: z.number(),
        })
        .optional(),
      several_dependent: z
        .object({ levels: z.array(z.string()), monthly: z.number(), hourly: z.number() })
        .optional(),
      sources: z.array(source).min(1),
    }),
  ),
  monthly_value: z.object({ rule: z.string(), days: z.number().int(), sources: z.array(source).min(1) }),
});

const DATA = schema.parse(allowancesJson);
type Year = (typeof DATA.years)[number];
type Source = z.infer<typeof source>;

/** Days of the conventional month of board and lodging (the daily value times these days). */
export const BOARD_MONTH_DAYS = DATA.monthly_value.days;

/** The allowances in force on `date` (the latest year that started on or before it). */
export function yearAt(date: string): Year | undefined {
  return DATA.years.filter((y) => y.applies_from <= date).sort((a, b) => b.year - a.year)[0];
}

export function cite(ccnl: Ccnl, text: string, sources: Source[]): Citation[] {
  return sources.map((s) => ({
    ccnl: ccnl.short_name,
    article: null,
    text,
    url: s.url,
    date: s.source_date,
    confidence: 'medium' as const,
  }));
}

const CHILD_AGE =
  /\b(?:figli[oa]|bambin[oa]|bimb[oa]|piccol[oa])\b[^.?;]{0,25}?\b(?:di|ha|con) (\d{1,2}|uno|due|tre|quattro|cinque|sei|sette|otto|nove|dieci) ann[oi]\b/;
const UNDER_SIX = /\b(?:sotto i|meno di|fino a(?:i)?|entro i|al di sotto dei) (?:sei|6) anni\b|\b6° anno\b/;

/**
 * The BS baby-sitter's allowance for a child under six, as a sentence for the hourly minimum's answer: asked
 * ("spetta l'indennità per bambini sotto i sei anni?") or implied by the child's age told. Undefined otherwise.
 */
export function childAllowanceLine(
  ccnl: Ccnl,
  level: string,
  date: string,
  message: string,
): { text: string; citations: Citation[] } | undefined {
  const text = readable(message);
  const year = yearAt(date);
  if (!year?.child_under_six || level !== year.child_under_six.level) return undefined;
  const age = CHILD_AGE.exec(text)?.[1];
  const years = age === undefined ? undefined : countValue(age);
  if (!UNDER_SIX.test(text) && years === undefined) return undefined;
  const { hourly, monthly, monthly_reduced_live_in } = year.child_under_six;
  const line =
    years !== undefined && years >= 6
      ? `L'indennità della baby-sitter BS per i bambini fino al compimento del 6° anno (${euro(hourly)} l'ora dal ${italianDate(year.applies_from)}) non spetta per un bambino di ${years} anni.`
      : `Per un bambino che non ha ancora compiuto 6 anni alla baby-sitter BS spetta anche l'indennità di ${bold(`${euro(hourly)} l'ora`)} (${euro(monthly)} al mese per chi è pagato a mese, ${euro(monthly_reduced_live_in)} nella convivenza a orario ridotto), in vigore dal ${italianDate(year.applies_from)} (${year.act}); è assorbibile da un superminimo individuale.`;
  return { text: line, citations: cite(ccnl, line, year.sources.slice(0, 1)) };
}

const THIRTEENTH = /\btredicesim|\b13(?:a|ª|esima|°)\b/;
const BOARD = /\bvitto\b|\balloggio\b/;
const LIVE_IN = /\bconvivent|\bvive con\b|\bvivra con\b|\bdorme da\b/;
/** Service over the whole year told instead of a hire date ("in servizio tutto l'anno", "per l'intero anno"). */
const WHOLE_YEAR =
  /\b(?:(?:tutto|tt) l'?\s?anno|tutto il \d{4}|(?:l'|per l'|un )?(?:intero anno|anno intero)|(?:per |tutti i )?(?:12|dodici) mesi)\b/;

/** Months of the year that earn a twelfth: a month counts with at least 15 calendar days of service. */
function monthsEarned(hireDate: string, year: number): number {
  const hired = Number(hireDate.slice(0, 4));
  if (hired < year) return 12;
  if (hired > year) return 0;
  const month = Number(hireDate.slice(5, 7));
  const day = Number(hireDate.slice(8, 10)) || 1;
  const daysInMonth = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return 12 - month + (daysInMonth - day + 1 >= 15 ? 1 : 0);
}

/**
 * "Badante convivente CS assunta il 1° maggio 2026, pagata al minimo con vitto e alloggio: quanto di
 * tredicesima a dicembre?": the twelfths earned of the monthly minimum plus the conventional value of board and
 * lodging (art. 39: the 13th is the whole pay, board and lodging included). Undefined unless every piece is told.
 */
export function liveInThirteenth(ctx: AgentContext, req: TypedRequest, ccnl: Ccnl): AgentAnswer | undefined {
  const text = readable(ctx.message);
  // (An uploaded payslip that says "badante convivente" tells the living in too.)
  const told = [
    text,
    ...(ctx.history ?? []).map(readable),
    ...(ctx.documents.length ? [readable(documentText(ctx))] : []),
  ];
  // (An uploaded payslip's hire day, "Assunzione: 01/02/2023", when the question tells none.)
  const hired =
    req.slots.hireDate ??
    (ctx.documents.length && domesticSlipPay(ctx) ? startDate(documentText(ctx)) : undefined);
  const wholeYear = !hired && WHOLE_YEAR.test(text);
  // A live-in worker gets board and lodging in kind, so her 13th includes their conventional value even when
  // the question does not name them ("badante convivente CS assunta a giugno: quanto di tredicesima?").
  const liveIn =
    req.slots.cohabiting === true ||
    (req.slots.cohabiting !== false &&
      told.some((t) => LIVE_IN.test(t.replace(/\bnon (?:e |sono )?(?:convivent\w*|dorm\w*|viv\w*)/g, ''))));
  if (!THIRTEENTH.test(text) || !(BOARD.test(text) || liveIn) || !(hired || wholeYear)) return undefined;
  // "la paga resta quella del cedolino": an uploaded payslip's pay is the month, not the level's minimum; a
  // document that states no such pay leaves the 13th to the other answers.
  if (ctx.documents.length && !/\bminim/.test(text) && !domesticSlipPay(ctx)) return undefined;
  // "il vitto e alloggio lo conto io a parte": the user leaves the board out of the sum asked.
  if (BOARD_SET_ASIDE.test(text)) return undefined;
  if (!liveIn) return undefined;
  // (A pay read off an uploaded payslip is the payslip's own, reckoned below with its board and lodging.)
  if (req.slots.amounts.length && !/\bminim/.test(text) && !domesticSlipPay(ctx)) return undefined;
  // (The level the payslip states is the worker's: "livello CS" over a letter the question's typing read as one.)
  const level =
    (ctx.documents.length && domesticSlipPay(ctx) && levelOf(ccnl, documentText(ctx))) || req.slots.level;
  const year = Number((req.slots.date ?? ctx.today).slice(0, 4));
  // The whole year served counts as hired on 1 January: twelve twelfths.
  const hireDate = hired ?? `${year}-01-01`;
  if (!level || !/^\d{4}-\d{2}-\d{2}$/.test(hireDate)) return undefined;
  const december = `${year}-12-01`;
  const row = tableAt(ccnl, december, 'conviventi').current?.levels.find((r) => r.level === level);
  const allowances = yearAt(december);
  const months = monthsEarned(hireDate, year);
  if (!row || !allowances || months === 0) return undefined;
  const conventional = Math.round(allowances.board_lodging.daily * DATA.monthly_value.days * 100) / 100;
  // The pay an uploaded payslip states, board and lodging as paid there (domestic-slip-pay.ts).
  const slip = domesticSlipPay(ctx);
  const increments = slip?.increments ?? 0;
  const pay = slip ? slip.pay + increments : row.amount;
  const board = slip?.board ?? conventional;
  const base = Math.round((pay + board) * 100) / 100;
  const amount = Math.round(((base * months) / 12) * 100) / 100;
  const served = wholeYear ? 'in servizio tutto l’anno' : `assunta il ${italianDate(hireDate)}`;
  const answer = slip
    ? `La tredicesima di dicembre ${year} della lavoratrice convivente di livello ${level} ${served} è di ${bold(euro(amount))}: ${months} dodicesimi della retribuzione del cedolino (${euro(slip.pay)}${increments ? ` più scatti ${euro(increments)}` : ''}) più vitto e alloggio (${euro(board)} al mese${slip.board === undefined ? ', valore convenzionale' : ''}).`
    : `La tredicesima di dicembre ${year} della lavoratrice convivente di livello ${level} ${served} è di ${bold(euro(amount))}: ${months} dodicesimi del minimo mensile (${euro(row.amount)}) più il valore convenzionale di vitto e alloggio (${euro(board)} al mese).`;
  const steps = [
    ...table([
      slip
        ? ['Retribuzione mensile del cedolino', euro(slip.pay)]
        : [`Minimo mensile conviventi ${level} ${year}`, euro(row.amount)],
      ...(increments ? [['Scatti di anzianità del cedolino', euro(increments)] as [string, string]] : []),
      [
        slip?.board !== undefined
          ? 'Vitto e alloggio del cedolino'
          : `Vitto e alloggio convenzionali (${euro(allowances.board_lodging.daily)} al giorno × ${DATA.monthly_value.days})`,
        euro(board),
      ],
      ['Retribuzione mensile di riferimento', euro(base)],
      [
        `Mesi maturati nel ${year} (dal ${italianDate(hireDate < `${year}-01-01` ? `${year}-01-01` : hireDate)})`,
        String(months),
      ],
      [`Tredicesima (${euro(base)} × ${months} ÷ 12)`, euro(amount)],
    ]),
  ];
  const assumptions = [
    'Il mese conta per la tredicesima se il rapporto vi è durato almeno 15 giorni di calendario.',
    slip?.board !== undefined
      ? 'Vitto e alloggio come pagati nel cedolino: entrano nella tredicesima (art. 39, retribuzione globale di fatto comprese le indennità di vitto e alloggio).'
      : `Vitto e alloggio al valore convenzionale in vigore dal ${italianDate(allowances.applies_from)} (${allowances.act}): il valore mensile è quello giornaliero per ${DATA.monthly_value.days} giorni ed entra nella tredicesima (art. 39, retribuzione globale di fatto comprese le indennità di vitto e alloggio).`,
    slip
      ? 'Retribuzione e vitto e alloggio come nel cedolino caricato; un aumento in corso d’anno va aggiunto alla base.'
      : 'Retribuzione pari al minimo; un superminimo o un aumento in corso d’anno va aggiunto alla base.',
  ];
  const table2026 = tableAt(ccnl, december, 'conviventi').current;
  return compose({
    answer,
    steps,
    assumptions,
    citations: [
      ...(table2026
        ? citeSources(
            ccnl,
            answer,
            `tabella minimi conviventi dal ${italianDate(table2026.effective_from)}`,
            table2026.sources,
            1,
          )
        : []),
      ...cite(ccnl, answer, allowances.sources.slice(0, 1)),
      ...cite(
        ccnl,
        answer,
        DATA.monthly_value.sources.filter((m) => !ccnl.monthly_payments.sources.some((c) => c.url === m.url)),
      ),
      ...citeSources(ccnl, answer, ccnl.monthly_payments.article ?? null, ccnl.monthly_payments.sources, 1),
    ],
    related: [],
  });
}
