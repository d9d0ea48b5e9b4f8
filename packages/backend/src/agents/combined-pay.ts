import { euro, italianDate, percent } from '../kb/format.js';
import { levelPayAt, seniorityAmount } from '../kb/pay.js';
import type { Ccnl } from '../kb/schema.js';
import { cents } from '../payroll/net-pay.js';
import { MAX_INCREMENTS_ASKED } from '../reader/max-increments.js';
import { countValue } from '../reader/numbers.js';
import { revisitsAnswer } from '../reader/realconv12-asks.js';
import type { TypedRequest } from '../reader/request.js';
import { readable } from '../reader/text.js';
import { type AgentAnswer, citeSources } from './answer.js';
import { arrivalLevel } from './apprentice-arrival.js';
import { apprenticeKindGap } from './apprentice-kind-gap.js';
import { apprenticeMonthAt, apprenticeMonthNow, earlierMonthNow, nextShareLine } from './apprentice-now.js';
import { count, namedPeriodRow, ORDINAL, periodMonths } from './apprentice-period.js';
import { bold, compose, table } from './compose.js';
import type { AgentContext } from './context.js';
import { documentGrossVerdict, toldGrossVerdict } from './document-gross-verdict.js';
import { doubtedCountAnswer } from './doubted-count.js';
import { hourlyIncrements } from './hourly-increments.js';
import { eachIncrementAnswer } from './increment-each.js';
import { maxLine } from './increments-max.js';
import { followsPayWithIncrements } from './increments-pay-asked.js';
import { hireAndCount, paidIncrements, paidLine, paidVerdict, yearsInTurn } from './increments-since.js';
import { minimumApartLine } from './minimum-apart.js';
import { nextIncrementAnswer } from './next-increment.js';
import { seniorityPremiumPay } from './seniority-premium.js';
import { levelName } from './shared/levels.js';
import { yearsSaid } from './shared/years-said.js';

export { periodMonths };

/**
 * Figures combined for the case asked: n seniority increments on a level's minimum, an apprentice's share of
 * the final level's minimum in the month of apprenticeship asked. Each returns undefined when the question or
 * the agreement lacks what the combination needs, so the topic answer takes over.
 */

/** A question on a level's pay, not only on the increments' rule ("quanto prende lordo con 3 scatti"). */
// ("quanto arriva in tutto", "a quanto arriva": the pay the increments bring it to; "quanto valgono in tutto" is
// their own value.)
const ASKS_PAY =
  /\bquanto (?:\w+ ){0,2}?(?:prend|guadagn|percepisc|viene|fa|arriv)\w*|\blord[oa]\b|stipendi|retribuzion|\bpaga\b|in busta|\bbase (?:\+|piu|e) (?:gli )?scatt|\bquanto (?:\w+ ){0,2}?(?:dovrei|devo|dovremmo|dovrebbe) (?:avere|prendere|ricevere)\b|\b(?:compres|comprensiv|inclus)\w* (?:anche )?(?:de)?(?:gli |i |l )?scatt|\b(?:totale|complessiv\w*) (?:con |compresi |inclusi )?(?:gli |i )?scatt|\bminim\w*(?: (?:tabellar|contrattual|conglobat)\w*)? (?:\+|piu|con|e) (?:gli |i )?(?:(?:\d+|due|tre|quattro|cinque) )?scatt/;

/** The question asks the increase, not the new total ("in più", "di quanto aumenta", "la differenza"). */
const ASKS_INCREASE =
  /\bin piu\b|\bdi piu\b|\bin aggiunta\b|\bdi quanto (?:\w+ ){0,3}?(?:aument|cresc|sal)|\bquanto (?:\w+ ){0,2}?(?:aument|cresc)|\bdifferenz|\bun aumento\b|\bin aumento\b|\bextra\b|\brispetto a (?:quando|prima|senza)\b/;
/** The increments' own line asked ("quanto devo avere in busta di anzianità", "quanto mi spetta di scatti"). */
// "gli scatti: a quanto ammontano al mese?": their amount (a count named first, "a quanto ammontano 2 scatti", asks
// the value of that many).
// ("quanto dovrebbero fare in tutto i miei 2 scatti?": what that many come to; "quanto vale uno scatto?" is the rule.)
const ASKS_ITEM =
  /\bquant[oi]\b(?: (?!scatt)\w+){0,6}? di (?:scatt\w*|anzianita)\b|\bscatt\w*\b[^?.]{0,40}\ba quanto (?:ammont|corrispond)\w*|\bquanto (?:\w+ ){0,3}?(?:fanno|fare|valgono|valere|varrebbero|farebbero) (?:\w+ ){0,5}?(?:\d+|due|tre|quattro|cinque|sei|sette|otto|nove|dieci) scatt/;

