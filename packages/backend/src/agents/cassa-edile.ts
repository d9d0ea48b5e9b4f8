import { euro, percent } from '../kb/format.js';
import type { Ccnl } from '../kb/schema.js';
import { cents } from '../payroll/index.js';
import type { TypedRequest } from '../reader/request.js';
import { readable } from '../reader/text.js';
import { type AgentAnswer, citeSources } from './answer.js';
import { cassaEdileNet } from './cassa-edile-net.js';
import { officeWorkerPayer, officeWorkerSaid, siteWorkerThirteenth } from './cassa-edile-office.js';
import { cassaEdileSheet } from './cassa-edile-sheet.js';
import { PAIR } from './cassa-edile-whole.js';
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
const HOURLY_SAID = /\b(?:retribuzione|paga|compenso) orari[ao]\b|\bparametro orario\b/;

/** The Christmas bonus or the holidays named as what the Cassa Edile sets aside, a gross (not a net) asked. */
const shareNamed = (text: string) =>
  /\bcassa edile\b/.test(text) &&
  (BONUS.test(text) || HOLIDAY_PAY.test(text)) &&
  /\baccanton\w*|\bquot[ae]\b/.test(text) &&
  !/\bnett[oaie]\b|\bal netto\b/.test(text);

/** The Cassa Edile named, or the holidays and the Christmas bonus named as a pair (its two shares). */
const setAsideNamed = (text: string) => /\bcassa edile\b/.test(text) || PAIR.test(text);

