import { euro, percent } from '../kb/format.js';
import type { Ccnl } from '../kb/schema.js';
import { cents } from '../payroll/index.js';
import type { TypedRequest } from '../reader/request.js';
import { readable } from '../reader/text.js';
import type { AgentAnswer } from './answer.js';
import { bold, compose } from './compose.js';
import type { AgentContext } from './context.js';
import { LAW_LEAVE_FACTS, lawCitations } from './law-facts.js';
import { dailyPayTold, firstTold, highMonthsUsed, leaveDailyAnswer, leaveDaysTold } from './leave-daily.js';
import { INPS_WITH_EXTRA, inpsBase, inpsDailyAnswer } from './leave-inps-base.js';
import { afterBirthVerdict } from './maternity-after-birth.js';
import { agreementOf, payBase } from './pay-base.js';

/**
 * The INPS allowance of a parental or maternity leave asked as money ("un mese di congedo parentale all'80% su
 * 2.150 lordi quanto fa?", "4° livello Commercio, un mese al 30%: quanto mi dà l'INPS?"): the percentage of the
 * law × the monthly pay given, or the level's minimum on the date asked (pay-base.ts), with the steps. Without a
 * pay or a level the answer asks for them (and for the child's age, which decides between 80% and 30%).
 * D.Lgs. 151/2001: maternity 80% (art. 22); parental leave 80% for up to 3 months within the child's 6 years
 * when the compulsory leave ended after 2024, 30% for the others (art. 34, L. 207/2024).
 */