/**
 * The question asks what the increments add, not the pay with them: in its own words, or a short follow-up
 * ("e con 5 scatti quanto fa?") after a question that asked the increase.
 */
export function asksIncrementsIncrease(message: string, previous?: string): boolean {
  const text = readable(message);
  if (ASKS_INCREASE.test(text) || ASKS_ITEM.test(text)) return true;
  const short = text.split(' ').length <= 8;
  return short && previous !== undefined && /scatt/.test(text) && ASKS_INCREASE.test(readable(previous));
}

function minimumCitations(ccnl: Ccnl, level: string, pay: NonNullable<ReturnType<typeof levelPayAt>>) {
  return citeSources(
    ccnl,
    `${levelName(ccnl, level)}: minimo ${euro(pay.row.amount)} dal ${italianDate(pay.table.effective_from)}`,
    `tabella minimi dal ${italianDate(pay.table.effective_from)}`,
    pay.table.sources,
  );
}

/** "dell'8%", "del 12%": the article as the number is read aloud. */
const ofPercent = (value: number) =>
  `${/^(?:8|11)(?:\D|$)/.test(String(value)) ? "dell'" : 'del '}${bold(percent(value))}`;

/** Years of service under a percent rule with no level named: how many increments and the share of the minimum. */
function percentIncrements(ccnl: Ccnl, asked: number): AgentAnswer | undefined {
  const rule = ccnl.seniority_increments;
  const pct = rule.percent_of_minimum;
  if (!pct || rule.amounts_eur_month) return undefined;
  const count = rule.max_count ? Math.min(asked, rule.max_count) : asked;
  return compose({
    answer: `Nel ${ccnl.short_name} ${count === 1 ? `spetta ${bold('uno scatto')}` : `spettano ${bold(`${count} scatti`)}`} di anzianità: il minimo va aumentato ${ofPercent(count * pct)} (${count} × ${percent(pct)}).`,
    steps: rule.text ? [`Regola del ${ccnl.short_name}: ${rule.text}.`] : [],
    assumptions: ["Per l'importo in euro indica il livello: lo scatto si calcola sul suo minimo."],
    citations: rule.text
      ? citeSources(ccnl, `Scatti di anzianità: ${rule.text}`, rule.article ?? null, rule.sources, 1)
      : [],
    related: [`Qual è il minimo di ogni livello nel ${ccnl.short_name}?`],
  });
}

// A count of increments doubted: "dovrei averne 3", "secondo me dovrebbero essere", "sono giusti", "solo 2".
const DOUBTED_COUNT = /\bdovre\w*|\bdovrebb\w*|\bgiust\w*|\bcorrett\w*|\bsolo (?:\d|due|uno|un)\b|\binvece d/;
// The payslip's increments line asked ("la voce scatti", "alla voce anzianità"), not the month's gross.
// ("quanto si trova in busta solo di scatti?": the increments alone, not the gross with them.)
const ASKS_LINE =
  /\bvoce\b[^?.]{0,25}\b(?:scatt|anzianita)|\b(?:scatt|anzianita)\w*[^?.]{0,25}\bvoce\b|\bsolo (?:di |degli |per gli |gli )?scatti\b/;

/** "se mi passano B1 gli scatti li perdo o cambiano valore?": increments asked on a change of level. */
const PROMOTION_ASKED =
  /\b(?:li |le |gli scatti )?(?:perd\w*|conserv\w*|mantien\w*|manten\w*)\b|\bcambi\w* (?:di )?valore\b|\b(?:restano|rimangono|li tengo|me li tengo)\b|\b(?:promoss|promozion|passaggio di (?:livello|categoria))/;

/** "quando avrà maturato tutti gli scatti, quanto prenderà in più?": the increments' maximum count is asked. */
const ALL_MATURED = MAX_INCREMENTS_ASKED;

