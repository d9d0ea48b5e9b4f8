import { euro, italianDate } from '../kb/format.js';
import type { Ccnl } from '../kb/schema.js';
import { askOf } from '../reader/off-topic-ask.js';
import type { TypedRequest } from '../reader/request.js';
import { readable } from '../reader/text.js';
import type { AgentAnswer } from './answer.js';
import { bold, compose, table } from './compose.js';
import type { AgentContext } from './context.js';
import { BOARD_MONTH_DAYS, cite, yearAt } from './domestic-allowances.js';

/**
 * Session 46 (fixs46c): the value of board and lodging asked outright of domestic work ("quanto vale quest'anno il
 * vitto e alloggio? l'importo giornaliero 2026", "a quanto ammonta l'indennità sostitutiva del vitto?"): the
 * conventional daily value the national commission fixes each year (data/payroll/domestic-allowances.json), never
 * the 13th's rule the earlier turn asked. A year the file does not hold is an honest gap.
 */
const DOMESTIC = 'lavoro-domestico';
const BOARD_VALUE =
  /\b(?:valor[ei]|quanto val\w+|import\w*|ammont\w*|cifr\w*|indennita sostitutiv\w*|quant\w* (?:e|sono|fa))\b[^.?]{0,45}\b(?:vitto|alloggio|pasti|pasto)\b|\b(?:vitto|alloggio)\b[^.?]{0,40}(?:\bvale\b|\bvalgono\b|\bvalore\b|giornalier\w*|\bal giorno\b|\bconvenzional\w*|\bammont\w*|\bmensil\w*)|\b(?:indennita|valor[ei]|quot[ae]) convenzional\w*\b[^.?]{0,90}\b(?:vitto|alloggio|pasti|pasto|pranzo|colazione|cena)\b/;
/** Another figure the value enters (the 13th, the TFR, a cost, a net): that calculation answers, not this. */
const OTHER_FIGURE =
  /\btredicesim|\b13(?:a|esima)\b|\btfr\b|\bliquidazion|\bcost\w*|\bnett\w*|\bcontribut|\bbusta paga\b|\bcedolin/;
const DAILY = /giornalier\w*|\bal giorno\b|\bdi un giorno\b/;
// "come si calcola il valore mensile?", "quanto vale al mese?": the month's rule (the daily value × 30) is the ask.
const MONTHLY = /\bmensil\w*|\bal mese\b|\bin un mese\b|\bper (?:un|il) mese\b/;

export function domesticBoardValue(
  ctx: AgentContext,
  req: TypedRequest,
  ccnl: Ccnl | undefined,
): AgentAnswer | undefined {
  if (!ccnl || ccnl.id !== DOMESTIC || ctx.documents.length) return undefined;
  const text = readable(ctx.message);
  const ask = askOf(text);
  if (!BOARD_VALUE.test(text) || OTHER_FIGURE.test(ask)) return undefined;
  if (req.slots.amounts.length) return undefined;
  const year = Number(/\b(20\d\d)\b/.exec(text)?.[1] ?? (req.slots.date ?? ctx.today).slice(0, 4));
  const held = yearAt(`${year}-12-31`);
  if (!held || held.year !== year) {
    return compose({
      answer: `Nel ${ccnl.short_name} il valore convenzionale di vitto e alloggio del ${year} ${bold('non è nella base di conoscenza')}${held ? `: l'ultimo raccolto è quello in vigore dal ${italianDate(held.applies_from)} (${euro(held.board_lodging.daily)} al giorno)` : ''}.`,
      steps: [],
      citations: held ? cite(ccnl, 'vitto e alloggio', held.sources.slice(0, 1)) : [],
      related: [],
    });
  }
  const { lunch, dinner, lodging, daily } = held.board_lodging;
  const monthly = Math.round(daily * BOARD_MONTH_DAYS * 100) / 100;
  const opening = DAILY.test(text)
    ? `${bold(`${euro(daily)} al giorno`)}`
    : `${bold(`${euro(daily)} al giorno`)} (${euro(monthly)} al mese)`;
  const parts = `${euro(lunch)} il pranzo o colazione, ${euro(dinner)} la cena e ${euro(lodging)} l'alloggio (${held.act})`;
  const answer =
    MONTHLY.test(ask) && !DAILY.test(ask)
      ? `Nel ${ccnl.short_name} il valore mensile di vitto e alloggio si ottiene moltiplicando il valore convenzionale giornaliero per ${BOARD_MONTH_DAYS} giorni: dal ${italianDate(held.applies_from)} ${euro(daily)} × ${BOARD_MONTH_DAYS} = ${bold(`${euro(monthly)} al mese`)}. Il valore giornaliero è la somma di ${parts}.`
      : `Nel ${ccnl.short_name} il valore convenzionale di vitto e alloggio in vigore dal ${italianDate(held.applies_from)} è di ${opening}: ${parts}.`;
  return compose({
    answer,
    steps: table([
      ['Pranzo o colazione', euro(lunch)],
      ['Cena', euro(dinner)],
      ['Alloggio', euro(lodging)],
      ['**Totale giornaliero**', `**${euro(daily)}**`],
      [`Valore mensile (${euro(daily)} × ${BOARD_MONTH_DAYS} giorni)`, euro(monthly)],
    ]),
    assumptions: [
      'È il valore che si aggiunge alla paga in denaro della lavoratrice convivente per la tredicesima e il TFR, e l’indennità sostitutiva dovuta quando vitto o alloggio non sono forniti.',
    ],
    citations: cite(ccnl, answer, held.sources.slice(0, 2)),
    related: [],
  });
}
