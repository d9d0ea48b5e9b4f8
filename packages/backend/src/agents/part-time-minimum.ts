import { askedVerdict, withVerdictWord } from '../documents/asked-verdict.js';
import { euro, italianDate, percent } from '../kb/format.js';
import { levelPayAt } from '../kb/pay.js';
import type { Ccnl, PayRow } from '../kb/schema.js';
import { cents } from '../payroll/net-pay.js';
import { saidByOtherAt } from '../reader/disputed-figure.js';
import { numbersIn } from '../reader/numbers.js';
import { payslipFigureAt } from '../reader/payslip-figure-beside.js';
import type { TypedRequest } from '../reader/request.js';
import { readable } from '../reader/text.js';
import { type AgentAnswer, citeSources } from './answer.js';
import { baseItemAsked, baseItemName, baseItemTitle } from './base-item-asked.js';
import { bold, compose, table } from './compose.js';
import type { AgentContext } from './context.js';
import { itemName, partTimeBaseSplit } from './part-time-base-split.js';
import { partTimeBaseShort, partTimeItemsLine } from './part-time-items.js';
import { partTimePayAsked } from './part-time-pay-asked.js';
import { partTimeYear, twoPartTimers } from './part-time-together.js';
import { partTimeTranche } from './part-time-tranche.js';

export { partTimeTranche };

import { incrementsOf, isDomestic } from './pay-base.js';
import { levelName } from './shared/levels.js';

/** The question asks the net, which the payslip calculation answers (with the same part-time share). */
/** Hours as written: "24", "37,5". */
const hours = (value: number) => new Intl.NumberFormat('it-IT', { maximumFractionDigits: 2 }).format(value);

const ASKS_NET = /\bnett[oia]\b|in tasca|\bin mano\b/;

/**
 * Two part-time jobs under the same agreement and level ("20 ore a settimana per una ditta e 15 ore per una
 * cooperativa: quanto da ciascuna?"): the other job's weekly hours, when the question speaks of two employers.
 */
const TWO_JOBS =
  /\b(?:due|entramb\w*|tutt[ei] e due) (?:ditte|datori|aziende|contratti|lavori|rapporti|impieghi|cooperative|societa)\b|\bciascun[oa] dei due\b|\bciascun[oa] delle due\b/;
const WEEKLY =
  /\b(\d{1,2}(?:,\d)?) ore (?:a settimana|alla settimana|settimanali|la settimana|a sett|sett)\b/g;
function otherJobHours(text: string, first: number, full: number): number | undefined {
  if (!TWO_JOBS.test(text)) return undefined;
  const found = [...text.matchAll(WEEKLY)].map((m) => Number((m[1] ?? '').replace(',', '.')));
  const others = [...new Set(found.filter((h) => h !== first && h > 0 && h < full))];
  return others.length === 1 ? others[0] : undefined;
}

/**
 * Items of the row kept out of its monthly amount (an EDR paid on 13 instalments) that the question names among
 * those it asks ("retribuzione tabellare, contingenza ed EDR riproporzionati"): their monthly amount joins the
 * full-time figure the share is taken of.
 */