/** "con 2 scatti" on a level: the increments' total, or the monthly gross with them when pay is asked. */
export function seniorityPay(ctx: AgentContext, req: TypedRequest, ccnl: Ccnl): AgentAnswer | undefined {
  const next = nextIncrementAnswer(ctx, req, ccnl) ?? doubtedCountAnswer(ctx, req, ccnl);
  if (next) return next;
  const { level, seniorityYears } = req.slots;
  const rule = ccnl.seniority_increments;
  // A hire date (said, or a payslip's "Data di assunzione") gives the increments matured at the payslip's month
  // or today; years of service ("da 7 anni in azienda") one per full period.
  // A count told and doubted ("in busta ne ho solo 2: quanti dovrei averne?") is weighed against the hire date.
  const since =
    !yearsInTurn(ctx.message, seniorityYears) &&
    (req.slots.seniorityIncrements === undefined || DOUBTED_COUNT.test(readable(ctx.message)))
      ? hireAndCount(ctx, req, rule)
      : undefined;
  const asked =
    (ALL_MATURED.test(readable(ctx.message)) && rule.max_count ? rule.max_count : undefined) ??
    since?.count ??
    req.slots.seniorityIncrements ??
    (seniorityYears !== undefined && rule.period_years
      ? Math.floor(seniorityYears / rule.period_years)
      : undefined);
  if (asked === undefined || asked < 1) return seniorityPremiumPay(ctx, req, ccnl);
  // Increments in percent of the minimum (domestic work): the share the years give needs no level.
  if (!level) return percentIncrements(ccnl, asked);
  // The hire day is not the day the pay is read at.
  const date = since
    ? req.slots.date && req.slots.date !== since.hire
      ? req.slots.date
      : since.at
    : (req.slots.date ?? ctx.today);
  // "quanto le spetta in più l'ora?": an hourly worker's increments on the hourly minimum.
  const cap = rule.max_count ?? asked;
  const yearsStep =
    since?.steps ??
    (seniorityYears !== undefined && req.slots.seniorityIncrements === undefined
      ? [
          `${yearsSaid(seniorityYears)} anni di anzianità: uno scatto ogni ${rule.period_years} anni compiuti.`,
        ]
      : []);
  const perHour = hourlyIncrements(ccnl, ctx.message, level, Math.min(asked, cap), date, yearsStep);
  if (perHour) return perHour;
  const pay = levelPayAt(ccnl, level, date);
  if (!pay) return undefined;
  const each = seniorityAmount(ccnl, level, pay.row);
  if (each === undefined) {
    // "quanto prende in più con 2 scatti" where the increments' amounts are a gap: said as such, no other figure.
    if (!asksIncrementsIncrease(ctx.message, ctx.history?.at(-1))) return undefined;
    return compose({
      answer: `Nel ${ccnl.short_name} l'importo degli scatti di anzianità del ${levelName(ccnl, level)} ${bold('non è nella base di conoscenza')}: non posso dire quanto prende in più con ${asked === 1 ? 'uno scatto' : `${asked} scatti`}.`,
      steps: rule.text ? [`Regola del ${ccnl.short_name}: ${rule.text}.`] : [],
      unanswerable: rule.gap ? [rule.gap] : [],
      citations: rule.text
        ? citeSources(ccnl, `Scatti di anzianità: ${rule.text}`, rule.article ?? null, rule.sources, 1)
        : [],
      related: [`Ogni quanto matura uno scatto nel ${ccnl.short_name}?`],
    });
  }
  const count =
    rule.max_count !== null && rule.max_count !== undefined ? Math.min(asked, rule.max_count) : asked;
  const total = cents(count * each);
  const name = levelName(ccnl, level);
  // "3 × 4% = 12% del minimo": the share a percent rule gives, then its amount on this level.
  const share =
    rule.percent_of_minimum && !rule.amounts_eur_month
      ? `${count} × ${percent(rule.percent_of_minimum)} = ${percent(count * rule.percent_of_minimum)} del minimo${pay.row.components?.some((c) => /\bindennit/i.test(c.label)) ? " senza l'indennità di funzione" : ''}, `
      : '';
  const superminimo = req.slots.amounts.find((a) => a.kind === 'superminimo')?.value ?? 0;
  const monthly = cents(pay.row.amount + total + superminimo);
  // A short follow-up ("e con 4 scatti?") asks what the question before it asked.
  const previous = ctx.history?.at(-1);
  const short = readable(ctx.message).split(' ').length <= 6;
  const wantsPay =
    (ASKS_PAY.test(readable(ctx.message)) && !ASKS_LINE.test(readable(ctx.message))) ||
    // (or a turn about that answer: "da dove viene questa cifra?", "perché?", realconv12-asks.ts)
    ((short || revisitsAnswer(ctx.message)) && previous !== undefined && ASKS_PAY.test(readable(previous))) ||
    // "con 2 scatti?" after a minimum: the minimum with the increments (the reader kept the minimum asked).
    (short && previous !== undefined && req.intent === 'minimum_pay') ||
    // "e la collega assunta a gennaio 2016?" after the gross with the increments: the same gross for her.
    followsPayWithIncrements(ctx.message, previous, req);
  // "quanto prende in più", "di quanto aumenta": the increase is the answer, the new total comes after it.
  const asksIncrease = asksIncrementsIncrease(ctx.message, previous);
  // "quanto vale ciascun mio scatto e quanti al massimo?": one increment's value and the maximum, not a total.
  const eachLine =
    wantsPay || asksIncrease
      ? undefined
      : eachIncrementAnswer(
          ccnl,
          ctx.message,
          name,
          each,
          // The increments the years told have matured; "uno scatto" named is the one asked, not a count.
          req.slots.seniorityIncrements === undefined ? count : undefined,
        );
  if (eachLine)
    return compose({
      answer: [eachLine, maxLine(ctx, rule.max_count, count, ccnl.short_name, each)]
        .filter(Boolean)
        .join(' '),
      steps: rule.text ? [`Regola del ${ccnl.short_name}: ${rule.text.replace(/\.$/, '')}.`] : [],
      assumptions: [
        `Importo dello scatto per il ${name} in vigore al ${italianDate(date)}: dopo un passaggio di livello gli scatti già maturati si ricalcolano sul valore del nuovo livello.`,
      ],
      citations: [
        ...(rule.text
          ? citeSources(ccnl, `Scatti di anzianità: ${rule.text}`, rule.article ?? null, rule.sources, 1)
          : []),
      ],
      related: [`Quanto prende il ${name} del ${ccnl.short_name} con ${count} scatti?`],
    });
  // "quanto vale uno scatto" asks the rule, which the topic answer gives with its count and period.
  if (asked < 2 && !wantsPay && !asksIncrease && !since) return undefined;
  const apart = minimumApartLine(
    ctx.message,
    pay.row.components,
    total,
    monthly,
    count === 1 ? 'uno scatto di anzianità' : `${count} scatti di anzianità`,
  );
  // The payslip's increments line, read when the hire date gave the count.
  const paid = since ? paidIncrements(ctx) : undefined;
  const verdict = paidVerdict(ctx.message, paid, total);
  const answer = asksIncrease
    ? `Con ${count === 1 ? 'uno scatto' : `${count} scatti`} di anzianità il ${name} del ${ccnl.short_name} prende ${bold(`${euro(total)} lordi in più al mese`)} (${share}${count} × ${euro(each)}): il lordo mensile passa da ${euro(cents(pay.row.amount + superminimo))} a ${euro(monthly)} al ${italianDate(date)}.`
    : wantsPay && !superminimo && apart
      ? `Nel ${ccnl.short_name} per il ${name} al ${italianDate(date)} ${apart}`
      : wantsPay
        ? `Nel ${ccnl.short_name} il ${name} con ${count === 1 ? 'uno scatto' : `${count} scatti`} di anzianità ha un lordo mensile di ${bold(euro(monthly))} al ${italianDate(date)}: minimo ${euro(pay.row.amount)} + ${share}${count} × ${euro(each)} (${euro(total)} di scatti)${superminimo ? ` + superminimo ${euro(superminimo)}` : ''}.${documentGrossVerdict(ctx, monthly) || toldGrossVerdict(ctx.message, req.slots.amounts, monthly)}`
        : `${verdict}${verdict ? 'n' : 'N'}el ${ccnl.short_name} ${count === 1 ? 'uno scatto' : `${count} scatti`} di anzianità del ${name} ${count === 1 ? 'vale' : 'valgono'} ${bold(euro(total))} al mese (${share}${count} × ${euro(each)}).${paidLine(paid, total)}`;
  const max = maxLine(ctx, rule.max_count, count, ccnl.short_name, each);
  const notes: string[] = [];
  if (since) notes.push(...since.steps);
  else if (req.slots.seniorityIncrements === undefined && seniorityYears !== undefined)
    notes.push(
      `${yearsSaid(seniorityYears)} anni di anzianità: ${count === 1 ? 'uno scatto' : `${count} scatti`} (uno ogni ${rule.period_years} anni compiuti).`,
    );
  // "se passo B1 gli scatti li perdo?": what happens to the increments on a promotion is the agreement's rule.
  if (rule.text && PROMOTION_ASKED.test(readable(ctx.message)))
    notes.push(`Regola del ${ccnl.short_name}: ${rule.text.replace(/\.$/, '')}.`);
  if (count < asked)
    notes.push(`Il ${ccnl.short_name} prevede al massimo ${rule.max_count} scatti: ne ho contati ${count}.`);
  if (rule.payments) notes.push(`Gli scatti si pagano su ${rule.payments} mensilità.`);
  return compose({
    answer: max ? `${answer} ${max}` : answer,
    steps: table([
      [`Minimo tabellare (tabella dal ${italianDate(pay.table.effective_from)})`, euro(pay.row.amount)],
      [`Scatti di anzianità: ${count} × ${euro(each)}`, euro(total)],
      ...(superminimo ? [['superminimo', euro(superminimo)] as [string, string]] : []),
      ['**Lordo mensile**', `**${euro(monthly)}**`],
    ]),
    assumptions: [...notes, ...(superminimo ? [] : ['Senza superminimo né altre voci individuali.'])],
    citations: [
      ...minimumCitations(ccnl, level, pay),
      ...(rule.text
        ? citeSources(ccnl, `Scatti di anzianità: ${rule.text}`, rule.article ?? null, rule.sources, 1)
        : []),
    ],
    related: [
      `Quanto prende netto il ${name} del ${ccnl.short_name} con ${count} scatti?`,
      `Ogni quanto matura uno scatto nel ${ccnl.short_name}?`,
    ],
  });
}

