import { euro, italianDate, MONTHS, NOT_AVAILABLE } from '../kb/format.js';
import { stepInMonth } from '../kb/increases.js';
import type { Ccnl } from '../kb/schema.js';
import { onlyDerived, UNREAD_MINIMUM } from '../kb/unread-table.js';
import { DIFFERENCES_OVER_MONTHS } from '../reader/arrears-asked.js';
import { arrearsCaseText } from '../reader/arrears-follow-up.js';
import { countValue } from '../reader/numbers.js';
import type { TypedRequest } from '../reader/request.js';
import { bold } from './compose.js';
import type { AgentContext } from './context.js';
import { levelShort } from './shared/levels.js';
import { spanArrears } from './span-arrears.js';

/**
 * Arrears of a tranche never applied ("arretrati: l'aumento di novembre non me l'hanno dato su nov, dic e gen",
 * "aumento di marzo non pagato per 4 mesi"): the level's increase in that month times the monthly payments
 * missed. The months come from the count said ("per 4 mesi") or from the months listed after the tranche's own
 * month. Undefined unless arrears are asked and the tranche, the level and the count are known.
 */
export const ARREARS = new RegExp(
  String.raw`\barretrat\w*|\bnon (?:mi |ci |gli |le )?(?:hanno |ha |e |sono )?(?:mai )?(?:stat[oaie] )?(?:applicat|pagat|dat)\w*|\bmai (?:stat[oaie] )?(?:applicat|pagat|dat)\w*|${DIFFERENCES_OVER_MONTHS.source}`,
);
const MONTH_WORD =
  /\b(?:gennaio|febbraio|marzo|aprile|maggio|giugno|luglio|agosto|settembre|ottobre|novembre|dicembre|gen|feb|mar|apr|mag|giu|lug|ago|sett?|ott|nov|dic)\b/g;
const YEAR_AFTER_MONTH = /^\s*(?:20)?\d\d\b(?!\s*(?:%|giorni|gg|ore))/;

/** "da luglio a ottobre", "dal gennaio al marzo", "da luglio fino a tutto settembre": a span, both ends counted. */
export const SPAN = new RegExp(
  String.raw`\bda(?:l| inizio| fine)? (?:mese di )?(${MONTHS.join('|')}) (?:a|ad|al|fino a|fino ad|fino al) (?:tutto |fine |inizio |mese di )?(${MONTHS.join('|')})\b`,
);
/** "mag-set", "maggio–settembre", "lug/ott": a span of months written with a dash or a slash, both ends counted. */
const DASHED_SPAN =
  /\b(gen\w*|feb\w*|mar\w*|apr\w*|mag\w*|giu\w*|lug\w*|ago\w*|set\w*|ott\w*|nov\w*|dic\w*)\.?\s*[-–/]\s*(gen\w*|feb\w*|mar\w*|apr\w*|mag\w*|giu\w*|lug\w*|ago\w*|set\w*|ott\w*|nov\w*|dic\w*)\b/;
const monthIndex = (word: string): number => MONTHS.findIndex((m) => m.startsWith(word.slice(0, 3)));

/**
 * "per quei quattro mesi", "per 3 mesi", "questi due mesi", "per quei due stipendi", "le due buste": the count
 * of months (or monthly payments) missed said outright.
 */
const COUNT_SAID =
  /\b(?:per|quei|queste|questi|quelle|i|le|gli ultimi|le ultime|su|in) (\d{1,2}|un|due|tre|quattro|cinque|sei|sette|otto|nove|dieci|undici|dodici) (?:mesi|stipendi\w*|bust[ae](?: paga)?|cedolin[oi]|mensilita)\b/;

/** The longest run of months joined only by commas, "e" or spaces ("luglio, agosto, settembre e ottobre", "giugno luglio e agosto"). */
function longestMonthList(text: string): number {
  const months = [...text.matchAll(MONTH_WORD)];
  let best = 0;
  let run = 0;
  for (const [i, m] of months.entries()) {
    const prev = months[i - 1];
    const between = prev ? text.slice((prev.index ?? 0) + prev[0].length, m.index) : '';
    run = prev && /^\s*(?:,|e|,\s*e)?\s*$/.test(between) ? run + 1 : 1;
    best = Math.max(best, run);
  }
  return best;
}

/** The amount of a renewal's tranche asked ("a quanto ammontava la tranche di gennaio", "l'importo delle tranche"). */
const TRANCHE_AMOUNT_ASKED =
  /\b(?:quant\w*|ammont\w*|import\w*|valev\w*|valgono|vale)\b[^.?]{0,60}\btranch|\btranch\w*\b[^.?]{0,40}\b(?:quant\w*|ammont\w*|import\w*)\b/;