function namedItems(row: PayRow, text: string): PayRow['components'] {
  return row.components.filter((c) => {
    const word = readable(c.label).split(/[\s(]/)[0] ?? '';
    if (c.payments === undefined || word.length < 2 || !new RegExp(`\\b${word}\\b`).test(text)) return false;
    // "EDR escluso", "senza EDR", "l'EDR lo lasciamo stare": named to be left out.
    return !new RegExp(
      `\\b(?:senza|escluso|esclusa|esclusi|tranne|eccetto|niente|meno)\\b[^.;:?]{0,30}\\b${word}\\b|\\b${word}\\b[^.,;?)]{0,25}\\b(?:esclus\\w*|lasci\\w*|a parte|no)\\b`,
    ).test(text);
  });
}
const withItems = (row: PayRow, text: string) =>
  namedItems(row, text).reduce((sum, c) => sum + c.amount, row.amount);

/**
 * The one monthly figure of the question said by someone else ("la titolare dice 1.070", "il consulente ha
 * calcolato 1.050 €"), the pay weighed against the proportioned minimum.
 */
function reportedPay(
  text: string,
  own: TypedRequest['slots']['amounts'],
): { value: number; where: string; document?: string } | undefined {
  const [figure, ...others] = own;
  if (!figure || others.length || !['other', 'monthly_gross'].includes(figure.kind) || figure.value < 100)
    return undefined;
  const found = numbersIn(text).find((n) => n.value === figure.value);
  if (!found) return undefined;
  // "in busta ho 891": the payslip's figure told beside the question (reader/payslip-figure-beside.ts).
  if (payslipFigureAt(text, found.start))
    return { value: figure.value, where: 'La cifra in busta che indichi, se è il lordo, è di' };
  if (!saidByOtherAt(text, found.start)) return undefined;
  return { value: figure.value, where: 'La cifra che ti è stata detta è di' };
}

/**
 * A part-timer's monthly pay at a level ("part time 24 ore, 4° livello, quanto prendo lordo?"): the level's
 * minimum scaled by the hours over the agreement's full-time hours, as D.Lgs. 81/2015 art. 7 c. 2 requires
 * ("trattamento economico … riproporzionato in ragione della ridotta entità della prestazione"). Undefined
 * when the question gives no reduced schedule, asks the net, or the agreement lacks what the share needs.
 */
/**
 * `stated`: a pay the document or the question states for those hours (part-time-share-check.ts), weighed
 * against the proportioned minimum after the opening. `later`: a later day asked beside the table of the day
 * ("rispetto al contratto in vigore adesso? E a dicembre cambierà?"): the minimum then, when its table differs.
 */
export function partTimeMinimum(
  ctx: AgentContext,
  req: TypedRequest,
  ccnl: Ccnl,
  given?: { value: number; where: string; document?: string; fullTimeItems?: boolean },
  later?: string,
): AgentAnswer | undefined {
  // "con la busta di novembre entra la nuova tranche: di quanto aumenta lei?": the tranche's share (part-time-tranche.ts).
  const tranche = given || later ? undefined : partTimeTranche(ctx, req, ccnl);
  if (tranche) return tranche;
  const { level, weeklyHours, partTimePercent } = req.slots;
  const text = readable(ctx.message);
  // Figures the story quotes from others ("su internet chi dice 991, chi dice 1.090") are not the worker's pay.
  const hearsay = /\bchi dice\b|\baltri dicono\b|\bsu internet\b|\bho letto\b|\bsi legge\b/.test(text);
  // Hours are the schedule ("tempo pieno da noi sono 40 ore"), not a pay stated.
  const own = req.slots.amounts.filter((a) => a.kind !== 'hours' && !(hearsay && a.kind === 'other'));
  // "quanto viene? la titolare dice 1.070": a monthly figure someone else says is weighed, not the worker's datum.
  const stated = given ?? reportedPay(text, own);
  if (!level || isDomestic(ccnl) || (own.length && !stated)) return undefined;
  if (weeklyHours === undefined && partTimePercent === undefined) return undefined;
  if (ASKS_NET.test(text)) return undefined;
  // Read as part-time, the question must ask a pay ("minimo part time 50%", "che stipendio"), not a rule.
  // ("e se passa a 30 ore? quanto diventa" after a part-timer's pay: that pay again, part-time-pay-asked.ts.)
  if (req.intent === 'part_time' && !partTimePayAsked(ctx.message, ctx.history)) return undefined;
  const full = ccnl.weekly_hours.value;
  let share: number;
  let schedule: string;
  if (partTimePercent !== undefined) {
    if (partTimePercent >= 100) return undefined;
    share = partTimePercent / 100;
    schedule = `part-time al ${percent(partTimePercent)}`;
  } else {
    // Without the full-time hours the share cannot be told: the topic answer says what the agreement holds.
    if (full === null || weeklyHours === undefined || weeklyHours >= full) return undefined;
    share = weeklyHours / full;
    schedule = `part-time a ${hours(weeklyHours)} ore settimanali su ${hours(full)} (${percent(cents(share * 100))})`;
  }
  const date = req.slots.date ?? ctx.today;
  const pay = levelPayAt(ccnl, level, date);
  if (!pay) return undefined;
  // "sempre con 20 ore" after "compreso l'EDR": the items the turn before named stay in the pay asked.
  const said = `${readable(ctx.history?.at(-1) ?? '')} ${text}`;
  const items = namedItems(pay.row, said);
  // The increments stated ("ha 2 scatti") are part of the full-time pay the share is taken of (art. 7 c. 2).
  const scatti = incrementsOf(ccnl, level, pay.row.amount, req.slots.seniorityIncrements);
  // "paga base spettante?" of a row of several items: the base item's share is asked (base-item-asked.ts). Not
  // when a pay is weighed ("la paga base è giusta?" on a payslip): that pay is held against the whole proportioned
  // minimum, and its items one by one after it (part-time-items.ts), so a base below its share is never called right.
  const baseItem = items.length || scatti.total || stated ? undefined : baseItemAsked(pay.row, text);
  const full0 = baseItem ? baseItem.amount : pay.row.amount;
  const whole = baseItem ? baseItem.amount : cents(withItems(pay.row, said) + scatti.total);
  const monthly = cents(whole * share);
  const name = levelName(ccnl, level);
  const added = [...items.map((c) => c.amount), ...(scatti.total ? [scatti.total] : [])];
  const base = added.length ? `(${[pay.row.amount, ...added].map(euro).join(' + ')})` : euro(full0);
  const what = baseItem ? `una ${baseItemName(baseItem, text)} mensile lorda` : 'un minimo mensile lordo';
  // "la paga base minima" of a row of several items: each item at the share beside the whole (part-time-base-split.ts).
  const split = baseItem || stated ? undefined : partTimeBaseSplit(pay.row, said, share, added.length > 0);
  const splitSentence = split
    ? `, di cui ${split.items.map((i) => `${itemName(i.label)} ${bold(euro(i.share))} (${euro(i.full)} × ${partTimePercent !== undefined ? percent(partTimePercent) : `${hours(weeklyHours ?? 0)}/${hours(full ?? 0)}`})`).join(' e ')}`
    : '';
  const besides = baseItem
    ? ` (minimo a tempo pieno con le altre voci ${euro(pay.row.amount)}, quindi ${euro(cents(pay.row.amount * share))} con questo part-time)`
    : '';
  const formula =
    partTimePercent !== undefined
      ? `${base} × ${percent(partTimePercent)}`
      : `${base} × ${hours(weeklyHours ?? 0)}/${hours(full ?? 0)}`;
  const gap = stated ? cents(stated.value - monthly) : 0;
  // The year's pay asked beside the month's; two part-timers weighed against the full-timer (part-time-together.ts).
  const year = stated || baseItem ? undefined : partTimeYear(text, ccnl, whole * share);
  const together = stated || baseItem ? '' : twoPartTimers(text, whole, whole * share);
  const otherHours =
    stated || baseItem || full === null || weeklyHours === undefined || partTimePercent !== undefined
      ? undefined
      : otherJobHours(text, weeklyHours, full);
  const otherMonthly = otherHours === undefined ? 0 : cents((whole * otherHours) / (full ?? 1));
  const otherJob =
    otherHours === undefined
      ? ''
      : ` Per l'altro rapporto, a ${hours(otherHours)} ore settimanali su ${hours(full ?? 0)}: ${bold(euro(otherMonthly))} (${base} × ${hours(otherHours)}/${hours(full ?? 0)}); ogni datore paga la sua quota.`;
  const weighed = stated
    ? ` ${stated.where} ${euro(stated.value)}: ${gap === 0 ? 'pari al minimo proporzionato' : `${euro(Math.abs(gap))} ${gap > 0 ? 'sopra' : 'sotto'} il minimo proporzionato`}.`
    : '';
  // A payslip's items weighed one by one at the share: the item left on an old table, with its right figure, in
  // the opening paragraph (what is asked of the payslip is which item is wrong and by how much).
  const byItem = stated?.document
    ? partTimeItemsLine(stated.document, pay.row, share, given?.fullTimeItems)
    : undefined;
  // A pay doubted against the minimum ("è almeno il minimo o mi pagano meno?"): Sì or No first, as asked. The
  // payslip's base item asked ("la paga base è giusta?") and below its share is not right, whatever the sum.
  const baseShort =
    stated?.document && baseItemAsked(pay.row, text)
      ? partTimeBaseShort(stated.document, pay.row, share, given?.fullTimeItems)
      : undefined;
  const verdict = stated ? askedVerdict(text, gap >= 0 && !baseShort) : undefined;
  const then = later ? levelPayAt(ccnl, level, later) : undefined;
  const changed = then && then.table.effective_from !== pay.table.effective_from ? then : undefined;
  const thenMonthly = changed ? cents(withItems(changed.row, said) * share) : 0;
  const thenGap = stated ? cents(stated.value - thenMonthly) : 0;
  const thenWeighed = !stated
    ? ''
    : thenGap < 0
      ? `: la retribuzione indicata (${euro(stated.value)}) va portata almeno a ${euro(thenMonthly)}, ${euro(-thenGap)} in più al mese`
      : `: la retribuzione indicata (${euro(stated.value)}) resta pari o superiore`;
  const change = changed
    ? ` Dal ${italianDate(changed.table.effective_from)} cambia: il minimo a tempo pieno sale a ${euro(changed.row.amount)}, quindi con questo part-time a ${euro(thenMonthly)}${thenWeighed}.`
    : '';
  return compose({
    answer: withVerdictWord(
      `Nel ${ccnl.short_name} il ${name} con un ${schedule} ha ${what} di ${bold(euro(monthly))} al ${italianDate(date)}: ${formula}${besides}${splitSentence}.${year?.sentence ?? ''}${together}${otherJob}${weighed}${byItem ? ` ${byItem}` : ''}${change}`,
      verdict,
    ),
    steps: table([
      [
        `${baseItem ? baseItemTitle(baseItem, text) : 'Minimo'} a tempo pieno del ${name} (tabella dal ${italianDate(pay.table.effective_from)})`,
        euro(full0),
      ],
      ...items.map((c): [string, string] => [
        `${c.label}, importo mensile (su ${c.payments} mensilità)`,
        euro(c.amount),
      ]),
      ...(scatti.total ? [['Scatti di anzianità', euro(scatti.total)] as [string, string]] : []),
      ...(added.length
        ? [['Totale a tempo pieno delle voci indicate', euro(whole)] as [string, string]]
        : []),
      [
        partTimePercent !== undefined
          ? 'Quota del part-time'
          : `Quota del part-time: ${hours(weeklyHours ?? 0)}/${hours(full ?? 0)} ore`,
        percent(cents(share * 100)),
      ],
      ...(split?.items.map((i): [string, string] => [
        `${i.label.charAt(0).toUpperCase()}${i.label.slice(1)} part-time`,
        euro(i.share),
      ]) ?? []),
      [
        `**${baseItem ? baseItemTitle(baseItem, text) : 'Minimo mensile lordo'} part-time**`,
        `**${euro(monthly)}**`,
      ],
      ...(year ? [year.row] : []),
      ...(changed
        ? [
            [
              `Minimo part-time dal ${italianDate(changed.table.effective_from)} (${euro(changed.row.amount)} a tempo pieno)`,
              euro(thenMonthly),
            ] as [string, string],
          ]
        : []),
    ]),
    assumptions: [
      'Il part-time è retribuito in proporzione alle ore rispetto al tempo pieno (D.Lgs. 81/2015, art. 7, c. 2).',
      ...(scatti.total ? [scatti.text] : []),
      items.length || scatti.total
        ? `Minimo tabellare più le voci indicate (${[...items.map((c) => c.label.split(' (')[0]), ...(scatti.total ? ['scatti di anzianità'] : [])].join(', ')}): ${scatti.total ? 'superminimo' : 'scatti di anzianità, superminimo'} e lavoro supplementare si aggiungono se li indichi.`
        : 'Solo minimo tabellare: scatti di anzianità, superminimo e lavoro supplementare si aggiungono se li indichi.',
    ],
    citations: [
      ...citeSources(
        ccnl,
        `${name}: minimo ${euro(pay.row.amount)} dal ${italianDate(pay.table.effective_from)}`,
        `tabella minimi dal ${italianDate(pay.table.effective_from)}`,
        pay.table.sources,
      ),
      ...(changed
        ? citeSources(
            ccnl,
            `${name}: minimo ${euro(changed.row.amount)} dal ${italianDate(changed.table.effective_from)}`,
            `tabella minimi dal ${italianDate(changed.table.effective_from)}`,
            changed.table.sources,
          )
        : []),
      ...(scatti.total && ccnl.seniority_increments.text
        ? citeSources(
            ccnl,
            `Scatti di anzianità: ${ccnl.seniority_increments.text}`,
            ccnl.seniority_increments.article ?? null,
            ccnl.seniority_increments.sources,
            1,
          )
        : []),
      ...(partTimePercent === undefined && ccnl.weekly_hours.text
        ? citeSources(
            ccnl,
            `Orario di lavoro: ${ccnl.weekly_hours.text}`,
            ccnl.weekly_hours.article ?? null,
            ccnl.weekly_hours.sources,
            1,
          )
        : []),
    ],
    related: [
      `Quanto prende netto il ${name} del ${ccnl.short_name} con questo part-time?`,
      `Come si paga il lavoro supplementare nel ${ccnl.short_name}?`,
    ],
  });
}
