import { euro, italianDate } from '../kb/format.js';
import { levelPayAt } from '../kb/pay.js';
import { cents } from '../payroll/index.js';
import { readQuestion } from '../reader/read.js';
import type { TypedRequest } from '../reader/request.js';
import { serviceYears } from '../reader/service-length.js';
import { readable } from '../reader/text.js';
import type { AgentAnswer } from './answer.js';
import { citeSources } from './answer.js';
import { bold, compose } from './compose.js';
import type { AgentContext } from './context.js';
import { maternityResignation } from './maternity-resignation.js';
import { termOf } from './notice-given.js';
import { noticeIndemnityTold } from './notice-indemnity-told.js';
import { noticeJobSearch } from './notice-job-search.js';
import { inSeniorityBand } from './notice-rows.js';
import { agreementOf } from './pay-base.js';
import { sameSumBefore } from './same-again.js';
import { levelName } from './shared/levels.js';

/**
 * The indemnity in lieu of notice asked as an amount ("vogliamo esonerarlo dal preavviso: quanto vale
 * l'indennità sostitutiva?"): the agreement's notice for the level and service (in months), times the monthly
 * pay (art. 2118 c.c.): the pay stated, or the table's minimum in force when the question gives none or asks
 * the minimum alone. A notice in days gets no figure here: how a day is counted varies (the notice answer says
 * the rule).
 */
const INDEMNITY = /\bindennit\w* (?:sostitutiv\w*|di mancato preavviso)|\bmancato preavviso\b/;
const AMOUNT_ASKED = /\bquant[oaie]\b|\bvale\b|\bimport\w*|\bcalcol\w*|\bammont\w*/;
const MINIMUM_ONLY = /\b(?:solo|sul|del|il) (?:solo )?minim[oi]\b|\bminim[oi] tabellar/;
const RESIGNS = /\bdimett\w*|\bdimission\w*|\bmi licenzio\b/;
const DISMISSED = /\blicenzi\w*|\besoner\w*|\bdispens\w*/;

/** Years of service from the hire date to today, when the question gives a date and no years. */
function yearsSince(hire: string | undefined, today: string): number | undefined {
  if (!hire) return undefined;
  const ms = Date.parse(today) - Date.parse(hire);
  return Number.isFinite(ms) && ms > 0 ? ms / (365.25 * 86_400_000) : undefined;
}

/**
 * The date a follow-up's sum is computed at: the one it tells itself, else the one the turn before was read at
 * (the conversation's carried date may be a hire date's year, "assunto nell'ottobre 2022").
 */
function dateBefore(ctx: AgentContext, before: string): string | undefined {
  const read = (message: string, history: string[]) =>
    readQuestion({ kb: ctx.kb, message, history, today: ctx.today }).slots;
  const own = read(ctx.message, []);
  if (own.date) return own.date;
  const earlier = read(before, (ctx.history ?? []).slice(0, -1));
  return earlier.date !== earlier.hireDate ? earlier.date : undefined;
}

