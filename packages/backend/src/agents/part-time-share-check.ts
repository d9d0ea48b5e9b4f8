import { figureValue } from '../kb/format.js';
import type { TypedRequest } from '../reader/request.js';
import { readable } from '../reader/text.js';
import type { AgentAnswer } from './answer.js';
import type { AgentContext } from './context.js';
import { documentAgreement } from './document-facts.js';
import { documentText, firstDay, levelOf, startDate } from './document-request.js';
import { documentDate } from './document-topics.js';
import { partTimeMinimum } from './part-time-minimum.js';

/**
 * The level's minimum for the hours a part-timer works, asked beside a hiring letter or a payslip ("quanto
 * dovrebbe essere il minimo del mio livello per le ore che faccio?", "la base P.T. corrisponde al minimo
 * riproporzionato al 50%?"): the full-time minimum times the hours over the agreement's full-time hours, or
 * times the percentage (D.Lgs. 81/2015, art. 7, c. 2: no clause of the agreement's part-time chapter is
 * needed), with the pay the document states weighed against it. The agreement, level, share and pay come from
 * the question first, else from the document. Undefined when one of them cannot be read.
 */

/** The minimum asked for a reduced schedule, not a rule of the part-time ("quante ore minime?"). */
const ASKS_SHARE =
  /\b(?:per|con) (?:le|queste|quelle) (?:\w+ ){0,2}ore\b|riproporzion\w*|in proporzione|proporzional\w*|proporzionat\w*|\bal \d{1,2}(?:,\d+)? ?%|\bper \d{1,2} ore\b/;
const ASKS_MINIMUM = /\bminim[oi]\b(?! di ore| orari)|\bpaga base\b|\bretribuzione base\b|\btabellar/;
const PERCENT_IN_DOCUMENT = /part.?time[^\n%]{0,40}?\b(\d{1,2}(?:,\d+)?)\s*%/i;
const HOURS_IN_DOCUMENT = /(\d{1,2})\s*(?:ore\s*|h\s*)?(?:settimanali\b|sett\.|\/\s*sett\b|a settimana\b)/i;
/**
 * A document's monthly pay line: a letter's "Retribuzione: euro 1.600,00", a payslip's "Retribuzione part-time 50%
 * 891,88"; the minimum under the agreement's own name too (Cooperative sociali's "Minimo conglobato (p.t. 75%)
 * 1.100,00", a "minimo contrattuale").
 */
const PAY_LINE =
  /^[^\n]*?\b(?:retribuzione|paga base|minimo (?:tabellare|conglobato|contrattuale)|paga conglobata|stipendio)\b(?! orari)[^\n\d]{0,40}?(?:(?:\d{1,3}(?:,\d+)?\s*%|\d{1,2}(?:,\d)?\s*\/\s*\d{2})[^\n\d]{0,20})?(\d{1,3}(?:\.\d{3})*,\d{2}|\d{3,4}(?:,\d{2})?)([^\n]*)/im;
// A payslip table with an hours or days column ("COD DESCRIZIONE ORE/GG IMPORTO"): a line's first figure is its
// hours ("001 Minimo conglobato (30/38) 130,00 1.337,69"), the amount is the one after it.
const HOURS_COLUMN = /\bore\s*\/\s*gg\b|\bore\b[^\n]{0,30}\bimporto\b|\bgg\b[^\n]{0,30}\bimporto\b/i;
const NEXT_AMOUNT = /^[ \t]+(\d{1,3}(?:\.\d{3})*,\d{2})(?![\d,%])/;
// "part-time orizzontale 30/38": the hours over the full week, as a fraction.
const FRACTION_IN_DOCUMENT =
  /\b(?:part.?time|tempo parziale)\b[^\n\d]{0,40}?\b(\d{1,2}(?:,\d)?)\s*\/\s*(\d{2})\b(?!\s*\/)/i;
const FIGURE = /^\d/;
/**
 * A pay line that shows its own product ("Retribuzione tabellare + contingenza (1.368,17 x 60%) ..... 820,90"):
 * the bracketed figure is the full-time base, the pay is the amount after the bracket.
 */
const SHARE_PRODUCT =
  /^\(\s*\d{1,3}(?:\.\d{3})*,\d{2}\s*[x×*]\s*\d{1,3}(?:,\d+)?\s*%\s*\)[^\n\d]{0,60}?(\d{1,3}(?:\.\d{3})*,\d{2})/i;

