import { askedVerdict, withVerdictWord } from '../documents/asked-verdict.js';
import { euro, italianDate } from '../kb/format.js';
import { levelPayAt } from '../kb/pay.js';
import { hasPayTables, noTablesSentence, withoutTablesOffer } from '../kb/pay-gap.js';
import { baseComponent, tableOfBase } from '../kb/pay-items.js';
import type { Ccnl } from '../kb/schema.js';
import { onlyDerived } from '../kb/unread-table.js';
import { cents } from '../payroll/index.js';
import type { TypedRequest } from '../reader/request.js';
import { readable } from '../reader/text.js';
import { type AgentAnswer, citeSources } from './answer.js';
import { apprenticePayAsked } from './apprentice-reference.js';
import { bold, compose } from './compose.js';
import type { AgentContext } from './context.js';
import { documentText, firstDay, hasDocumentFacts } from './document-request.js';
import { futureStartVerdict } from './future-start.js';
import { hourlyMinimumCheck, hourlyRangeCheck } from './hourly-minimum-check.js';
import { itemsAsked, itemsSumCheck, outsideSentence } from './items-asked.js';
import { itemsCheck } from './items-check.js';
import { laterTableFigure } from './later-table-figure.js';
import { missingItemsSentence } from './missing-table-items.js';
import { type NamedItem, namedItems } from './named-items.js';
import { olderMinimumsApplied, stillOldFigure } from './older-minimums-applied.js';
import { olderTableFigure } from './older-table-figure.js';
import { documentTotalsApart, paidApart } from './paid-apart.js';
import { type PartShare, partShare } from './part-share.js';
import {
  CLAIMED_MINIMUM,
  DOUBT,
  doubtCarried,
  doubtOnPay,
  minimumAskedBesideFigure,
  netAskedAlone,
  RAISE_EXPECTED,
  SHOULD_BE,
  whyAfterDoubt,
} from './pay-doubt.js';
import { RAISE_MISSED } from './raise-missed.js';
import { levelLabel, tranchesDueLine } from './renewal-tranches-due.js';
import { unreadMinimumCheck } from './unread-minimum-check.js';

/** A figure said of the base pay item ("paga base 1.136,07", "la retribuzione base in busta è 1.509,22"). */
const BASE_FIGURE = /\b(?:paga|retribuzione) base\b[^\d?]{0,30}\d/;

/** The minimum itself named ("il minimo", "minimo tabellare", "la paga base"), not the month's whole pay. */
const MINIMUM_NAMED = /\bil minimo\b|\bminimo (?:tabellare|contrattuale|conglobato)\b|\bpaga base\b/;

/** Right or below the minimum asked as an alternative ("è giusta o è sotto il minimo?", "è regolare o sotto?"). */
const BELOW_ALTERNATIVE = /\bo (?:e |sia |sta )?(?:sotto|inferiore)\b(?: (?:al |il )?minim\w*)?/;

/** Pay items a question may name that the table minimum does not include. */
const OUTSIDE_MINIMUM = /scatt|anzianit|superminim|premi|indennit|straordinar/;

/**
 * A monthly pay figure from a payslip or a letter checked against the agreement's minimum for the level at the
 * date ("la retribuzione tabellare è 1.776: è giusta?", "mi pagano 1.650 di minimo, è in regola?"): the minimum,
 * then the difference. Undefined when the question gives no single monthly figure, no level or no doubt.
 */
