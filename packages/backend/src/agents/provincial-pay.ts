import { askingSentences } from '../documents/asked-verdict.js';
import { italianDate } from '../kb/format.js';
import type { Ccnl } from '../kb/schema.js';
import type { TypedRequest } from '../reader/request.js';
import { readable } from '../reader/text.js';
import { type AgentAnswer, type Citation, citeSources } from './answer.js';
import { bold, compose } from './compose.js';
import { fixedTermDayAnswer } from './fixed-term-day.js';
import { nationalHourlyFloor } from './provincial-floor.js';
import { thirdElementAnswer, thirdElementOnFloor } from './third-element.js';

/**
 * An agreement whose wages are set by provincial agreements (the Operai agricoli: the national file holds only
 * the "minimi di area", monthly floors the provincial tables may not go below, and the seasonal workers, OTD, are
 * paid by the hour on the provincial wage with the "terzo elemento"). A day's or an hour's pay asked of it, or
 * the pay of seasonal or fixed-term workers, is the provincial wage: a gap, never the national floor read as a
 * day's pay. Only a national hourly floor asked as such (the florovivaisti's hourly area minimum, or a monthly-paid
 * worker's area minimum over the divisor when that minimum or the divisor is asked) is answered, as a floor
 * (provincial-floor.ts).
 */
const PROVINCIAL = /salari provinciali|contratti provinciali|contratto provinciale/i;

/** A day's or an hour's pay asked, or the pay of seasonal or fixed-term workers. */
const DAY_OR_HOUR =
  /\bminim\w* orari\b|\bal giorno\b|\bgiornalier\w*|\ba giornata\b|\bper giornata\b|\bgiornat[ae]\b|\borari[ao]\b|\ball'ora\b|\bl'ora\b|\bper ora\b|\bstagional\w*|\btempo determinato\b|\botd\b|\bvendemmi\w*|\braccolt\w*/;

/** Whether the agreement's pay for the question is the provincial wage the knowledge base does not hold. */
export function asksProvincialPay(ccnl: Ccnl, message: string): boolean {
  if (!ccnl.gaps.some((g) => PROVINCIAL.test(g))) return false;
  return DAY_OR_HOUR.test(readable(message));
}

/** The gap sentence, with the sources of the national floors that say the provincial tables set the wages. */
export function provincialPayLine(ccnl: Ccnl): { text: string; citations: Citation[] } {
  const floors = ccnl.pay_tables.find((t) => t.note && PROVINCIAL.test(t.note));
  const text = `Nel ${ccnl.short_name} ${bold('la paga giornaliera e oraria degli operai non è nella base di conoscenza')}: la fissano i contratti provinciali per area e livello (per gli operai a tempo determinato, pagati a ore, con il terzo elemento), che non sono nel perimetro nazionale raccolto. La base di conoscenza ha solo i minimi nazionali di area, soglie mensili sotto cui i contratti provinciali non possono scendere: per la paga di una giornata serve la tabella del contratto provinciale della provincia in cui si lavora.`;
  return {
    text,
    citations: floors
      ? citeSources(ccnl, text, `tabella minimi dal ${italianDate(floors.effective_from)}`, floors.sources)
      : [],
  };
}

/**
 * The gap line of a topic answer, or the national hourly floor asked (provincial-floor.ts); `texts` are the
 * conversation's, newest first.
 */
export function provincialOrFloorLine(
  ccnl: Ccnl,
  texts: readonly string[],
  date: string,
): { text: string; citations: Citation[] } {
  const [message = '', ...earlier] = texts;
  return nationalHourlyFloor(ccnl, message, [...earlier].reverse(), date) ?? provincialPayLine(ccnl);
}

/**
 * The same gap as a whole answer (the calculation agent's hourly and daily pay); the fixed-term workers'
 * allowance on an hour's pay the user gives is worked out instead (third-element.ts), and a national hourly
 * floor asked (the florovivaisti's, a monthly-paid worker's over the divisor) is answered as such
 * (provincial-floor.ts), at `date`.
 */