/** The last clause ending in a question mark that has words: "…e agosto??" asks in "…e agosto?", not in "?". */
const lastAsked = (text: string, clause = /[^.?!]*\?/g): string =>
  (text.match(clause) ?? []).filter((c) => /\w/.test(c)).at(-1) ?? '';

/**
 * "ce lo mettono in busta solo da settembre", "l'hanno applicato a partire da ottobre": the increase paid from a
 * later month; the months missed run from the tranche's month to the one before it.
 */
const PAID_FROM = new RegExp(
  String.raw`\b(?:mett\w*|mess\w*|pag\w*|applic\w*|aggiorn\w*|caric\w*|riconosc\w*|dann\w*)\b[^.?]{0,40}?\b(?:solo |soltanto )?(?:a partire )?da (?:inizio |fine )?(${MONTHS.join('|')})\b`,
);
function monthsUntilPaid(text: string, tranche: string | undefined): number | undefined {
  const from = PAID_FROM.exec(text);
  if (!from || !tranche) return undefined;
  const gap = (MONTHS.indexOf(from[1] ?? '') - (Number(tranche.slice(5, 7)) - 1) + 12) % 12;
  return gap > 0 ? gap : undefined;
}

/** The monthly payments missed: the count said, else a span of months, else the months listed after the tranche's month. */
export function missedMonths(
  text: string,
  counted: number | undefined,
  tranche?: string,
): number | undefined {
  if (counted !== undefined && counted > 0 && counted <= 36) return counted;
  const said = COUNT_SAID.exec(text);
  const saidCount = said ? countValue(said[1] ?? '') : undefined;
  if (saidCount !== undefined && saidCount > 0) return saidCount;
  const span = SPAN.exec(text);
  if (span) return ((MONTHS.indexOf(span[2] ?? '') - MONTHS.indexOf(span[1] ?? '') + 12) % 12) + 1;
  const dashed = DASHED_SPAN.exec(text);
  const [from, to] = [monthIndex(dashed?.[1] ?? ''), monthIndex(dashed?.[2] ?? '')];
  if (dashed && from >= 0 && to >= 0) return ((to - from + 12) % 12) + 1;
  // "sono due mesi", "da 3 mesi": the months said as a count.
  const anyCount = /\b(\d{1,2}|due|tre|quattro|cinque|sei|sette|otto|nove|dieci|undici|dodici) mesi\b/.exec(
    text,
  )?.[1];
  const n = anyCount === undefined ? undefined : countValue(anyCount);
  if (n !== undefined && n > 0 && n <= 36) return n;
  // "quanti arretrati mi devono per novembre, dicembre e gennaio?": the months the question itself lists.
  // "solo da settembre": the month the increase is paid from is not one missed.
  const asked = lastAsked(text).replace(PAID_FROM, ' ');
  const askedMonths = [...asked.matchAll(MONTH_WORD)].filter(
    (m) => !YEAR_AFTER_MONTH.test(asked.slice(m.index + m[0].length)),
  );
  if (askedMonths.length >= 2) return askedMonths.length;
  // "mancano luglio, agosto, settembre e ottobre": a list of months written out is the months missed.
  const listedOut = longestMonthList(text);
  if (listedOut >= 2) return listedOut;
  const untilPaid = monthsUntilPaid(text, tranche);
  if (untilPaid !== undefined) return untilPaid;
  const months = [...text.matchAll(MONTH_WORD)];
  // The tranche is the month with its year ("novembre 2025"); the ones listed after it are the months missed.
  const trancheAt = months.findIndex((m) => YEAR_AFTER_MONTH.test(text.slice(m.index + m[0].length)));
  const listed = months.slice(trancheAt + 1);
  return trancheAt >= 0 && listed.length >= 2 ? listed.length : undefined;
}

/** The level's step at the first month of a span ("da gennaio ad aprile 2026") ending by `date`'s month. */
function spanStartStep(ccnl: Ccnl, level: string, date: string, text: string) {
  const span = SPAN.exec(text);
  if (!span) return undefined;
  const [start, end] = [MONTHS.indexOf(span[1] ?? ''), MONTHS.indexOf(span[2] ?? '')];
  // (A span that ends before the date's month, "da gennaio a ottobre" asked in November, is of the date's year.)
  const endYear = Number(date.slice(0, 4)) - (end > Number(date.slice(5, 7)) - 1 ? 1 : 0);
  const year = endYear - (start > end ? 1 : 0);
  return stepInMonth(ccnl, level, `${year}-${String(start + 1).padStart(2, '0')}-01`);
}