export function minimumCheck(
  ctx: AgentContext,
  req: TypedRequest,
  ccnl: Ccnl | undefined,
): AgentAnswer | undefined {
  if (!ccnl) return undefined;
  const text = readable(ctx.message);
  // "perché?" after a check: the same check, on its turn's figures; an older table still applied, a later one's figure.
  const why = whyAfterDoubt(ctx, text);
  if (why) return minimumCheck({ ...ctx, message: why, history: ctx.history?.slice(0, -1) }, req, ccnl);
  const stillOlder = olderMinimumsApplied(ctx, req, ccnl, text) ?? laterTableFigure(ctx, req, ccnl);
  if (stillOlder) return stillOlder;
  // "mi paga 8 euro l'ora come cameriera, è legale?": no level, so the hourly minimum of every level.
  const hourly = req.slots.amounts.filter((a) => a.perHour);
  if (
    !req.slots.level &&
    ['minimum_pay', 'hourly_rate', 'payslip_check'].includes(req.intent) &&
    hourly.length === 1 &&
    req.slots.amounts.length === 1 &&
    req.slots.partTimePercent === undefined &&
    // (an overtime or holiday hour's pay doubted is that hour's value, not the minimum: "il 2 giugno festivo")
    req.slots.overtimeKind === undefined &&
    DOUBT.test(text)
  )
    return hourlyRangeCheck(ctx, req, ccnl, hourly[0]?.value ?? 0);
  if (!req.slots.level) return undefined;
  if (!['minimum_pay', 'payslip_check', 'gross_to_net'].includes(req.intent) && !stillOldFigure(req, text))
    return undefined;
  const shouldBe = SHOULD_BE.test(text) && !/\bnett\w*/.test(text);
  const claimed = CLAIMED_MINIMUM.test(text) || RAISE_EXPECTED.test(text) || minimumAskedBesideFigure(text);
  // ("non mi hanno messo l'aumento": a raise the payslip missed doubts its pay, raise-missed.ts.)
  const missed = RAISE_MISSED.test(text);
  if (!doubtOnPay(req.intent, text) && !shouldBe && !claimed && !missed && !doubtCarried(ctx, text))
    return undefined;
  // ("la RAL è proprio il minimo x 14 … quanto mi viene netto al mese?": the net asked, the minimum only told.)
  if (netAskedAlone(text)) return undefined;
  const kinds = new Set(req.slots.amounts.map((a) => a.kind));
  if (kinds.has('inps') || kinds.has('irpef')) return undefined;
  if (apprenticePayAsked(text)) return undefined;
  // "una RAL di 28.000 su 14 mensilità rispetta il minimo?": the year's gross over its payments is the month's.
  const yearly = kinds.has('ral') ? yearlyPay(req, ccnl) : undefined;
  if (kinds.has('ral') && !yearly) return undefined;
  // "la paga base in busta è 1.136,07": a figure said of the base item is that item, whatever else it reads as.
  const baseOnly = BASE_FIGURE.test(text) && !/contingenz|\bedr\b|elemento/.test(text);
  if (kinds.has('net') && !baseOnly) return undefined;
  // A part-timer's figure is weighed against the minimum's share (D.Lgs. 81/2015 art. 7): the share must be known.
  const part = partShare(ccnl, req.slots.partTimePercent, req.slots.weeklyHours);
  if (part === null) return undefined;
  // A letter whose work starts after today: its pay is weighed at the table in force on its first day.
  const starts = ctx.documents.length ? firstDay(documentText(ctx)) : undefined;
  const date = req.slots.date ?? (starts && starts > ctx.today ? starts : ctx.today);
  // An agreement the knowledge base holds no pay table for (Terziario Confesercenti): the minimum the figure is
  // weighed against is its gap, never a net of the figure instead.
  const figured = req.slots.amounts.some((a) => a.kind === 'other' || a.kind === 'monthly_gross');
  if (!hasPayTables(ccnl) && figured)
    return compose({
      answer: `${noTablesSentence(ccnl, bold)} ${withoutTablesOffer()}`,
      citations: [],
      related: [],
    });
  const pay = levelPayAt(ccnl, req.slots.level, date);
  if (!pay) return undefined;
  // The figures given weighed item by item against this level's table on this day (items-check.ts).
  const level = req.slots.level;
  const check = (
    least: number,
    extra?: string,
    given?: NamedItem[],
    share?: PartShare,
  ): AgentAnswer | undefined => itemsCheck(ccnl, level, date, pay, text, least, extra, given, share);
  // A table only derived: the minimum is not said, only what is sure of the figure (unread-minimum-check.ts).
  const figure = req.slots.amounts.find((a) => a.kind === 'other' || a.kind === 'monthly_gross')?.value;
  if (onlyDerived(pay.table) && figure !== undefined && figure >= 100 && !yearly)
    return unreadMinimumCheck(ccnl, req.slots.level, date, pay.table, figure, ctx.message);
  // The same figure read twice (as a monthly gross and as a plain amount) is one figure.
  const figures = yearly
    ? [{ kind: 'monthly_gross', value: yearly.monthly }]
    : req.slots.amounts
        .filter((a) => a.kind === 'other' || a.kind === 'monthly_gross')
        .filter((a, i, all) => all.findIndex((b) => b.value === a.value) === i);
  // "paga base 1.100 e contingenza 520": each item named is checked against the table's own item; one figure
  // said of the base item alone ("la paga base di 1.277,04 è aggiornata?") against that item, not the minimum.
  // "paga base più contingenza 1.746,68": one figure said of the items together is the whole pay, not each item's.
  const named = namedItems(pay.row, text);
  const together = named.length > 1 && named.every((f) => f.given === named[0]?.given);
  // "superminimo e contingenza sono in linea col minimo?": each item asked about, the table's against the
  // table, the one outside the minimum said as such; only "insieme", "in tutto", "la somma" ask their sum.
  const asked = itemsAsked(pay.row, text);
  if (asked) {
    if (asked.sum) return itemsSumCheck(ccnl, req.slots.level, date, pay, asked);
    return check(1, outsideSentence(asked.outside), asked.table, part);
  }
  if (figures.length > 1 && !together) return check(2, '', undefined, part);
  const base = baseComponent(pay.row);
  // "la paga base è 1.500" where the table splits the minimum into a base item and a contingency the payslip
  // does not name: a figure nearer the whole minimum than the base item is the whole monthly pay said loosely.
  const wholePay =
    base !== undefined &&
    pay.row.components.length > 1 &&
    figures.length === 1 &&
    Math.abs((figures[0]?.value ?? 0) - pay.row.amount) < Math.abs((figures[0]?.value ?? 0) - base.amount);
  // ("un minimo di 1.277,04" on a payslip whose table adds a contingency: a figure that is the level's base item in
  // one of the agreement's tables is that item, as a payslip's "Minimo contrattuale" line of the base alone.)
  const nearBase =
    base !== undefined &&
    figures.length === 1 &&
    req.slots.level !== undefined &&
    tableOfBase(ccnl.pay_tables, req.slots.level, figures[0]?.value ?? 0) !== undefined;
  // (A figure read off the upload is the base item itself: the question's own words carry no figure of it, and a
  // "B3" or "2026" there is never the item's amount.)
  const uploaded = figures.length === 1 && fromDocument(ctx, figures[0]?.value ?? 0);
  // (A document figure that is its items' sum, "minimo contrattuale 1.930,37 + EPA 40,00", is the whole pay, even
  // where it equals a later table's base item: only the document's own base line is that item.)
  const docBase = uploaded
    ? namedItems(pay.row, readable(documentText(ctx))).find((f) => f.label === base?.label)?.given
    : undefined;
  const summed = docBase !== undefined && Math.abs(docBase - (figures[0]?.value ?? 0)) >= 0.01;
  // "il minimo mi sembra basso, è giusto?" on a payslip that prints its minimum line beside the total: that line
  // is the figure asked, not the total with increments and superminimo.
  // (Only a table of one item, the Metalmeccanici's "minimo tabellare", has one line for its minimum: a table of
  // several items is weighed on their sum, below.)
  const minimumItem = pay.row.components.length === 1 ? pay.row.components[0] : undefined;
  const docMinimum =
    minimumItem && uploaded && !part && MINIMUM_NAMED.test(text)
      ? namedItems(pay.row, readable(documentText(ctx)).replace(/\.{3,}/g, ' '), true).find(
          (f) => f.label === minimumItem.label,
        )?.given
      : undefined;
  if (minimumItem && docMinimum !== undefined && Math.abs(docMinimum - (figures[0]?.value ?? 0)) >= 0.01)
    return check(1, '', [{ label: minimumItem.label, table: minimumItem.amount, given: docMinimum }]);
  if (base && (baseOnly || (nearBase && !summed)) && !part && !wholePay)
    return check(
      1,
      // (A payslip printing the base item alone: the table's other items it leaves out, the EPA, are named.)
      uploaded ? missingItemsSentence(pay, documentText(ctx)) : '',
      uploaded ? [{ label: base.label, table: base.amount, given: figures[0]?.value ?? 0 }] : undefined,
    );
  const said = figures[0]?.value;
  // "7 euro l'ora": weighed against the hourly minimum (a part-timer's hour too: only the month is proportioned).
  if (said !== undefined && figures[0] && 'perHour' in figures[0] && figures[0].perHour && !yearly)
    return hourlyMinimumCheck(ctx, req, ccnl, said);
  if (said === undefined || said < 100) return undefined;
  // "in busta vedo ancora 2.015 e qualcosa": the minimum of an older table that starts so (older-table-figure.ts).
  const older = yearly || part ? undefined : olderTableFigure(ctx.message, said, ccnl, req.slots.level, pay);
  const given = older?.row.amount ?? said;
  // (An item paid apart, the EDR, that the question names counts in the minimum: paid-apart.ts. A payslip that
  // merely lists it may weigh a figure without it, "paga base + contingenza", so the document does not count.)
  const counted = fromDocument(ctx, given) ? documentTotalsApart(pay, documentText(ctx), given) : '';
  const apart = paidApart(pay, counted ? `${ctx.message}\n${counted}` : ctx.message);
  const full = cents(apart.monthly);
  // (A payslip's part-time items are each rounded to the cent, as its lines print them: 444,61 + 256,98 + 5,17.)
  const minimum = part
    ? counted
      ? cents(apart.held.reduce((sum, c) => sum + cents(c.amount * part.share), 0))
      : cents(full * part.share)
    : full;
  const difference = cents(given - minimum);
  const label = levelLabel(ccnl, req.slots.level);
  const stated = yearly
    ? `la RAL indicata (${euro(yearly.annual)} su ${yearly.payments} mensilità, ${euro(given)} al mese)`
    : fromDocument(ctx, given)
      ? `la cifra del documento caricato («${ctx.documents[0]?.fileName}», ${euro(given)})`
      : older
        ? `la cifra indicata (${euro(said).replace(/,00 €$/, '')} e qualcosa: ${euro(given)}, il minimo della tabella dal ${italianDate(older.table.effective_from)}, non ancora aggiornata)`
        : `la cifra indicata (${euro(given)})`;
  // (A RAL is weighed on the year: the minimum × the payments, the year's difference on the two annual figures.)
  const annualMinimum = yearly ? cents(minimum * yearly.payments) : 0;
  const perYear = yearly
    ? ` (minimo annuo ${euro(annualMinimum)} su ${yearly.payments} mensilità: ${euro(Math.abs(cents(yearly.annual - annualMinimum)))} l'anno)`
    : '';
  const verdict =
    Math.abs(difference) < 0.01
      ? `${stated} ${bold('coincide')} con il minimo`
      : difference < 0
        ? `${stated} è ${bold(`${euro(-difference)} in meno`)} del minimo${perYear}`
        : `${stated} è ${bold(`${euro(difference)} in più`)} del minimo (${perYear ? `${perYear.slice(2, -1)}; ` : ''}un importo superiore al minimo è lecito)`;
  // "ho caricato la busta, il minimo è giusto o no?": the document's figure weighed opens with Sì or No as asked.
  // "il titolare dice che è il minimo": whether the figure is the minimum is the verdict.
  const word =
    fromDocument(ctx, given) || typedFromDocument(ctx, given)
      ? askedVerdict(readable(ctx.message), difference > -0.005)
      : claimed
        ? (askedVerdict(text, difference > -0.005) ?? (Math.abs(difference) < 0.01 ? 'Sì' : 'No'))
        : undefined;
  // (A payslip whose base item lags the table's: both items said, the raise missed shown where it sits.)
  const docItem =
    base && difference < -0.005 && fromDocument(ctx, given)
      ? namedItems(pay.row, readable(documentText(ctx)).replace(/\.{3,}/g, ' '), true).find(
          (f) => f.label === base.label,
        )
      : undefined;
  const lagging =
    base && docItem && docItem.given < base.amount - 0.005
      ? `; la ${base.label} del documento è ${euro(docItem.given)}, quella della tabella ${bold(euro(base.amount))}`
      : '';
  const plain = part
    ? `Il minimo tabellare del ${label} del ${ccnl.short_name} al ${italianDate(date)} è ${euro(full)} a tempo pieno, quindi ${bold(euro(minimum))} con un ${part.label}: ${verdict}.`
    : `Il minimo tabellare del ${label} del ${ccnl.short_name} al ${italianDate(date)} è ${bold(euro(minimum))}: ${verdict}${lagging}.`;
  // ("è aggiornato agli aumenti del rinnovo?": the renewal's tranches due by then follow, renewal-tranches-due.ts.)
  const due = difference < -0.005 ? tranchesDueLine(ccnl, req.slots.level, date, ctx.message) : undefined;
  // "è giusta o è sotto il minimo?": the alternative asked is named, not a bare No to its first half.
  const belowAsked = difference < -0.005 && BELOW_ALTERNATIVE.test(text);
  const opening = `${belowAsked ? `**No, è sotto il minimo**: ${plain.charAt(0).toLowerCase()}${plain.slice(1)}` : withVerdictWord(plain, word)}${due ? ` ${due}` : ''}`;
  const assumptions = [
    `Tabella in vigore dal ${italianDate(pay.table.effective_from)}${pay.table.section ? ` (${pay.table.section})` : ''}.`,
  ];
  // A letter whose work starts after today: its verdict first, on the table in force on its first day
  // (future-start.ts), the latest table said as such.
  const future =
    starts && starts > ctx.today && date === starts && fromDocument(ctx, given)
      ? futureStartVerdict(difference, starts, pay)
      : undefined;
  if (future?.assumption) assumptions.push(future.assumption);
  if (yearly && req.slots.payments === undefined)
    assumptions.push(`${yearly.payments} mensilità, come prevede il ${ccnl.short_name}.`);
  if (OUTSIDE_MINIMUM.test(text) || req.slots.seniorityYears !== undefined)
    assumptions.push(
      'Il confronto è con il solo minimo tabellare: scatti di anzianità, superminimo e indennità sono voci a parte del cedolino.',
    );
  const composed = compose({
    answer: opening,
    steps: [
      ...(yearly
        ? [`Mensile della RAL: ${euro(yearly.annual)} ÷ ${yearly.payments} mensilità = ${euro(given)}.`]
        : []),
      apart.composition(full),
      ...(part
        ? [
            counted
              ? `Minimo riproporzionato (${part.label}), voce per voce come in busta: ${apart.held.map((c) => `${euro(c.amount)} × ${part.formula} = ${euro(cents(c.amount * part.share))}`).join('; ')}; in tutto ${euro(minimum)}.`
              : `Minimo riproporzionato (${part.label}): ${euro(full)} × ${part.formula} = ${euro(minimum)}.`,
          ]
        : []),
      `Differenza: ${euro(given)} − ${euro(minimum)} = ${difference < 0 ? '−' : ''}${euro(Math.abs(difference))}.`,
    ],
    assumptions,
    citations: citeSources(
      ccnl,
      `${label}: minimo ${euro(minimum)} dal ${italianDate(pay.table.effective_from)}`,
      `tabella minimi dal ${italianDate(pay.table.effective_from)}`,
      pay.table.sources,
    ),
    related: [
      `Quanto vale uno scatto di anzianità per il ${label} del ${ccnl.short_name}?`,
      `Quali sono i minimi retributivi per livello nel ${ccnl.short_name}?`,
    ],
  });
  if (!future) return composed;
  const lead = (text: string) => `${future.line}\n\n${text}`;
  return { ...composed, text: lead(composed.text), brief: lead(composed.brief) };
}

