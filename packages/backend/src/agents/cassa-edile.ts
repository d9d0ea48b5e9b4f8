import { euro, percent } from '../kb/format.js';
import type { Ccnl } from '../kb/schema.js';
import { cents } from '../payroll/index.js';
import type { TypedRequest } from '../reader/request.js';
import { readable } from '../reader/text.js';
import { type AgentAnswer, citeSources } from './answer.js';
import { bold, compose } from './compose.js';
import type { AgentContext } from './context.js';

/**
 * A building worker's Christmas bonus or holiday pay from the hours and the hourly pay given ("1.000 ore a 9 euro:
 * quanta gratifica natalizia mi dà la Cassa Edile?"): the agreement's own percentage of that pay, read in its
 * 13th-month text ("gratifica natalizia (10%) e le ferie (8,50%) ... presso la Cassa Edile"). Undefined for an
 * agreement whose text states no such percentage, or without hours and an hourly pay.
 */

const BONUS = /\btredicesim\w*|\bgratifica\b|\b13(?:a|esima)\b/;
const HOLIDAY_PAY = /\bferie\b/;

function percentOf(text: string, name: RegExp): number | undefined {
  const m = new RegExp(`${name.source}[^()]{0,20}\\((\\d+(?:,\\d+)?)\\s*%\\)`).exec(text);
  return m?.[1] ? Number(m[1].replace(',', '.')) : undefined;
}

export function cassaEdileShare(
  ctx: AgentContext,
  req: TypedRequest,
  ccnl: Ccnl | undefined,
): AgentAnswer | undefined {
  const rule = ccnl?.monthly_payments;
  if (!ccnl || !rule?.text || !/cassa edile/i.test(rule.text)) return undefined;
  if (!['thirteenth_pro_rata', 'monthly_payments', 'holidays'].includes(req.intent)) return undefined;
  // "1.600 ore a 10 euro": the hours worked, when the reader kept only the hourly pay.
  const written = /\b(\d{1,2}\.?\d{3}|\d{2,4}) ore\b/.exec(readable(ctx.message))?.[1];
  const hours =
    req.slots.amounts.find((a) => a.kind === 'hours')?.value ??
    (written ? Number(written.replace('.', '')) : undefined);
  const hourly = req.slots.amounts.find((a) => a.perHour)?.value;
  if (!hours || !hourly) return whoPays(ctx, req, ccnl, rule);
  const text = readable(ctx.message);
  const asksHoliday = HOLIDAY_PAY.test(text) && !BONUS.test(text);
  const pct = asksHoliday ? percentOf(rule.text, /ferie/) : percentOf(rule.text, /gratifica natalizia/);
  if (pct === undefined) return undefined;
  const pay = cents(hours * hourly);
  const amount = cents((pay * pct) / 100);
  const what = asksHoliday ? 'le ferie' : 'la gratifica natalizia (la tredicesima degli operai)';
  return compose({
    answer: `Nel ${ccnl.short_name} ${what} degli operai la paga la Cassa Edile: il ${percent(pct)} della retribuzione delle ore lavorate, cioè ${bold(`${euro(amount)} lordi`)} su ${euro(pay)} (${hours} ore × ${euro(hourly)}).`,
    steps: [
      `${hours} × ${euro(hourly)} = ${euro(pay)}; ${percent(pct)} × ${euro(pay)} = ${euro(amount)}.`,
      `Regola: ${rule.text}.`,
    ],
    assumptions: [
      'Retribuzione delle ore normali (e delle festività) indicata dal lavoratore; alcune Casse pagano un importo netto, dopo la ritenuta.',
    ],
    citations: citeSources(ccnl, `Mensilità: ${rule.text}`, rule.article ?? null, rule.sources, 1),
    related: [`Quando paga la Cassa Edile la gratifica natalizia e le ferie nel ${ccnl.short_name}?`],
  });
}

// "e chi me le paga?", "chi la paga la tredicesima?", "da chi vengono pagate?": who pays, not how much.
const WHO_PAYS =
  /\bchi (?:(?:me|mi|ce|ci|gli|glie|te|ti|le) ?)?(?:l[aeio] )?(?:pag|erog|vers|liquid)\w*|\bda chi (?:\w+ )?(?:pagat|erogat|versat)\w*/;

/**
 * Who pays a building worker's holidays or Christmas bonus ("ferie edili… e chi me le paga?"): the Cassa Edile
 * for the operai, from the monthly accrual, as the agreement's 13th-month text says; the answer opens with the
 * payer asked.
 */
function whoPays(
  ctx: AgentContext,
  req: TypedRequest,
  ccnl: Ccnl,
  rule: NonNullable<Ccnl['monthly_payments']>,
): AgentAnswer | undefined {
  const text = readable(ctx.message);
  // "quante sono le ferie e chi le paga?", "durata annua delle ferie e chi le paga": the count is asked too, and
  // the agreement's rule gives both.
  if (!WHO_PAYS.test(text) || /\bquant[oaie]\b|\bdurat[ae]\b|\bquanto dura\w*/.test(text) || !rule.text)
    return undefined;
  const holiday = req.intent === 'holidays' || (HOLIDAY_PAY.test(text) && !BONUS.test(text));
  const pct = holiday ? percentOf(rule.text, /ferie/) : percentOf(rule.text, /gratifica natalizia/);
  const what = holiday ? 'le ferie' : 'la gratifica natalizia (la tredicesima)';
  // "l'8,5%", "l'11%", "il 10%": the article before a number said with a vowel.
  const article = pct !== undefined && /^(?:8|11)/.test(String(pct)) ? "l'" : 'il ';
  const share =
    pct === undefined
      ? ''
      : ` (${article}${percent(pct)} della retribuzione, accantonato ogni mese dall'impresa)`;
  return compose({
    answer: `Nel ${ccnl.short_name} ${what} degli operai ${bold(`${holiday ? 'le' : 'la'} paga la Cassa Edile`)}${share}, non l'impresa in busta paga. Regola: ${rule.text}.`,
    citations: citeSources(ccnl, `Mensilità: ${rule.text}`, rule.article ?? null, rule.sources, 1),
    related: [`Quanto vale l'accantonamento per ${what} nel ${ccnl.short_name}?`],
  });
}