/** The amount asked, not the rule ("quanto prendo", "quanto mi dà l'INPS", "a quanto ammonta", "quanto fa"). */
const MONEY_ASK =
  /\bquanto (?:(?:mi|ci|gli|le|ti|si|me|te) )?(?:(?:da|danno|dara|daranno|darebbe|paga|pagano|pagherebbe|spetta|spetterebbe|arriva|arriverebbe|entra|viene|verra|verrebbe|fa|farebbe|fanno|vengono)\b|prend|percepisc|ricev|incass|guadagn)|\ba quanto ammont|\bquanto (?:e|sara|vale) (?:l'|la )?(?:indennit|import|assegn)|\bquanti (?:euro|soldi)\b/;
/** "ha 7 anni", "di 13 anni", "compie 5 anni": the child's age (a service length says "da 12 anni"). */
const CHILD_AGE = /\b(?:ha|di|compie|compiuto|fatto) (\d{1,2}) anni\b/;
const MONTH_WORDS: Record<string, number> = { un: 1, uno: 1, due: 2, tre: 3, quattro: 4, cinque: 5, sei: 6 };
const MONTHS = /\b(\d{1,2}|un|uno|due|tre|quattro|cinque|sei) mes[ei]\b/;

/** The child's age in years stated in the question or the conversation, if any. */
export function childAge(texts: readonly string[]): number | undefined {
  for (const text of texts) {
    const m = CHILD_AGE.exec(text);
    if (m?.[1]) return Number(m[1]);
  }
  return undefined;
}

/** The parental leave's percentages named, in the order written ("all 80 per cento", "il 30%"). */
function namedPercents(text: string): number[] {
  return [...text.matchAll(/\b(80|30)\s*(?:%|per ?cento)/g)].map((m) => Number(m[1]));
}

function monthsAsked(text: string): number {
  const m = MONTHS.exec(text)?.[1];
  if (!m) return 1;
  return MONTH_WORDS[m] ?? Number(m);
}

/** The agreement's own statement topping up the law's allowance of the leave (maternity or parental). */
function integrates(ccnl: Ccnl, maternity: boolean): boolean {
  const word = maternity ? /maternit/i : /congedo parentale|congedi parentali/i;
  return [ccnl.monthly_payments.text, ...ccnl.passages.map((p) => p.text)].some(
    (t) => !!t && word.test(t) && /integrazion|a carico (?:dell'aziend|del datore)|100%/i.test(t),
  );
}

const rateWord = (rate: number) => (rate === 80 ? 'all’80%' : `al ${percent(rate)}`);

const INPS_BASIS =
  'L’INPS calcola l’indennità sulla retribuzione media giornaliera del mese prima del congedo (ratei compresi): la stima usa la retribuzione mensile, senza ratei né integrazioni del contratto.';

/** A day's allowance asked ("indennità giornaliera", "quanto al giorno"), not a month's. */
const DAY_ASKED = /\bgiornalier\w*|\bal giorno\b/;
/** After the 3 months at 80% ("dal quarto mese in poi", "dopo i primi tre mesi"): the 30% months. */
const LATER_MONTHS =
  /\bdal (?:quarto|4[°o]?|4 ?ª) mese\b|\bdopo i (?:primi )?(?:tre|3) mesi\b|\b(?:quarto|4[°o]) mese in poi\b/;
/** A follow-up changing the pay ("e se avesse preso 2.100 invece di 1.800?", "e con 2.000?"). */
const WHAT_IF = /^(?:ok\w*[ ,]+)?(?:e|ma) (?:se|con|invece)\b|\binvece di\b/;

export function leavePayAnswer(
  ctx: AgentContext,
  req: TypedRequest | undefined,
  kinds: readonly string[],
): AgentAnswer | undefined {
  const maternity = kinds.includes('maternity') && !kinds.includes('parental');
  // (Two kinds asked together, "la maternità? e il congedo parentale?", are each one's rule: leave-kinds.ts.)
  if (!req || kinds.length !== 1 || !(maternity || kinds.includes('parental'))) return undefined;
  const text = readable(ctx.message);
  // ("quanto prende in percentuale?" asks the rule's share, not an amount.)
  const history = [...(ctx.history ?? [])].reverse().map(readable);
  // "ok e se ad agosto avesse preso 2.100?": the amount asked in the turn before, on the pay the follow-up changes.
  const followUp = WHAT_IF.test(text) && /\d/.test(text) && MONEY_ASK.test(history[0] ?? '');
  // "indennità INPS giornaliera per una retribuzione media giornaliera di 60 €?": the allowance asked on a daily pay
  // told is an amount asked, whatever verb is missing.
  const allowanceOnPay = dailyPayTold(text) !== undefined && /\bindennit\w*|\bimport\w*/.test(text);
  if ((!MONEY_ASK.test(text) && !followUp && !allowanceOnPay) || /\bpercentual/.test(text)) return undefined;
  const story = [text, ...history];
  const age = childAge([text, ...history]);
  const law = maternity ? LAW_LEAVE_FACTS.maternity : LAW_LEAVE_FACTS.parental;
  const lawText = law.text.replace('{figure}', law.figure);
  // "posso lavorare fino al parto e farli tutti dopo?": the verdict opens (maternity-after-birth.ts).
  const afterBirth = maternity ? afterBirthVerdict(ctx.message) : undefined;
  const citations = [...(afterBirth?.citations ?? []), ...lawCitations(law, lawText)];
  const lead = afterBirth ? `${afterBirth.line} ` : '';
  // A daily pay told ("retribuzione media giornaliera è 70 euro"): a day's allowance, not a month (leave-daily.ts).
  // (A follow-up that changes the case keeps the daily pay and the days an earlier turn told.)
  const daily = dailyPayTold(text) ?? firstTold(history, dailyPayTold);
  if (daily)
    return leaveDailyAnswer({
      daily,
      maternity,
      age,
      named: namedPercents(text),
      rule: lawText,
      citations,
      days: leaveDaysTold(text) ?? firstTold(history, leaveDaysTold),
      used: highMonthsUsed(text) ?? firstTold(history, highMonthsUsed),
    });
  const base = payBase(ctx, req);
  const what = maternity ? 'congedo di maternità' : 'congedo parentale';
  const ccnl = agreementOf(ctx, req);
  // An agreement that tops the allowance up ("integrazione del 20%") answers with its total share (leave-kinds.ts).
  if (!base && ccnl && integrates(ccnl, maternity)) return undefined;
  if (!base) {
    const pay = ccnl
      ? `la retribuzione mensile lorda o il livello nel ${ccnl.short_name}`
      : 'la retribuzione mensile lorda (o CCNL e livello)';
    const needs = maternity || age !== undefined ? bold(pay) : `${bold(pay)} e ${bold("l'età del figlio")}`;
    return compose({
      answer: `${lead || `Il ${what} è pagato dall’INPS: ${bold(law.figure)}. `}Per calcolare quanto spetta mi servono ${needs}${maternity || age !== undefined ? '' : ' (o la data di nascita e quando è finito il congedo di maternità o paternità): decide tra 80% e 30%'}.`,
      steps: [
        `La regola: ${lawText.charAt(0).toUpperCase()}${lawText.slice(1)}`,
        'Esempio: «4° livello CCNL Commercio, figlio di 4 anni, 2 mesi di congedo parentale».',
      ],
      citations,
      related: [],
      showAction: true,
      calcolaField: ccnl ? 'livello' : 'ccnl',
    });
  }
  const months = monthsAsked(text);
  const named = namedPercents(text);
  const used = highMonthsUsed(text) ?? firstTold(history, highMonthsUsed);
  // A child over 6 leaves only the 30%; else the percentage the question names last ("mi resta solo il 30%"),
  // the 30% of the months after the first three, the 80% when no leave was used yet.
  const rates = maternity
    ? [80]
    : (age !== undefined && age >= 6) || LATER_MONTHS.test(text) || used === 'high'
      ? [30]
      : named.length
        ? [named.at(-1) as number]
        : used === 'none'
          ? [80]
          : [80, 30];
  const inps = inpsBase(base, story);
  if (DAY_ASKED.test(story.find((t) => MONEY_ASK.test(t)) ?? text))
    return inpsDailyAnswer({
      lead,
      what,
      inps,
      rate: rates[0] ?? 80,
      lawText,
      citations: [...citations, ...base.citations],
    });
  const period = months === 1 ? 'Un mese' : `${months} mesi`;
  const worth = months === 1 ? 'vale' : 'valgono';
  const on = `${base.label.replace(/^il /, 'sul ').replace(/^(?=un)/, 'su ')}${inps.extra ? ` più ${inps.extraLabel}` : ''}`;
  const lines = rates.map((rate) => {
    const monthly = cents((inps.monthly * rate) / 100);
    const total = cents(monthly * months);
    return {
      rate,
      monthly,
      total,
      step: `${euro(inps.monthly)} × ${percent(rate)} = ${euro(monthly)} al mese${months > 1 ? `; × ${months} mesi = ${euro(total)}` : ''}.`,
    };
  });
  const [first, second] = lines;
  if (!first) return undefined;
  const figure = (l: typeof first) =>
    months > 1
      ? `${bold(`${euro(l.total)} lordi`)} (${euro(l.monthly)} al mese)`
      : bold(`${euro(l.monthly)} lordi`);
  const opening = second
    ? `${period} di ${what} ${worth} ${figure(first)} all’80% (i primi 3 mesi entro i 6 anni del figlio, se il congedo obbligatorio è finito dopo il 31 dicembre 2024) oppure ${figure(second)} al 30%, calcolati ${on}.`
    : `${period} di ${what} ${rateWord(first.rate)} ${worth} ${figure(first)} di indennità INPS, calcolata ${on}.`;
  const ageNote =
    !maternity && age !== undefined && age >= 6 && named.includes(80)
      ? [`Con un figlio di ${age} anni i mesi all’80% non spettano più (solo entro i 6 anni): resta il 30%.`]
      : [];
  return compose({
    answer: `${lead}${opening}`,
    steps: [
      ...inps.steps,
      ...lines.map((l) => l.step),
      ...ageNote,
      `La regola: ${lawText.charAt(0).toUpperCase()}${lawText.slice(1)}`,
    ],
    assumptions: [
      inps.extra ? INPS_WITH_EXTRA : INPS_BASIS,
      ...base.assumptions.filter((a) => !/mensilit/.test(a)),
    ],
    citations: [...citations, ...base.citations],
    related: [],
  });
}

/** Asked whether the leave can still be taken ("posso ancora chiederlo?", "è troppo grande?", "mi spetta?"). */
const STILL_ASK =
  /\b(?:posso|possiamo|si puo|puo|spetta|spettano|ho (?:ancora )?diritto|troppo grand\w*|ancora)\b[^?]*\?|\b(?:fino a|entro) (?:che|quale) eta\b/;

/** The employer asking whether the request can be turned down ("posso rifiutare?", "posso negarglielo?"). */
const REFUSE =
  /\b(?:rifiut\w*|negar\w*|neghi\w*|respinger\w*|dire di no|oppor\w*)\b[^?]*\?|\bnon (?:concederl\w*|darglie\w*)\b/;

/**
 * A parent asking whether the parental leave is still due for a child of the age told ("ha 13 anni … posso
 * ancora chiederlo?"): Sì up to the child's 14th birthday (from 1 January 2026, L. 199/2025), No after.
 */
export function parentalAgeVerdict(ctx: AgentContext): string | undefined {
  const text = readable(ctx.message);
  const age = childAge([text]);
  if (age === undefined || age > 20 || !STILL_ASK.test(text)) return undefined;
  // "posso rifiutare?" asked by the employer: the polarity turns, the leave due means the refusal is not allowed.
  if (REFUSE.test(text))
    return age < 14
      ? `${bold('No')}: con un figlio di ${age} anni il congedo parentale spetta ancora, perché dal 1° gennaio 2026 si può usare ${bold('fino ai 14 anni')} del figlio (prima il limite era 12 anni); è un diritto del genitore e il datore di lavoro non può rifiutarlo, può solo chiedere il preavviso (almeno 5 giorni, D.Lgs. 151/2001, art. 32 c. 3, salvo un termine diverso del contratto collettivo).`
      : `${bold('Sì')}: con un figlio di ${age} anni il congedo parentale non spetta più, perché si può usare solo ${bold('fino ai 14 anni')} del figlio (dal 1° gennaio 2026); l’assenza si può concedere solo come permesso o aspettativa.`;
  // "posso ancora averli all'80%?" for a child past 6: the leave is still due, the 80% months are not.
  if (/\b80 ?%|\b80\b|\bottanta\b/.test(text) && age >= 6 && age < 14)
    return `${bold('No, non all’80%')}: i mesi pagati all’80% valgono solo per il congedo parentale preso ${bold('entro i 6 anni')} del figlio; con un figlio di ${age} anni il congedo si può ancora chiedere (fino ai 14 anni, dal 1° gennaio 2026), con l’indennità ordinaria del 30%.`;
  return age < 14
    ? `${bold('Sì')}: con un figlio di ${age} anni il congedo parentale si può ancora chiedere, perché dal 1° gennaio 2026 spetta ${bold('fino ai 14 anni')} del figlio (prima il limite era 12 anni).`
    : `${bold('No')}: con un figlio di ${age} anni il congedo parentale non spetta più, perché si può usare solo ${bold('fino ai 14 anni')} del figlio (dal 1° gennaio 2026).`;
}
