import { italianDate, MONTHS } from '../kb/format.js';
import { readable } from '../reader/text.js';
import { bold } from './compose.js';

/**
 * "mi restano ore di ROL maturate nel 2026: al 31 dicembre si perdono? fino a quando le posso usare?": an
 * agreement's rule that leave not taken may still be used "non oltre il 30 giugno dell'anno successivo" is asked
 * as a day, so that day of the year after the accrual opens the answer (the rule's own words follow it).
 */
const MONTH = `(${MONTHS.join('|')})`;
const NEXT_YEAR_DAY = new RegExp(String.raw`\b(\d{1,2})\s*[°º]?\s+${MONTH} dell'anno successivo\b`);
// By when, or whether they are lost at the year's end.
const DEADLINE_ASKED =
  /\bfino a quando\b|\bentro quando\b|\bentro (?:che|quale) (?:data|giorno|termine)\b|\bfino a che (?:data|giorno)\b|\bscad\w*|\b(?:si|le|li) perd\w*|\bvanno pers\w*|\bsi azzera\w*/;
// "maturate nel 2026", "ore residue del 2025", "accumulate quest'anno".
const YEAR_ACCRUED =
  /\b(?:matur\w*|accumul\w*|residu\w*|rimast\w*|avanzat\w*|non godut\w*|non fruit\w*|non usat\w*)\b[^.?;]{0,20}?\b(?:nel |del |dal |durante il )?(20\d\d)\b/;
const THIS_YEAR =
  /\b(?:matur\w*|accumul\w*|residu\w*|rimast\w*|avanzat\w*)\b[^.?;]{0,20}?\bquest'? ?anno\b|\bquest'? ?anno\b[^.?;]{0,40}?\b(?:non (?:sono riuscit\w*|ho pres\w*|ho usat\w*|ho fatt\w*)|mi restano|mi rimangono)\b/;

/**
 * The line naming the day by which the leave of the year asked may still be used (none when not asked);
 * `history` is the conversation's earlier turns, or the question's earlier clauses.
 */
export function carryOverDateLine(
  said: readonly string[],
  message: string,
  today: string,
  history?: readonly string[],
): string[] {
  const text = readable(message);
  if (!DEADLINE_ASKED.test(text)) return [];
  const rule = said.map((line) => NEXT_YEAR_DAY.exec(line)).find(Boolean);
  if (!rule?.[1] || !rule[2]) return [];
  // A clause or follow-up ("e fino a quando posso usarle?") names the year in the turn just before.
  const year = [text, ...(history ?? []).slice(-2).reverse().map(readable)]
    .map((t) => Number(YEAR_ACCRUED.exec(t)?.[1]) || (THIS_YEAR.test(t) ? Number(today.slice(0, 4)) : 0))
    .find(Boolean);
  if (!year) return [];
  const day = `${year + 1}-${String(MONTHS.indexOf(rule[2]) + 1).padStart(2, '0')}-${rule[1].padStart(2, '0')}`;
  return [
    `Per le ore maturate nel ${year} e non godute il termine è il ${bold(italianDate(day))} (${rule[1]} ${rule[2]} dell'anno successivo, secondo il contratto).`,
  ];
}
