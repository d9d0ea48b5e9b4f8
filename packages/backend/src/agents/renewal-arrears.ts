import { euro, italianDate, MONTHS, NOT_AVAILABLE } from '../kb/format.js';
import { stepInMonth } from '../kb/increases.js';
import type { Ccnl } from '../kb/schema.js';
import { countValue } from '../reader/numbers.js';
import { bold } from './compose.js';
import { levelShort } from './shared/levels.js';

/**
 * Arrears of a tranche never applied ("arretrati: l'aumento di novembre non me l'hanno dato su nov, dic e gen",
 * "aumento di marzo non pagato per 4 mesi"): the level's increase in that month times the monthly payments
 * missed. The months come from the count said ("per 4 mesi") or from the months listed after the tranche's own
 * month. Undefined unless arrears are asked and the tranche, the level and the count are known.
 */
const ARREARS =
  /\barretrat\w*|\bnon (?:mi |ci |gli |le )?(?:hanno |ha )?(?:mai )?(?:applicat|pagat|dat)\w*|\bmai (?:applicat|pagat|dat)\w*/;
const MONTH_WORD =
  /\b(?:gennaio|febbraio|marzo|aprile|maggio|giugno|luglio|agosto|settembre|ottobre|novembre|dicembre|gen|feb|mar|apr|mag|giu|lug|ago|sett?|ott|nov|dic)\b/g;
const YEAR_AFTER_MONTH = /^\s*(?:20)?\d\d\b(?!\s*(?:%|giorni|gg|ore))/;

/** "da luglio a ottobre", "da luglio fino a tutto settembre": the months of a span, both ends counted. */
const SPAN = new RegExp(
  String.raw`\bda (?:inizio |fine )?(${MONTHS.join('|')}) (?:a|ad|fino a) (?:tutto |fine |inizio )?(${MONTHS.join('|')})\b`,
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

/** The longest run of months joined only by commas and "e" ("luglio, agosto, settembre e ottobre"). */
function longestMonthList(text: string): number {
  const months = [...text.matchAll(MONTH_WORD)];
  let best = 0;
  let run = 0;
  for (const [i, m] of months.entries()) {
    const prev = months[i - 1];
    const between = prev ? text.slice((prev.index ?? 0) + prev[0].length, m.index) : '';
    run = prev && /^\s*(?:,|e|,\s*e)\s*$/.test(between) ? run + 1 : 1;
    best = Math.max(best, run);
  }
  return best;
}

/** The monthly payments missed: the count said, else a span of months, else the months listed after the tranche's month. */
function missedMonths(text: string, counted: number | undefined): number | undefined {
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
  const asked = text.match(/[^.?!]*\?/g)?.at(-1) ?? '';
  const askedMonths = [...asked.matchAll(MONTH_WORD)].filter(
    (m) => !YEAR_AFTER_MONTH.test(asked.slice(m.index + m[0].length)),
  );
  if (askedMonths.length >= 2) return askedMonths.length;
  // "mancano luglio, agosto, settembre e ottobre": a list of months written out is the months missed.
  const listedOut = longestMonthList(text);
  if (listedOut >= 2) return listedOut;
  const months = [...text.matchAll(MONTH_WORD)];
  // The tranche is the month with its year ("novembre 2025"); the ones listed after it are the months missed.
  const trancheAt = months.findIndex((m) => YEAR_AFTER_MONTH.test(text.slice(m.index + m[0].length)));
  const listed = months.slice(trancheAt + 1);
  return trancheAt >= 0 && listed.length >= 2 ? listed.length : undefined;
}

export function arrearsLine(
  ccnl: Ccnl,
  level: string | undefined,
  date: string | undefined,
  text: string,
  counted: number | undefined,
): { answer: string; steps: string[] } | undefined {
  if (!level || !date || !ARREARS.test(text)) return undefined;
  // "… lo sistemano con gli arretrati. Di quanto è l'aumento al mese?": a story's arrears, the increase asked.
  const asked = text.match(/[^.?!;]*\?/g)?.at(-1) ?? '';
  if (/\baument/.test(asked) && !ARREARS.test(asked)) return undefined;
  const step = stepInMonth(ccnl, level, date);
  const months = missedMonths(text, counted);
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
      `Aumento del ${levelShort(level)} dal ${italianDate(step.from)}: ${euro(step.after)} − ${euro(step.before)} = ${euro(step.amount)} al mese.`,
      `Arretrati: ${months} × ${euro(step.amount)} = ${euro(total)}.`,
      excluded
        ? 'Come chiesto, esclusi i ratei di tredicesima e quattordicesima (e il TFR) che maturano anche sull’aumento.'
        : 'Sull’aumento maturano anche i ratei di tredicesima e quattordicesima e il TFR, qui non compresi.',
    ],
  };
}
