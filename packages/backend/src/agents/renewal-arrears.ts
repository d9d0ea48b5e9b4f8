import { euro, italianDate } from '../kb/format.js';
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

/** The monthly payments missed: the count said, else the months listed after the tranche's month. */
function missedMonths(text: string, counted: number | undefined): number | undefined {
  if (counted !== undefined && counted > 0 && counted <= 36) return counted;
  // "sono due mesi", "da 3 mesi": the months said as a count.
  const said = /\b(\d{1,2}|due|tre|quattro|cinque|sei|sette|otto|nove|dieci|undici|dodici) mesi\b/.exec(
    text,
  )?.[1];
  const n = said === undefined ? undefined : countValue(said);
  if (n !== undefined && n > 0 && n <= 36) return n;
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
  const step = stepInMonth(ccnl, level, date);
  const months = missedMonths(text, counted);
  if (!step || months === undefined) return undefined;
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
