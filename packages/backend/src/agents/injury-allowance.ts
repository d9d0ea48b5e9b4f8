import { euro } from '../kb/format.js';
import { parseNumber } from '../reader/numbers.js';
import { readable } from '../reader/text.js';
import type { AgentAnswer } from './answer.js';
import { bold, compose } from './compose.js';
import type { AgentContext } from './context.js';
import { INJURY_LAW } from './injury-law.js';
import { lawCitations } from './law-facts.js';

/**
 * INAIL's daily allowance for temporary total disability computed from a fixed monthly pay ("operaio con
 * retribuzione fissa mensile di 1.950 €: quanto è l'indennità INAIL dal 4° giorno?", and the follow-up "e dal
 * 91° giorno?"): the average daily pay is the monthly pay ÷ 25 (fixed monthly pay, D.P.R. 1124/1965 as read by
 * INJURY_LAW's source), then 60% from the 4th day to the 90th and 75% from the 91st. Before, the law's
 * percentages alone answered, or a follow-up with no agreement asked for one. The monthly pay comes from this
 * turn or, for a follow-up giving none, from the turn before that gave it.
 */

const INJURY = /\binfortun\w*|\binail\b|\binabilita\b/;
const NOT_AT_WORK =
  /\bnon (?:e |si tratta di )?(?:un )?infortun|\binfortun\w* (?:domestic|extra ?lavorativ|non professional)/;
const AMOUNT = String.raw`(\d{1,3}(?:\.\d{3})*(?:,\d{1,2})?|\d+(?:,\d{1,2})?)`;
// "retribuzione fissa mensile di 1.950,00 €", "stipendio mensile lordo 2.100 euro", "1.800 € lordi al mese".
const MONTHLY_PAY = new RegExp(
  String.raw`\b(?:retribuzione|stipendio|paga)(?: \w+){0,2} mensil\w*(?: \w+){0,2}?(?: di| da| pari a|:)?\s*(?:€\s*)?${AMOUNT}\s*(?:€|euro)?|${AMOUNT}\s*(?:€|euro) (?:lordi |netti )?(?:al mese|mensili)\b`,
);
// The allowance asked: INAIL's daily allowance, or what it becomes from a given day.
// ("quanto mi da l'inail al giorno?", "quanto prendo al giorno?": the payer or the worker as the subject.)
const ALLOWANCE_ASKED =
  /\bindennit\w*\b|\bquanto (?:mi |ti |gli |le |ci )?(?:paga\w*|spett\w*|prend\w*|diventa|da|danno)\b/;
// ("dal 91esimo giorno", "91°", "se dura piu di 3 mesi": the later band.)
const LATER_BAND =
  /\b91(?!\d)|\bnovantunesim\w*|\b(?:supera|oltre|piu di|dura piu di) (?:i )?(?:90 giorni|3 mesi|tre mesi)\b/;
const FIRST_BAND = /\b(?:dal )?(?:4|quarto)\b ?°? ?giorno|\bfino al 90\b/;
// The employer's share of the first days with a daily pay is injury-law-sum.ts's; a daily pay given is its.
const DAILY_PAY = /\bgiornaliera (?:di |da |pari a )?\d|\b(?:euro|€) (?:lordi )?al giorno\b/;

const monthlyPay = (text: string): number | undefined => {
  const found = MONTHLY_PAY.exec(text);
  const value = found ? parseNumber((found[1] ?? found[2] ?? '').replace(/\./g, '')) : undefined;
  return value && value >= 300 && value <= 20000 ? value : undefined;
};

export function injuryAllowance(ctx: AgentContext): AgentAnswer | undefined {
  if (ctx.documents.length) return undefined;
  const text = readable(ctx.message);
  if (!ALLOWANCE_ASKED.test(text) || NOT_AT_WORK.test(text) || DAILY_PAY.test(text)) return undefined;
  let monthly = monthlyPay(text);
  let told = text;
  if (monthly === undefined) {
    // A follow-up ("e dal 91° giorno?"): the turn before gave the injury and the pay.
    const before = ctx.history?.at(-1);
    if (!before || (!LATER_BAND.test(text) && !FIRST_BAND.test(text))) return undefined;
    told = readable(before);
    if (NOT_AT_WORK.test(told) || !INJURY.test(told)) return undefined;
    monthly = monthlyPay(told);
    if (monthly === undefined) return undefined;
  }
  if (!INJURY.test(text) && !INJURY.test(told)) return undefined;
  const daily = Math.round((monthly / 25) * 100) / 100;
  const first = Math.round(daily * 60) / 100;
  const later = Math.round(daily * 75) / 100;
  const laterAsked = LATER_BAND.test(text) && !FIRST_BAND.test(text);
  const opening = laterAsked
    ? `Dal 91° giorno l’indennità giornaliera INAIL sale al 75% della retribuzione media giornaliera: ${bold(euro(later))} al giorno (fino al 90° giorno era il 60%, ${euro(first)}).`
    : `L’indennità giornaliera INAIL per inabilità temporanea assoluta, dal 4° giorno al 90°, è il 60% della retribuzione media giornaliera: ${bold(euro(first))} al giorno; dal 91° giorno sale al 75%, ${euro(later)}.`;
  return compose({
    answer: `${opening}\nPer legge (${INJURY_LAW.reference}) con retribuzione fissa mensile la retribuzione media giornaliera è la mensilità divisa per 25: ${euro(monthly)} ÷ 25 = ${euro(daily)}. Il giorno dell’infortunio lo paga per intero il datore di lavoro, i 3 giorni successivi al 60%; l’eventuale integrazione del contratto collettivo è a parte.`,
    steps: [
      `Retribuzione media giornaliera: ${euro(monthly)} ÷ 25 = ${euro(daily)}`,
      `Dal 4° al 90° giorno: ${euro(daily)} × 60% = ${euro(first)}`,
      `Dal 91° giorno: ${euro(daily)} × 75% = ${euro(later)}`,
    ],
    assumptions: [
      'Infortunio sul lavoro riconosciuto dall’INAIL; retribuzione fissa mensile, senza integrazioni del contratto collettivo.',
    ],
    related: [],
    citations: lawCitations(
      INJURY_LAW,
      INJURY_LAW.text.replace('{figure}', INJURY_LAW.figure).replace(/\*\*/g, ''),
    ),
  });
}