export function percentOf(text: string, name: RegExp): number | undefined {
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
  // The set-aside as paid, net of taxes: its percentage, or a payslip's line checked (cassa-edile-net.ts).
  const net = cassaEdileNet(ctx, ccnl, rule);
  if (net) return net;
  // (The set-aside's percentage asked outright, whatever the story around it read as: accrualShares.)
  const shareAsked = SHARE_ASKED.test(readable(ctx.message)) && setAsideNamed(readable(ctx.message));
  // ("160 ore a 11,80 €/h: la quota di gratifica da accantonare in Cassa Edile?", read as a pay to compute:
  // the bonus or holidays named beside the Cassa Edile ask their share of the hours' pay, whatever the intent.)
  const routed = ['thirteenth_pro_rata', 'monthly_payments', 'holidays'].includes(req.intent) || shareAsked;
  if (!routed && !shareNamed(readable(ctx.message))) return undefined;
  // "1.600 ore a 10 euro": the hours worked, when the reader kept only the hourly pay.
  const written = /\b(\d{1,2}\.?\d{3}|\d{2,4}) ore\b/.exec(readable(ctx.message))?.[1];
  // An uploaded hours sheet gives both when the question gives neither (cassa-edile-sheet.ts).
  const given = req.slots.amounts.find((a) => a.kind === 'hours')?.value;
  const sheet = given === undefined && !written ? cassaEdileSheet(ctx) : undefined;
  const hours = given ?? (written ? Number(written.replace('.', '')) : sheet?.hours);
  // "la mia retribuzione oraria … è di 12,00 euro": the one amount of the question, said as the hourly pay.
  // (an hourly figure is small: "paga oraria 11 euro" may be read as a month's pay)
  const others = req.slots.amounts.filter((a) => a.kind !== 'hours' && a.value < 100);
  const hourly =
    req.slots.amounts.find((a) => a.perHour)?.value ??
    (others.length === 1 && HOURLY_SAID.test(readable(ctx.message)) ? others[0]?.value : sheet?.hourly);
  if (!hours || !hourly) {
    if (!routed) return undefined;
    const text = readable(ctx.message);
    const firmAsked = firmPaysAsked(text) && !/\bimpiegat/.test(text);
    return (
      whoPays(ctx, req, ccnl, rule, firmAsked) ??
      accrualShares(ctx, req, ccnl, rule) ??
      siteWorkerThirteenth(ctx, ccnl, rule, percentOf(rule.text, /gratifica natalizia/))
    );
  }
  const text = readable(ctx.message);
  const basis = sheet && sheet.hours === hours ? sheet.basis : `${hours} ore × ${euro(hourly)}`;
  const both = bothShares(ccnl, rule, text, cents(hours * hourly), basis);
  if (both) return both;
  const asksHoliday = HOLIDAY_PAY.test(text) && !BONUS.test(text);
  const pct = asksHoliday ? percentOf(rule.text, /ferie/) : percentOf(rule.text, /gratifica natalizia/);
  if (pct === undefined) return undefined;
  const pay = cents(hours * hourly);
  const amount = cents((pay * pct) / 100);
  const what = asksHoliday
    ? 'le ferie degli operai le paga'
    : 'la gratifica natalizia degli operai (la loro tredicesima) la paga';
  const from = sheet && sheet.hours === hours ? ', dal documento caricato' : '';
  return compose({
    answer: `Nel ${ccnl.short_name} ${what} la Cassa Edile: il ${percent(pct)} della retribuzione delle ore lavorate, cioè ${bold(`${euro(amount)} lordi`)} su ${euro(pay)} (${hours} ore × ${euro(hourly)}${from}).`,
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
export const WHO_PAYS =
  /\bchi (?:(?:me|mi|ce|ci|gli|glie|te|ti|le) ?)?(?:l[aeio] )?(?:pag|erog|vers|liquid)\w*|\bda chi (?:\w+ )?(?:pagat|erogat|versat)\w*/;
// "le pago io in busta alla cessazione?", "gliela paghiamo noi?", "gliele devo pagare io?": the firm's own payment
// asked yes or no (session 29, fixs29g).
// "le paga direttamente l'impresa?", "le eroga l'azienda in busta?", "me la da sempre la ditta?": the firm named as
// the one that pays.
const FIRM_PAYS =
  /\b(?:(?:me |ce |gliel[aei] |l[aei] )?(?:pago|paghiamo|liquido|liquidiamo|verso|versiamo|do|diamo) (?:io|noi)|(?:devo|dobbiamo|tocca a me|tocca a noi) (?:\w+ )?(?:pagar|liquidar|versar|metter)\w*|(?:glie)?l[aei] (?:paga|pagano|eroga|erogano|liquida|liquidano|da|dà|danno) (?:direttamente |sempre |lei |essa )?(?:l'impresa|l'azienda|la ditta|il datore(?: di lavoro)?|il titolare)\b)/;

/** The firm's own payment asked, not denied in a claim ("non le paghiamo noi … è così?" confirms the Cassa). */
function firmPaysAsked(text: string): boolean {
  const found = FIRM_PAYS.exec(text);
  return (
    found !== null && !/\bnon (?:(?:me|ce|gliel[aei]|l[aei]|gli|le|lo) )?$/.test(text.slice(0, found.index))
  );
}

/**
 * A building firm asking whether it pays an operaio's holidays or Christmas bonus itself, at the end of the job
 * or in the payslip ("le ferie non godute e la tredicesima le pago io in busta alla cessazione?"): No, the Cassa
 * Edile pays them from the monthly set-aside. An impiegato's are the firm's own: not answered here.
 */
export function cassaEdileAtLeaving(ctx: AgentContext, req: TypedRequest): AgentAnswer | undefined {
  const ccnl =
    req.slots.agreements.length === 1 ? ctx.kb.byCategory(req.slots.agreements[0] as number) : undefined;
  const rule = ccnl?.monthly_payments;
  const text = readable(ctx.message);
  if (!ccnl || !rule?.text || !/cassa edile/i.test(rule.text)) return undefined;
  if (!(HOLIDAY_PAY.test(text) || BONUS.test(text)) || !(firmPaysAsked(text) || WHO_PAYS.test(text)))
    return undefined;
  return whoPays(ctx, req, ccnl, rule, true);
}

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
  firmAsked = false,
): AgentAnswer | undefined {
  const text = readable(ctx.message);
  // "quante sono le ferie e chi le paga?", "durata annua delle ferie e chi le paga", "ferie annue ore? e chi le
  // paga": the count is asked too, and
  // the agreement's rule gives both.
  // ("e quanto mettono da parte ogni mese?": the share asked beside the payer, answered with it, not a count.)
  // (A month's pay given beside the share, "la retribuzione del mese è 2.000 €, quanto dobbiamo versare?": the
  // set-aside is to be computed, not the payer told.)
  const payGiven = /\d(?:[\d.,]*\d)?\s*(?:€|euro)/.test(text);
  const counted = payGiven ? text : text.replace(SHARE_ASKED, ' ');
  if (
    (!WHO_PAYS.test(text) && !firmAsked) ||
    /\bquant[oaie]\b|\bdurat[ae]\b|\bquanto dura\w*|\b(?:ferie|ore|giorni) annu[ei]\b|\b(?:ore|giorni|settimane)\s*\?/.test(
      counted,
    ) ||
    !rule.text
  )
    return undefined;
  // An office worker, in this turn or an earlier one: the firm pays (cassa-edile-office.ts).
  // ("gliela dà l'impresa?" after an impiegato's 13th: the firm's payment asked of the same worker.)
  if (officeWorkerSaid(ctx) && (BONUS.test(text) || HOLIDAY_PAY.test(text) || firmAsked))
    return officeWorkerPayer(ccnl, rule, HOLIDAY_PAY.test(text) && !BONUS.test(text));
  const both = HOLIDAY_PAY.test(text) && BONUS.test(text);
  const holiday = req.intent === 'holidays' || (HOLIDAY_PAY.test(text) && !BONUS.test(text));
  const holidayPct = percentOf(rule.text, /ferie/);
  const bonusPct = percentOf(rule.text, /gratifica natalizia/);
  const pct = holiday ? holidayPct : bonusPct;
  const what = both
    ? 'le ferie e la gratifica natalizia (la tredicesima)'
    : holiday
      ? 'le ferie'
      : 'la gratifica natalizia (la tredicesima)';
  // "l'8,5%", "l'11%", "il 10%": the article before a number said with a vowel.
  const article = pct !== undefined && /^(?:8|11)/.test(String(pct)) ? "l'" : 'il ';
  const share =
    both && holidayPct !== undefined && bonusPct !== undefined
      ? ` (l'impresa accantona ogni mese presso la Cassa Edile il ${bold(percent(cents(holidayPct + bonusPct)))} della retribuzione: ${percent(holidayPct)} per le ferie e ${percent(bonusPct)} per la gratifica)`
      : pct === undefined
        ? ''
        : ` (${article}${percent(pct)} della retribuzione, accantonato ogni mese dall'impresa)`;
  // "le pago io in busta alla cessazione?": the firm's own payment asked yes or no opens with No.
  const verdict = firmAsked && !WHO_PAYS.test(text) ? `${bold('No')}: nel` : 'Nel';
  const leaving = /\bcessazion|\bfine (?:del )?rapporto|\blicenzi|\bdimission|\bse ne va\b|\buscit/.test(text)
    ? " Alla cessazione l'impresa versa l'accantonamento fino all'ultimo mese lavorato e la Cassa paga al lavoratore quanto maturato: in busta non vanno né l'indennità per ferie non godute né la tredicesima."
    : '';
  return compose({
    answer: `${verdict} ${ccnl.short_name} ${what} degli operai ${bold(`${holiday || both ? 'le' : 'la'} paga la Cassa Edile`)}${share}, non l'impresa in busta paga.${leaving} Regola: ${rule.text}.`,
    citations: citeSources(ccnl, `Mensilità: ${rule.text}`, rule.article ?? null, rule.sources, 1),
    related: [`Quanto vale l'accantonamento per ${what} nel ${ccnl.short_name}?`],
  });
}

// "quanto accantoniamo in Cassa Edile in percentuale?", "che percentuale si versa alla Cassa Edile?", "quanto devo
// accantonare per ferie e gratifica?".
const SHARE_ASKED =
  /\bquant\w* (?:\w+ )?(?:mett\w*|tengono|tiene) da parte\b|\b(?:in |che |quale |qual e la |la )percentual\w*|\bquant[oa] (?:(?:si |ci |vi |gli )?(?:devo|dobbiamo|deve|devono|bisogna|va|vanno|occorre) )?(?:si |ci |vi |gli )?(?:accanton|vers)\w*|\bpercentual\w* (?:di |dell'|da )?(?:accantonament|vers)\w*|\baliquot\w*/;

/**
 * The shares of pay a building firm sets aside at the Cassa Edile for its operai ("per ferie e gratifica natalizia
 * quanto accantoniamo in percentuale?"): each percentage the agreement's 13th-month text states, and their sum
 * when both are asked (or neither named alone); undefined when the question asks no share.
 */
function accrualShares(
  ctx: AgentContext,
  req: TypedRequest,
  ccnl: Ccnl,
  rule: NonNullable<Ccnl['monthly_payments']>,
): AgentAnswer | undefined {
  const text = readable(ctx.message);
  if (!rule.text || !setAsideNamed(text) || !SHARE_ASKED.test(text)) return undefined;
  // "la retribuzione utile ... è di 2.000 euro: quanto devo accantonare in tutto?": the set-aside on the pay given.
  const pays = req.slots.amounts.filter((a) => a.kind !== 'hours' && !a.perHour && a.value >= 100);
  // ("qual è la percentuale e come si divide?" beside a pay the story tells: the percentages, not an amount.)
  const pay = pays.length === 1 && /\bquant[oaie]\b/.test(text) ? pays[0]?.value : undefined;
  if (pay !== undefined) {
    const onPay = bothShares(ccnl, rule, 'ferie gratifica', pay, 'retribuzione indicata');
    if (onPay) return onPay;
  }
  const holiday = percentOf(rule.text, /ferie/);
  const bonus = percentOf(rule.text, /gratifica natalizia/);
  if (holiday === undefined || bonus === undefined) return undefined;
  const onlyHoliday = HOLIDAY_PAY.test(text) && !BONUS.test(text);
  const onlyBonus = BONUS.test(text) && !HOLIDAY_PAY.test(text);
  const total = cents(holiday + bonus);
  const both = `${bold(percent(total))} della retribuzione (ore normali e festività): ${bold(percent(holiday))} per le ferie e ${bold(percent(bonus))} per la gratifica natalizia`;
  const first = onlyHoliday ? holiday : onlyBonus ? bonus : total;
  // "l'8,5%", "l'11%", "il 10%": the article before a number said with a vowel.
  const article = /^(?:8|11)/.test(String(first)) ? "l'" : 'il ';
  const answer = onlyHoliday
    ? `${bold(percent(holiday))} per le ferie (con il ${percent(bonus)} della gratifica natalizia, in tutto il ${percent(total)} della retribuzione)`
    : onlyBonus
      ? `${bold(percent(bonus))} per la gratifica natalizia (con l'${percent(holiday)} delle ferie, in tutto il ${percent(total)} della retribuzione)`
      : both;
  return compose({
    answer: `Nel ${ccnl.short_name} per gli operai l'impresa accantona ogni mese presso la Cassa Edile ${article}${answer}; la Cassa li paga al lavoratore a luglio e a dicembre.`,
    steps: [`Regola: ${rule.text}.`],
    citations: citeSources(ccnl, `Mensilità: ${rule.text}`, rule.article ?? null, rule.sources, 1),
    related: [`Quando paga la Cassa Edile la gratifica natalizia e le ferie nel ${ccnl.short_name}?`],
  });
}

/**
 * The whole set-aside asked with its Christmas-bonus part ("quanto devo accantonare per ferie e gratifica
 * natalizia, e quanto di questo è la gratifica?"): the two percentages together on the pay of the hours, then each
 * part, the one asked by name first.
 */
function bothShares(
  ccnl: Ccnl,
  rule: NonNullable<Ccnl['monthly_payments']>,
  text: string,
  pay: number,
  basis: string,
): AgentAnswer | undefined {
  if (!HOLIDAY_PAY.test(text) || !BONUS.test(text) || !rule.text) return undefined;
  const bonusPct = percentOf(rule.text, /gratifica natalizia/);
  const holidayPct = percentOf(rule.text, /ferie/);
  if (bonusPct === undefined || holidayPct === undefined) return undefined;
  const totalPct = bonusPct + holidayPct;
  const total = cents((pay * totalPct) / 100);
  const bonus = cents((pay * bonusPct) / 100);
  const holiday = cents((pay * holidayPct) / 100);
  return compose({
    answer: `Nel ${ccnl.short_name} l'accantonamento in Cassa Edile per ferie e gratifica natalizia degli operai è il ${percent(totalPct)} della retribuzione delle ore lavorate, cioè ${bold(`${euro(total)} lordi`)} su ${euro(pay)} (${basis}); di questi, la gratifica natalizia (${percent(bonusPct)}) è ${bold(`${euro(bonus)}`)} e le ferie (${percent(holidayPct)}) ${euro(holiday)}.`,
    steps: [
      `${basis} = ${euro(pay)}.`,
      `Accantonamento: ${percent(totalPct)} × ${euro(pay)} = ${euro(total)}.`,
      `Gratifica natalizia: ${percent(bonusPct)} × ${euro(pay)} = ${euro(bonus)}; ferie: ${percent(holidayPct)} × ${euro(pay)} = ${euro(holiday)}.`,
      `Regola: ${rule.text}.`,
    ],
    assumptions: [
      'Retribuzione delle ore normali (e delle festività) indicata; alcune Casse pagano un importo netto, dopo la ritenuta.',
    ],
    citations: citeSources(ccnl, `Mensilità: ${rule.text}`, rule.article ?? null, rule.sources, 1),
    related: [`Quando paga la Cassa Edile la gratifica natalizia e le ferie nel ${ccnl.short_name}?`],
  });
}