/** The month of apprenticeship a question is about: "al 10° mese", "secondo anno", "da 8 mesi", "3° semestre". */
export function apprenticeshipMonth(text: string): number | undefined {
  // "dopo il primo anno", "passati i primi 12 mesi": the month after the period named.
  // "quando passa il 24° mese", "oltre il 24° mese", "superato il secondo anno": the next month.
  const after = new RegExp(
    `\\b(?:dopo|oltre|passa|passat[oi]|trascors[oi]|finisc\\w*|finit[oi]|supera|superat[oi]|compiut[oi]) (?:il |i |l')?(?:prim[oi] )?(${ORDINAL}|[a-z]+)\\s+(anno|anni|mesi|mese)\\b`,
  ).exec(text);
  // "passati i primi due anni": a count in words as well as an ordinal.
  const span = after?.[1] ? (countValue(after[1].trim()) ?? count(after[1].trim())) : undefined;
  if (span !== undefined && !Number.isNaN(span))
    return span * (/^mes/.test(after?.at(-1) ?? '') ? 1 : 12) + 1;
  // "nei primi 12 mesi", "durante i primi sei mesi", "per il primo anno", "4 liv primi 12 mesi", "nei primi mesi".
  if (
    /\b(?:(?:nei|durante i|per i|ai|i) )?prim[ie] (?:\d{1,2}|[a-z]+) mesi\b|\b(?:nel|durante il|per il) primo anno\b|\b(?:nei|durante i|per i) primi mesi\b/.test(
      text,
    )
  )
    return 1;
  const month = new RegExp(`\\b(${ORDINAL})\\s+mese\\b`).exec(text) ?? /\bda (\d{1,2}) mesi\b/.exec(text);
  if (month?.[1]) return count(month[1]) + (month[0].startsWith('da ') ? 1 : 0);
  // "ha cominciato 14 mesi fa", "è entrato come apprendista due mesi fa": those months done, the next running.
  const ago = /\b(?:cominciat|iniziat|entrat|assunt)\w* (?:[\w']+ ){0,7}?(\d{1,2}|[a-z]+) mesi fa\b/.exec(
    text,
  );
  const done = ago?.[1] ? (countValue(ago[1]) ?? Number.parseInt(ago[1], 10)) : Number.NaN;
  if (!Number.isNaN(done)) return done + 1;
  const year = new RegExp(`\\b(${ORDINAL})\\s+anno\\b`).exec(text);
  if (year?.[1]) return (count(year[1]) - 1) * 12 + 1;
  const half = new RegExp(`\\b(${ORDINAL})\\s+semestre\\b`).exec(text);
  if (half?.[1]) return (count(half[1]) - 1) * 6 + 1;
  return undefined;
}

/** "l'85%", "l'11%", "il 70%": the article a percentage takes in Italian. */
const articled = (share: string) => (/^(?:8|11%|11,|18%|18,)/.test(share) ? `l'${share}` : `il ${share}`);

/** An apprentice's pay: the share for the month asked applied to the final level's minimum. */
/** The month of apprenticeship the turn before asked, when it spoke of an apprentice. */
export function earlierApprenticeMonth(ctx: AgentContext): number | undefined {
  const earlier = readable(ctx.history?.at(-1) ?? '');
  return /apprendist/.test(earlier) ? apprenticeshipMonth(earlier) : undefined;
}

export function apprenticePay(ctx: AgentContext, req: TypedRequest, ccnl: Ccnl): AgentAnswer | undefined {
  const otherKind = apprenticeKindGap(ctx, ccnl);
  if (otherKind) return otherKind;
  const text = readable(ctx.message);
  const level = arrivalLevel(text, req, ccnl);
  // "apprendista dal 1° febbraio 2026 … quanto prendo adesso?": the month running today (apprentice-now.ts).
  // (a later turn naming a month, "e da dicembre quanto diventa?": the month running then.)
  const now =
    apprenticeshipMonth(text) === undefined
      ? (apprenticeMonthNow(text, req.slots, ctx.today) ??
        (earlierApprenticeMonth(ctx) === undefined
          ? apprenticeMonthAt(text, req.slots, ctx.today)
          : undefined))
      : undefined;
  // "e se il livello di arrivo fosse il 3°?" after the first year's pay: the follow-up changes the level only, the
  // period asked in the turn before stays.
  const rows = ccnl.apprenticeship.pay;
  // "nel primo periodo" where the periods have no fixed months (Metalmeccanici industria): that period's share.
  const named = namedPeriodRow(text, rows ?? []);
  const month = named
    ? undefined
    : (apprenticeshipMonth(text) ?? now?.month ?? earlierApprenticeMonth(ctx) ?? earlierMonthNow(ctx));
  if (!level || (month === undefined && !named) || !rows?.length) return undefined;
  const row =
    named ??
    rows.find((r) => {
      const span = periodMonths(r.period);
      return month !== undefined && span && month >= span[0] && month <= span[1];
    });
  if (!row || row.percent === null) return undefined;
  const when = month === undefined ? `nel ${row.period}` : `al ${month}° mese (${row.period})`;
  // An apprenticeship that starts later is never paid on a table before its start ("resti quello di adesso" of an
  // apprentice hired in January: the table in force at the hire, held, not today's).
  const hire = req.slots.hireDate?.match(/^\d{4}-\d{2}-\d{2}$/) ? req.slots.hireDate : undefined;
  const asked = now?.at ?? req.slots.date ?? ctx.today;
  const date = hire && hire > ctx.today && asked < hire ? hire : asked;
  const pay = levelPayAt(ccnl, level, date);
  if (!pay) return undefined;
  const amount = cents((pay.row.amount * row.percent) / 100);
  const name = levelName(ccnl, level);
  const next = now && month !== undefined ? nextShareLine(ccnl, now.hire, month) : undefined;
  return compose({
    answer: `Nel ${ccnl.short_name} l'apprendista ${when} con livello di arrivo ${name} ha un minimo di ${bold(euro(amount))} lordi al mese: ${articled(percent(row.percent))} di ${euro(pay.row.amount)}.${next ? ` ${next}` : ''}`,
    steps: [
      `Percentuale del periodo «${row.period}»${row.rule ? ` (${row.rule})` : ''}: ${percent(row.percent)} del minimo del livello di arrivo.`,
      `Minimo del ${name} al ${italianDate(date)} (tabella dal ${italianDate(pay.table.effective_from)}): ${euro(pay.row.amount)}.`,
      `${euro(pay.row.amount)} × ${percent(row.percent)} = ${euro(amount)}.`,
    ],
    assumptions: [
      ...(ccnl.apprenticeship.text ? [`Regola del ${ccnl.short_name}: ${ccnl.apprenticeship.text}`] : []),
      'Solo minimo tabellare: superminimo e altre voci individuali esclusi.',
    ],
    citations: [
      ...minimumCitations(ccnl, level, pay),
      ...citeSources(
        ccnl,
        `Apprendistato: ${row.period} ${row.percent}%`,
        null,
        ccnl.apprenticeship.sources,
        1,
      ),
    ],
    related: [`Quanto dura l'apprendistato nel ${ccnl.short_name}?`],
  });
}