export function arrearsLine(
  ccnl: Ccnl,
  level: string | undefined,
  date: string | undefined,
  text: string,
  counted: number | undefined,
): { answer: string; steps: string[] } | undefined {
  if (!level || !ARREARS.test(text)) return undefined;
  // "… lo sistemano con gli arretrati. Di quanto è l'aumento al mese?": a story's arrears, the increase asked.
  const asked = lastAsked(text, /[^.?!;]*\?/g);
  if (/\baument/.test(asked) && !ARREARS.test(asked)) return undefined;
  // "sto ricostruendo gli arretrati …: mi serve sapere a quanto ammontavano la tranche di gennaio 2024 e quella di
  // aprile 2025": the tranches' amounts are asked (with or without a question mark), the arrears are the purpose.
  const request =
    asked ||
    (text
      .split(/[.!?;]\s/)
      .filter((c) => /\w/.test(c))
      .at(-1) ??
      '');
  if (TRANCHE_AMOUNT_ASKED.test(request) && !ARREARS.test(request)) return undefined;
  // Two tranches inside the span, or a pay older than its start: month by month (span-arrears.ts).
  const spanned = spanArrears(ccnl, level, date, text);
  if (spanned) return spanned;
  // "da gennaio ad aprile 2026 abbiamo pagato il vecchio minimo": the year sits on the span's end, the tranche
  // missed is at its start.
  if (!date) return undefined;
  const step = stepInMonth(ccnl, level, date) ?? spanStartStep(ccnl, level, date, text);
  const months = missedMonths(text, counted, step?.from ?? date);
  if (months === undefined) return undefined;
  if (!step) {
    // A tranche of the agreement at that month whose amount for this level the tables lack: the gap, named.
    const tranche = ccnl.validity.tranches.find((d) => d.slice(0, 7) === date.slice(0, 7));
    if (!tranche) return undefined;
    return {
      answer: `Nel ${ccnl.short_name} gli arretrati della tranche dal ${italianDate(tranche)} per il ${levelShort(level)} su ${months} mensilità sono ${months} × l'aumento mensile del livello, ma l'importo della tranche per il ${levelShort(level)}: ${bold(NOT_AVAILABLE)}.`,
      steps: [`Arretrati: ${months} × aumento mensile del ${levelShort(level)} dal ${italianDate(tranche)}.`],
    };
  }
  const total = Math.round(step.amount * months * 100) / 100;
  const excluded =
    /tredicesim|quattordicesim|mensilit\w* (?:ordinari|normali)|solo (?:le |gli )?(?:mensilit|stipend)/.test(
      text,
    );
  return {
    answer: `Nel ${ccnl.short_name} gli arretrati dell'aumento del ${levelShort(level)} dal ${italianDate(step.from)} su ${months} mensilità sono ${bold(euro(total))} lordi (${months} × ${euro(step.amount)}).`,
    steps: [
      onlyDerived(step.table)
        ? `Aumento del ${levelShort(level)} dal ${italianDate(step.from)}: ${euro(step.amount)} al mese (${UNREAD_MINIMUM}).`
        : `Aumento del ${levelShort(level)} dal ${italianDate(step.from)}: ${euro(step.after)} − ${euro(step.before)} = ${euro(step.amount)} al mese.`,
      `Arretrati: ${months} × ${euro(step.amount)} = ${euro(total)}.`,
      excluded
        ? 'Come chiesto, esclusi i ratei di tredicesima e quattordicesima (e il TFR) che maturano anche sull’aumento.'
        : 'Sull’aumento maturano anche i ratei di tredicesima e quattordicesima e il TFR, qui non compresi.',
    ],
  };
}

/**
 * The arrears of `arrearsLine`, and on a follow-up of the same case ("stessa situazione per la collega D2") the
 * turn before's months and tranche read with this turn's level.
 */
export function arrearsOf(
  ccnl: Ccnl,
  level: string | undefined,
  date: string | undefined,
  text: string,
  ctx: AgentContext,
  req: TypedRequest,
): { answer: string; steps: string[] } | undefined {
  const own = arrearsLine(ccnl, level, date, text, req.slots.monthsWorked);
  if (own) return own;
  const both = arrearsCaseText(text, ctx.history?.at(-1));
  return both ? arrearsLine(ccnl, level, date, both, req.slots.monthsWorked) : undefined;
}