/** The pay a document's pay line states: the product's result when the line multiplies a base by the share. */
function payLineFigure(text: string): string | undefined {
  const found = PAY_LINE.exec(text);
  if (!found) return undefined;
  // (The hours are a month's at most: "130,00", then the amount.)
  const hoursFirst = HOURS_COLUMN.test(text) && figureValue(found[1] ?? '') <= 250;
  const closing = hoursFirst ? NEXT_AMOUNT.exec(found[2] ?? '')?.[1] : undefined;
  if (closing) return closing;
  const figure = found[1] ?? '';
  // (Where the figure ends: the rest of its line is captured after it.)
  const end = found.index + found[0].length - (found[2]?.length ?? 0);
  // The bracket opens just before the figure matched: "(1.368,17 x 60%)".
  const open = text.lastIndexOf('(', end - figure.length);
  const before = text.slice(open + 1, end - figure.length);
  if (open < found.index || before.trim() !== '') return figure;
  return SHARE_PRODUCT.exec(text.slice(open))?.[1] ?? figure;
}
const DOUBTS_PAY =
  /\b(?:paga base|retribuzione|stipendio|minimo|tabellare|paga)\b[^?]{0,50}?\b(?:giust|corrett|regolar|aggiornat|allineat|in linea|torna|tornano|corrispond|conform)\w*/;
// "quanto le manca al mese?", "di quanto è sotto?": the shortfall against the minimum asked, a doubt of the pay too.
const SHORTFALL_ASKED =
  /\bquanto (?:le |gli |mi |ci |vi )?manca(?:no)?\b|\bdi quanto (?:e|sono|resta|restano) sotto\b|\bquanto (?:le |gli |mi |ci )?(?:devono|spetta) (?:ancora|in piu)\b/;
const PART_TIME_DOCUMENT = /part.?time|tempo parziale/i;
const PAYSLIP =
  /\bcedolino\b|\bbusta paga\b|\bcompetenze\b|\btrattenute\b|\bnetto (?:a pagare|in busta|del mese)\b/i;
const AMOUNT = String.raw`[^\n\d]{0,40}?(\d{1,3}(?:\.\d{3})*,\d{2})`;
// (An item's own figure: "Retribuzione tabellare (minimo + contingenza): 1.368,17" is their total.)
const BASE_ITEM = new RegExp(
  String.raw`\b(?:retribuzione tabellare|paga base|minimo tabellare)\b(?![^\n\d]{0,40}?contingenza)${AMOUNT}`,
  'i',
);
const CONTINGENCY_ITEM = new RegExp(String.raw`\bcontingenza\b${AMOUNT}`, 'i');
const THIRD_ITEM = new RegExp(String.raw`\bterzo elemento\b${AMOUNT}`, 'i');

/**
 * A payslip that states the minimum in its items (tabellare 427,11, contingenza 256,98): their sum is the pay
 * weighed against the proportioned minimum, not the first item alone.
 */
function minimumItems(text: string): { value: number; label: string } | undefined {
  const base = BASE_ITEM.exec(text)?.[1];
  const contingency = CONTINGENCY_ITEM.exec(text)?.[1];
  if (!base || !contingency) return undefined;
  const third = THIRD_ITEM.exec(text)?.[1];
  const parts = [base, contingency, ...(third ? [third] : [])];
  const value = Math.round(parts.reduce((sum, p) => sum + figureValue(p), 0) * 100) / 100;
  return {
    value,
    label: `${third ? 'paga base, contingenza e terzo elemento' : 'paga base e contingenza'} (${parts.join(' + ')})`,
  };
}

// A payslip that gives its items at full time ("importi tempo pieno", "Totale tempo pieno") and the part-time pay
// apart ("Retribuzione mensile part-time 50% 891,88").
const FULL_TIME_ITEMS =
  /\(\s*importi (?:a |al |del )?tempo pieno\s*\)|\btotale (?:a )?tempo pieno\b|\bimporti (?:a |al |riferiti al )tempo pieno\b/i;
const PART_TIME_PAY =
  /^[^\n]*\b(?:retribuzione|paga|stipendio)\b[^\n\d]*\b(?:part.?time|tempo parziale)\b[^\n\d]*(?:\d{1,3}(?:,\d+)?\s*%[^\n\d]*)?(\d{1,3}(?:\.\d{3})*,\d{2})/im;

const isFullDate = (date: string | undefined): date is string => Boolean(date && /^\d{4}-/.test(date));
// "rispetto al contratto in vigore adesso", "con i minimi attuali", "ad oggi": today's table is the yardstick,
// whatever day the letter starts on.
const NOW_ASKED =
  /\bin vigore (?:adesso|oggi|ora|attualmente|al momento)\b|\b(?:adesso|oggi|attualmente|ora) in vigore\b|\b(?:contratto|tabell\w*|minim\w*) (?:attual\w*|di oggi|di adesso)\b|\bad oggi\b/;
// "e a dicembre, quando parte l'aumento, cambierà?": a later table asked beside today's.
const CHANGE_ASKED = /\bcambi\w*|\baument\w*|\bsal(?:e|ira|ga)\b|\bnuov[oi] minim/;