export function noticeIndemnity(ctx: AgentContext, req: TypedRequest): AgentAnswer | undefined {
  if (ctx.documents.length) return undefined;
  // A resignation before the child turns one: the NASpI, and no notice owed (maternity-resignation.ts).
  const maternity = maternityResignation(ctx, req);
  if (maternity) return maternity;
  // Time off during the notice to look for another job (notice-job-search.ts).
  const jobSearch = noticeJobSearch(ctx, req);
  if (jobSearch) return jobSearch;
  const asks = (turn: string) => INDEMNITY.test(readable(turn)) && AMOUNT_ASKED.test(readable(turn));
  // "e se avesse invece 8 anni di anzianità?" after the indemnity's amount: the same sum, the setting changed.
  const before = asks(ctx.message) ? undefined : sameSumBefore(ctx, asks);
  if (!asks(ctx.message) && !before) return undefined;
  const text = readable(before ? `${ctx.message} ${before}` : ctx.message);
  const ccnl = agreementOf(ctx, req);
  const level = req.slots.level;
  // The notice's length and the pay told in the question: no agreement table needed (notice-indemnity-told.ts).
  const told = noticeIndemnityTold(text, req);
  if (told) return told;
  if (!ccnl || !level) return undefined;
  const years = req.slots.seniorityYears ?? yearsSince(req.slots.hireDate, ctx.today) ?? serviceYears(text);
  if (years === undefined) return undefined;
  const row = (ccnl.notice.by_level ?? [])
    .filter((r) => r.levels.includes(level) && !r.group)
    .find((r) => inSeniorityBand(r.seniority, years));
  const side = RESIGNS.test(text) && !DISMISSED.test(text) ? 'dimissioni' : 'licenziamento';
  const value = row?.[side];
  const term = value ? termOf(value) : undefined;
  // Whole and half months only ("2 mesi", "1 mese e 15 giorni").
  if (!row || !value || !term || (term.days !== 0 && term.days !== 15)) return undefined;
  const months = term.months + term.days / 30;
  if (!months) return undefined;
  // ("assunto il 1° febbraio 2019": the hire day is no date the pay is asked at.)
  const date = before ? dateBefore(ctx, before) : req.slots.date;
  const payDate = date && date !== req.slots.hireDate ? date : ctx.today;
  const stated = req.slots.amounts.find((a) => a.kind === 'monthly_gross')?.value;
  const useStated = stated !== undefined && !MINIMUM_ONLY.test(text);
  const pay = useStated ? undefined : levelPayAt(ccnl, level, payDate);
  const monthly = useStated ? stated : pay?.row.amount;
  if (monthly === undefined) return undefined;
  const total = cents(months * monthly);
  const name = levelName(ccnl, level);
  const yearsSaid = `${Math.floor(years)} ${Math.floor(years) === 1 ? 'anno' : 'anni'}`;
  const base = useStated
    ? `sulla retribuzione mensile indicata di ${euro(monthly)}`
    : `sul solo minimo tabellare in vigore al ${italianDate(payDate)} (${euro(monthly)}${pay ? ` dal ${italianDate(pay.table.effective_from)}` : ''})`;
  const monthsSaid = String(months).replace('.', ',');
  const answer = `Nel ${ccnl.short_name} il preavviso di ${side} per il ${name} con ${yearsSaid} di anzianità (${row.seniority}) è di ${bold(value)}; l’indennità sostitutiva ${base} è di ${bold(euro(total))} lordi.`;
  return compose({
    answer,
    steps: [
      `Indennità sostitutiva del preavviso (art. 2118 c.c.): la retribuzione che sarebbe spettata per il periodo di preavviso non lavorato.`,
      `Calcolo: ${monthsSaid} ${months === 1 ? 'mese' : 'mesi'} × ${euro(monthly)} = ${euro(total)}.`,
    ],
    assumptions: [
      useStated
        ? 'La retribuzione indicata è quella mensile utile per l’indennità.'
        : 'Solo minimo tabellare: l’indennità si calcola sulla retribuzione di fatto, quindi superminimo, scatti di anzianità e ratei di 13ª (e 14ª) si aggiungono.',
    ],
    citations: [
      ...citeSources(
        ccnl,
        `Preavviso ${name}: ${row.seniority}, ${side} ${value}`,
        ccnl.notice.article ?? null,
        ccnl.notice.sources,
      ),
      ...(pay
        ? citeSources(
            ccnl,
            `${name}: minimo ${euro(pay.row.amount)} dal ${italianDate(pay.table.effective_from)}`,
            `tabella minimi dal ${italianDate(pay.table.effective_from)}`,
            pay.table.sources,
          )
        : []),
    ],
    related: [
      `Quanto TFR matura un ${name} del ${ccnl.short_name}?`,
      'Quanto costa il ticket di licenziamento nel 2026?',
    ],
  });
}
