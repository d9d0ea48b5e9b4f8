import { euro, italianDate, MONTH_NAMES } from '../kb/format.js';
import { cents } from '../payroll/net-pay.js';
import type { TypedRequest } from '../reader/request.js';
import { readable } from '../reader/text.js';
import type { AgentAnswer } from './answer.js';
import { bold, compose, table } from './compose.js';
import type { AgentContext } from './context.js';
import { documentText } from './document-request.js';
import { cite, yearAt } from './domestic-allowances.js';
import { agreementOf, isDomestic } from './pay-base.js';

/**
 * A household payslip's board-and-lodging line asked about ("il consulente ha messo 'indennità sostitutiva vitto e
 * alloggio' 66,60: perché c'è, quanto fa al giorno, è giusta?"): the line read per day (its amount over the days it
 * states, or the holiday days the payslip states) against the conventional daily value of the payslip's year
 * (data/payroll/domestic-allowances.json), the verdict first, then why it is paid: on days the live-in worker gets
 * no board and lodging in kind (holidays spent away) their value is paid in money. Undefined unless the payslip
 * holds such a line with an amount and the question asks about it.
 */

const AMOUNT = String.raw`(\d{1,3}(?:\.\d{3})*,\d{2})`;
// (The document's text comes flattened: the line is the words, an optional bracket, then the amount.)
const BOARD_LINE = new RegExp(
  String.raw`\b(?:vitto|alloggio)\b(?: e (?:vitto|alloggio)\b)?([^,\d()]{0,12}(?:\([^)]{0,40}\))?[^,\d()]{0,12}?)\s*${AMOUNT}(?![\d,])`,
  'i',
);
const HOUSEHOLD_SLIP = /\b(?:lavoro domestico|colf|badante|assistente familiare|baby.?sitter)\b/;
const BOARD_ASKED = /\bvitto\b|\balloggio\b|\bindennita sostitutiv/;
const DAYS = /\b(\d{1,2})\s*(?:gg|giorni)\b/;
const HOLIDAY_DAYS = /\bferie\b[^\n]*?\b(\d{1,2})\s*(?:gg|giorni)\b/;
const SLIP_YEAR = new RegExp(String.raw`\b(?:${MONTH_NAMES})\s+(20\d\d)\b`, 'i');
const AWAY = /\bfuori casa\b|\bnon (?:ha |hanno )?(?:usufruit|goduto)|\bassent/;

const value = (raw: string) => Number(raw.replace(/\./g, '').replace(',', '.'));

export function domesticSlipBoard(ctx: AgentContext, req: TypedRequest): AgentAnswer | undefined {
  if (!ctx.documents.length || !BOARD_ASKED.test(readable(ctx.message))) return undefined;
  const text = documentText(ctx);
  // (A payslip of a "assistente familiare convivente" is a household's, when the question names no agreement.)
  const named = agreementOf(ctx, req);
  const ccnl = named ?? (HOUSEHOLD_SLIP.test(readable(text)) ? ctx.kb.byId('lavoro-domestico') : undefined);
  if (!ccnl || !isDomestic(ccnl)) return undefined;
  const line = BOARD_LINE.exec(text);
  if (!line?.[2]) return undefined;
  const amount = value(line[2]);
  const lineText = line[1] ?? '';
  const plain = readable(text);
  const holidays = HOLIDAY_DAYS.exec(plain)?.[1];
  const days = Number(DAYS.exec(readable(lineText))?.[1] ?? holidays ?? Number.NaN);
  const year = Number(SLIP_YEAR.exec(text)?.[1] ?? (req.slots.date ?? ctx.today).slice(0, 4));
  const held = yearAt(`${year}-12-31`);
  if (!held || held.year !== year || !(amount > 0)) return undefined;
  const daily = held.board_lodging.daily;
  const parts = `${euro(held.board_lodging.lunch)} pranzo o colazione, ${euro(held.board_lodging.dinner)} cena, ${euro(held.board_lodging.lodging)} alloggio`;
  const why = `C'è perché nei giorni in cui la lavoratrice convivente non riceve vitto e alloggio in natura${/\bferie\b/.test(readable(lineText)) || holidays ? (AWAY.test(plain) ? ' (qui i giorni di ferie trascorsi fuori casa)' : ' (qui i giorni di ferie)') : ''} il loro valore convenzionale le spetta in denaro, come indennità sostitutiva: la retribuzione delle ferie comprende vitto e alloggio per chi ne usufruisce.`;
  let verdict: string;
  const rows: [string, string][] = [['Voce del cedolino', euro(amount)]];
  if (Number.isFinite(days) && days > 0) {
    const perDay = cents(amount / days);
    const due = cents(daily * days);
    rows.push(
      [`Al giorno (${euro(amount)} ÷ ${days})`, euro(perDay)],
      [`Valore convenzionale ${year}`, `${euro(daily)} al giorno`],
      [`Dovuto (${euro(daily)} × ${days})`, euro(due)],
    );
    verdict =
      Math.abs(due - amount) < 0.01
        ? `La voce di ${euro(amount)} fa ${bold(`${euro(perDay)} al giorno`)} per ${days} giorni (${euro(amount)} ÷ ${days}) ed è ${bold('corretta')}: è il valore convenzionale di vitto e alloggio in vigore dal ${italianDate(held.applies_from)}, ${euro(daily)} al giorno (${parts}).`
        : `La voce di ${euro(amount)} fa ${bold(`${euro(perDay)} al giorno`)} per ${days} giorni (${euro(amount)} ÷ ${days}), ${amount < due ? 'meno' : 'più'} del valore convenzionale in vigore dal ${italianDate(held.applies_from)}, ${bold(`${euro(daily)} al giorno`)} (${parts}): per ${days} giorni spettano ${euro(due)}, ${amount < due ? `mancano ${euro(cents(due - amount))}` : `${euro(cents(amount - due))} in più`}.`;
  } else {
    const count = amount / daily;
    const whole = Math.abs(count - Math.round(count)) < 0.005;
    rows.push([`Valore convenzionale ${year}`, `${euro(daily)} al giorno`]);
    verdict = `Il valore convenzionale di vitto e alloggio in vigore dal ${italianDate(held.applies_from)} è di ${bold(`${euro(daily)} al giorno`)} (${parts}): ${whole ? `i ${euro(amount)} della voce corrispondono a ${Math.round(count)} giorni (${euro(daily)} × ${Math.round(count)}), corretti se sono i giorni senza vitto e alloggio in natura` : `i ${euro(amount)} della voce non sono un numero intero di giorni a quel valore: serve sapere a quanti giorni si riferisce`}.`;
  }
  const answer = `${verdict} ${why}`;
  return compose({
    answer,
    steps: table(rows),
    citations: cite(ccnl, answer, held.sources.slice(0, 2)),
    related: [],
  });
}
