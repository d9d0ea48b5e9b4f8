import { decimal } from '../kb/format.js';
import { countValue } from '../reader/numbers.js';
import { readable } from '../reader/text.js';
import { hoursOnDays, weekDays } from '../reader/week-days.js';
import { bold } from './compose.js';
import type { AgentContext } from './context.js';

/**
 * The daily schedule decides the breastfeeding rests (D.Lgs. 151/2001, art. 39 c. 1): two rests of an hour from
 * 6 hours a day, one under 6. Said as a day ("5 ore al giorno", "4 ore giornaliere") or as a week over its days
 * ("25 ore su 5 giorni", "20 ore dal lunedì al venerdì").
 */
const DAILY =
  /\b(\d{1,2}(?:[.,]\d{1,2})?|due|tre|quattro|cinque|sei|sette|otto) or[ae] (?:al giorno|giornalier\w*|ogni giorno|a giornata|al di)\b/;

/** The daily hours the question (or the conversation's last turn that says them) gives, or undefined. */
export function dailyHours(ctx: AgentContext): number | undefined {
  for (const turn of [ctx.message, ...[...(ctx.history ?? [])].reverse()].map(readable)) {
    const raw = DAILY.exec(turn)?.[1];
    const day = raw === undefined ? undefined : countValue(raw);
    if (day !== undefined && day > 0 && day <= 12) return day;
    const weekly = hoursOnDays(turn);
    const days = weekDays(turn);
    if (weekly !== undefined && days !== undefined) return weekly / days;
  }
  return undefined;
}

/** The rests of the schedule given, opening the answer: one hour under 6 hours a day, two from 6. */
export function breastfeedingLine(ctx: AgentContext): string | undefined {
  const day = dailyHours(ctx);
  if (day === undefined) return undefined;
  const hours = decimal(Math.round(day * 100) / 100)
    .replace(/,00$/, '')
    .replace(/(,\d)0$/, '$1');
  return day < 6
    ? `Con un orario di ${hours} ore al giorno (meno di 6) spetta ${bold('1 ora al giorno')} di riposo per allattamento: un solo riposo di 1 ora, retribuito, nel primo anno di vita del bambino. Le 2 ore (due riposi di 1 ora) spettano solo con un orario giornaliero di almeno 6 ore.`
    : `Con un orario di ${hours} ore al giorno (almeno 6) spettano ${bold('2 ore al giorno')} di riposo per allattamento: due riposi di 1 ora, anche cumulabili, retribuiti, nel primo anno di vita del bambino.`;
}