export function provincialPayAnswer(
  ccnl: Ccnl,
  message: string,
  history: readonly string[] | undefined,
  date: string,
): AgentAnswer {
  // (A day's wage the user gave, over the day's hours or with the allowance: fixed-term-day.ts.)
  const third =
    thirdElementAnswer(ccnl, message, history) ??
    fixedTermDayAnswer(ccnl, message, history) ??
    thirdElementOnFloor(ccnl, message, history ?? [], date);
  if (third) return third;
  const line = nationalHourlyFloor(ccnl, message, history ?? [], date) ?? provincialPayLine(ccnl);
  return compose({
    answer: line.text,
    citations: line.citations,
    related: [
      `Quali sono i minimi nazionali di area nel ${ccnl.short_name}?`,
      `Come funziona la malattia degli operai nel ${ccnl.short_name}?`,
      `Quando scade il ${ccnl.short_name}?`,
    ],
  });
}

/** A monthly or yearly gross the user gives: their own pay is divided, whatever the provincial wage. */
export const givenPay = (req: TypedRequest): boolean =>
  req.slots.amounts.some((a) => a.kind === 'monthly_gross' || a.kind === 'ral');

// "la paga la stabilisce il contratto nazionale o quello provinciale?", "vale il CPL?": who sets the wage asked.
const SETTER_ASKED = /\bprovincial\w*|\bcpl\b|\bcontratt\w* territorial\w*/;

/**
 * An answer on an agreement whose wages the provincial agreements set, where a sentence that asks names who sets
 * the pay ("la paga la decide il nazionale o il provinciale?"; not the story's "la sua paga è fissata dal
 * contratto provinciale"): the provincial agreements (CPL), above the national floors, said before the sources.
 */
export function withProvincialSetter<T extends AgentAnswer>(
  answer: T,
  message: string,
  ccnl: Ccnl | undefined,
): T {
  if (!ccnl?.gaps.some((g) => PROVINCIAL.test(g))) return answer;
  if (!askingSentences(readable(message)).some((s) => s.endsWith('?') && SETTER_ASKED.test(s))) return answer;
  // (Said already in the answer's opening; a note further down does not answer the question asked.)
  const opening = answer.text
    .split('\n')
    .filter((l) => l.trim())
    .slice(0, 3)
    .join('\n');
  if (/\bcontratto provincial\w*|\bcpl\b/i.test(opening)) return answer;
  const line = `La paga che applichi la fissa il contratto provinciale (CPL) della provincia in cui si lavora, per area e livello: il ${ccnl.short_name} nazionale fissa solo i minimi di area, soglie sotto cui i salari provinciali non possono scendere.`;
  // Who sets the pay asked first (or alone): the answer opens with it; asked after another question, it follows.
  const asks = askingSentences(readable(message)).filter((s) => s.endsWith('?'));
  const first = asks.length > 0 && SETTER_ASKED.test(asks[0] ?? '');
  const before = (text: string): string => {
    if (first) return `${line}\n\n${text}`;
    const at = text.indexOf('\n\nFonti:');
    return at < 0 ? `${text.trimEnd()}\n\n${line}` : `${text.slice(0, at)}\n\n${line}${text.slice(at)}`;
  };
  return { ...answer, text: before(answer.text), brief: before(answer.brief) };
}

// The provincial agreement named as applied ("col contratto degli operai agricoli, più il provinciale di Reggio").
const PROVINCIAL_NAMED = /\bprovincial\w*\b|\bcpl\b/;
const MONTHLY_FLOOR = /^Nel .* il minimo mensile lordo del\b/;

/**
 * A month's pay asked of an agreement whose wages the provincial agreements set, the provincial one named as
 * applied: the answer holds the national area floor, so it opens with what it is not, the provincial wage asked,
 * which the knowledge base lacks. The floor follows as such, never as the worker's wage.
 */
export function withProvincialWageGap<T extends AgentAnswer>(
  answer: T,
  message: string,
  ccnl: Ccnl | undefined,
): T {
  if (!ccnl?.gaps.some((g) => PROVINCIAL.test(g))) return answer;
  if (!PROVINCIAL_NAMED.test(readable(message)) || !MONTHLY_FLOOR.test(answer.text)) return answer;
  const line = `Nel ${ccnl.short_name} ${bold('il salario mensile del contratto provinciale non è nella base di conoscenza')}: lo fissa il contratto provinciale per area e livello, che non è nel perimetro nazionale raccolto. La base di conoscenza ha solo il minimo nazionale di area, la soglia sotto cui il salario provinciale non può scendere:`;
  return { ...answer, text: `${line}\n\n${answer.text}`, brief: `${line}\n\n${answer.brief}` };
}