export function partTimeShareCheck(ctx: AgentContext, req: TypedRequest): AgentAnswer | undefined {
  if (!ctx.documents.length) return undefined;
  const question = readable(ctx.message);
  // ("è proporzionata giusta al mio livello?": the level's minimum at the share, the minimum unnamed.)
  const share = /\bproporzionat\w*/.test(question);
  const text = documentText(ctx);
  // ("la paga base è giusta?" on a part-timer's payslip: the same check, the share read off the payslip.)
  // (A hiring letter's pay doubted is weighed line by line by documents/part-time-due.ts.)
  const doubted =
    (DOUBTS_PAY.test(question) || SHORTFALL_ASKED.test(question)) &&
    PART_TIME_DOCUMENT.test(text) &&
    PAYSLIP.test(text);
  if (!doubted && (!ASKS_SHARE.test(question) || !(ASKS_MINIMUM.test(question) || share))) return undefined;
  const ccnl = documentAgreement(ctx.kb, req, text);
  if (!ccnl) return undefined;
  const level = req.slots.level ?? levelOf(ccnl, text);
  if (!level) return undefined;
  const { partTimePercent, weeklyHours } = documentShare(text, req, ccnl.weekly_hours?.value);
  if (partTimePercent === undefined && weeklyHours === undefined) return undefined;
  // The table of the day asked, else of the letter's first day or the payslip's month.
  // (A letter dated before its first day: no pay is owed before that day, the day picks the table.)
  const start = firstDay(text) ?? startDate(text);
  const dated = documentDate(text);
  const now = NOW_ASKED.test(question);
  const date = now
    ? ctx.today
    : isFullDate(req.slots.date)
      ? req.slots.date
      : start && (start > ctx.today || (dated !== undefined && dated < start))
        ? start
        : dated;
  // Today's table asked, and what changes later: at the month asked, else at the letter's first day.
  const later =
    now && CHANGE_ASKED.test(question)
      ? [req.slots.date, start].find((d) => isFullDate(d) && d > ctx.today)
      : undefined;
  // The pay weighed: the one the question states ("1.600 lordi per 30 ore"), else the document's pay line.
  const own = req.slots.amounts.find(
    (a) => a.kind === 'monthly_gross' || (a.kind === 'other' && a.value >= 100),
  );
  const line = payLineFigure(text);
  const items = minimumItems(text);
  // ("ELEMENTI DELLA RETRIBUZIONE (importi tempo pieno) … Retribuzione mensile part-time 50% 891,88": the items are
  // the full-time ones, the pay weighed is the payslip's own part-time line, its items against the full row.)
  const partTimePay = FULL_TIME_ITEMS.test(text) ? PART_TIME_PAY.exec(text)?.[1] : undefined;
  const stated = own
    ? { value: own.value, where: 'La retribuzione che indichi è di' }
    : items && partTimePay
      ? {
          value: figureValue(partTimePay),
          where: 'In busta la retribuzione part-time è di',
          document: text,
          fullTimeItems: true,
        }
      : items
        ? { value: items.value, where: `In busta ${items.label} fanno`, document: text }
        : line && FIGURE.test(line)
          ? { value: figureValue(line), where: 'Il documento indica' }
          : undefined;
  const slots = { ...req.slots, agreements: [ccnl.id_categoria], level, amounts: [] };
  delete slots.agreementsBySector;
  if (partTimePercent !== undefined) slots.partTimePercent = partTimePercent;
  else delete slots.partTimePercent;
  if (weeklyHours !== undefined) slots.weeklyHours = weeklyHours;
  if (date) slots.date = date;
  return partTimeMinimum(ctx, { ...req, intent: 'minimum_pay', slots }, ccnl, stated, later);
}

/**
 * The part-time share the question or the document states. The document's hours over the agreement's full week
 * are exact where its percentage is rounded ("30 ore settimanali (78,95%)" on 38 hours: 30/38, not 78,95%), and a
 * fraction reads as hours ("part-time orizzontale 30/38").
 */
export function documentShare(
  text: string,
  req: TypedRequest,
  fullWeek: number | null | undefined,
): { partTimePercent?: number; weeklyHours?: number } {
  const fraction = FRACTION_IN_DOCUMENT.exec(text);
  const percentSaid = PERCENT_IN_DOCUMENT.exec(text)?.[1];
  const hoursSaid = HOURS_IN_DOCUMENT.exec(text)?.[1] ?? fraction?.[1];
  const over = fraction ? Number(fraction[2]) : fullWeek;
  const hours = hoursSaid ? figureValue(hoursSaid) : undefined;
  // A fraction over another week than the agreement's: its percentage.
  const fractionPercent =
    fraction && hours !== undefined && over && over !== fullWeek && hours < over
      ? Math.round((hours / over) * 10_000) / 100
      : undefined;
  let partTimePercent =
    req.slots.partTimePercent ?? (percentSaid ? figureValue(percentSaid) : fractionPercent);
  const weeklyHours = req.slots.weeklyHours ?? (fractionPercent === undefined ? hours : undefined);
  // The percentage rounded from the hours the document states beside it: the hours, exact.
  if (
    req.slots.partTimePercent === undefined &&
    partTimePercent !== undefined &&
    weeklyHours !== undefined &&
    fullWeek &&
    Math.abs((weeklyHours / fullWeek) * 100 - partTimePercent) < 0.01
  )
    partTimePercent = undefined;
  return {
    ...(partTimePercent !== undefined ? { partTimePercent } : {}),
    ...(weeklyHours !== undefined ? { weeklyHours } : {}),
  };
}
