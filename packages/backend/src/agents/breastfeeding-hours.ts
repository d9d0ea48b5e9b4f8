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
  /\b(\d{1,2}(?:[.,]\d{1,2})?|due|tre|quattro|cinque|sei|sette|otto) or[ae] (?:al giorn[oi]|giornalier\w*|ogni giorno|a giornata|al di)\b|\bturn[oi] (?:da|di) (\d{1,2}|sei|sette|otto|nove|dieci) ore\b/;

/**
 * A father asking for himself, the mother told as his partner ("mia moglie", "la mia compagna") or himself as the
 * father ("sono il papà"): the rests are his when the mother is not an employee (D.Lgs. 151/2001, art. 40).
 */
const FATHER_ASKING =
  /\b(?:mia moglie|la mia compagna|mia compagna|sono (?:il )?(?:padre|papa|papà)|(?:io )?(?:da|come) (?:padre|papa|papà))\b/;
/** The mother not an employee: self-employed, a professional, a VAT number, a housewife. */
const MOTHER_NOT_EMPLOYEE =
  /\bpartita iva\b|\bautonom\w*|\blibera professionista\b|\bfreelance\b|\bcasaling\w*|\bartigian\w*|\bcommerciant\w*|\bha (?:un|una) (?:sua |propri\w* )?(?:attivita|negozio|centro|studio|ditta)\b/;

/**
 * "tornando alle 8 ore, cambia qualcosa?": bare hours in the question are the day's when an earlier turn gave the
 * schedule as a day.
 */
const BACK_TO =
  /\b(?:alle|le|a|con|di|sulle) (\d{1,2}|sei|sette|otto) ore\b(?! ?(?:settiman\w*|a settimana|mensil\w*|annu\w*|di (?:riposo|permesso|allattamento)))/;

/** Twins or more ("gemelli", "parto plurimo"): the rests are doubled (D.Lgs. 151/2001, art. 41). */
const MULTIPLE_BIRTH = /\bgemell\w*|\bgemellar\w*|\btrigemin\w*|\bparto (?:plurimo|gemellare)|\bdue gemel/;

/** The daily hours the question (or the conversation's last turn that says them) gives, or undefined. */
export function dailyHours(ctx: AgentContext): number | undefined {
  const turns = [ctx.message, ...[...(ctx.history ?? [])].reverse()].map(readable);
  const back = BACK_TO.exec(turns[0] ?? '')?.[1];
  if (back !== undefined && turns.slice(1).some((t) => DAILY.test(t))) {
    const day = countValue(back);
    if (day !== undefined && day > 0 && day <= 12) return day;
  }
  for (const turn of turns) {
    const found = DAILY.exec(turn);
    const raw = found?.[1] ?? found?.[2];
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
  const told = [ctx.message, ...(ctx.history ?? [])].map(readable);
  if (told.some((t) => FATHER_ASKING.test(t)) && told.some((t) => MOTHER_NOT_EMPLOYEE.test(t)))
    return `Sì: i riposi per allattamento spettano anche al padre lavoratore dipendente quando la madre non è lavoratrice dipendente (lavoratrice autonoma o libera professionista): con un orario di ${hours} ore al giorno ${day < 6 ? `spetta ${bold('1 ora al giorno')} (un solo riposo, orario inferiore a 6 ore)` : `spettano ${bold('2 ore al giorno')} (due riposi di 1 ora, anche cumulabili)`}, retribuite, nel primo anno di vita del bambino.`;
  if (told.some((t) => MULTIPLE_BIRTH.test(t)))
    return day < 6
      ? `Con un parto plurimo (gemelli) i riposi per allattamento sono raddoppiati: con un orario di ${hours} ore al giorno (meno di 6) spettano ${bold('2 ore al giorno')}, il doppio dell’ora di un figlio solo; le ore aggiuntive può usarle anche il padre.`
      : `Con un parto plurimo (gemelli) i riposi per allattamento sono raddoppiati: con un orario di ${hours} ore al giorno (almeno 6) spettano ${bold('4 ore al giorno')}, il doppio delle 2 ore di un figlio solo; le ore aggiuntive può usarle anche il padre.`;
  return day < 6
    ? `Con un orario di ${hours} ore al giorno (meno di 6) spetta ${bold('1 ora al giorno')} di riposo per allattamento: un solo riposo di 1 ora, retribuito, nel primo anno di vita del bambino. Le 2 ore (due riposi di 1 ora) spettano solo con un orario giornaliero di almeno 6 ore.`
    : `Con un orario di ${hours} ore al giorno (almeno 6) spettano ${bold('2 ore al giorno')} di riposo per allattamento: due riposi di 1 ora, anche cumulabili, retribuiti, nel primo anno di vita del bambino.`;
}