/** A figure read off the uploaded document, not typed in the question: the document is named as its source. */
function fromDocument(ctx: AgentContext, value: number): boolean {
  if (!ctx.documents.length || !hasDocumentFacts(ctx)) return false;
  const typed = readable(ctx.message).replace(/\./g, '');
  const whole = Math.trunc(value);
  return !typed.includes(String(whole));
}

/**
 * "il minimo di 1706,37 è giusto?" beside a payslip that prints 1.706,37: the figure typed is the document's, and
 * the check answers as it would on the document's own figure.
 */
function typedFromDocument(ctx: AgentContext, value: number): boolean {
  if (!ctx.documents.length) return false;
  const [whole, decimals] = value.toFixed(2).split('.');
  const digits = (whole ?? '').replace(/\B(?=(\d{3})+(?!\d))/g, '.?');
  return new RegExp(`(?<![\\d.,])${digits},${decimals}(?!\\d)`).test(documentText(ctx));
}

/** A yearly gross given (RAL) as a month's pay: over the payments said, else the agreement's. */
function yearlyPay(
  req: TypedRequest,
  ccnl: Ccnl,
): { annual: number; payments: number; monthly: number } | undefined {
  const annual = req.slots.amounts.find((a) => a.kind === 'ral')?.value;
  const payments = req.slots.payments ?? ccnl.monthly_payments.value;
  if (annual === undefined || !payments || !(payments >= 12 && payments <= 15)) return undefined;
  if (req.slots.amounts.some((a) => a.kind === 'monthly_gross' && a.value !== annual)) return undefined;
  return { annual, payments, monthly: cents(annual / payments) };
}
