import { euro, italianDate, MONTH_NAMES, MONTHS } from '../kb/format.js';
import { levelPayAt } from '../kb/pay.js';
import type { Ccnl } from '../kb/schema.js';
import { cents } from '../payroll/index.js';
import type { TypedRequest } from '../reader/request.js';
import { readable } from '../reader/text.js';
import type { AgentResult } from './agents.js';
import { bold } from './compose.js';
import { levelAfterOf } from './shared/levels.js';

/**
 * Session 29 (fixs29f): a claim on the month a level's minimum rises, asked to be confirmed ("il mio capo sostiene
 * che il minimo è rimasto quello dell'anno scorso e che l'aumento arriva solo a dicembre 2026. È vero?"). The
 * level's tables decide it: a month still ahead is right when the next table with a raise starts then (nothing
 * before it); a month gone by is right when the table in force today started then. The answer opens with **Sì**
 * or **No**, the minimum in force today and the next one, before the answer at the month asked.
 */

// "il capo sostiene che …", "mi hanno detto che …", "ho sentito che …": the clause told.
const TOLD =
  /\b(?:sostien\w*|dic\w*|dett[oa]|sentito(?: dire)?|lett[oa]|convint[oa]|afferm\w*)\b(?: [^.?!]{0,40}?)? che ([^.?!]*)/;
// ("a dicembre cambia il minimo": a change of the minimum said without a rise word is the same claim.)
const RISE =
  /\b(?:aument\w*|tranche|rincar\w*|adeguament\w*|cambi\w* (?:il|la) (?:minim\w*|pag\w*|tabell\w*))\b/;
// The year may be left out ("a dicembre"): the month is then the next one of that name from today.
const MONTH_SAID = new RegExp(
  String.raw`\b(?:a|ad|da|dal|di|in|nel mese di)\s+(?:1\s*[°º]?\s+|primo\s+)?(${MONTH_NAMES})(?:\s+(20\d\d))?\b`,
);
const CONFIRM =
  /\b(?:e|est) vero\b|\bvero\s*\?|\bha(?:nno)? ragione\b|\b(?:e )?giust[oa]\s*\?|\b(?:e )?corrett[oa]\s*\?|\be cosi\s*\?/;
const HAS_VERDICT = /^\s*(?:\*\*)?(?:sì|si|no)(?![\p{L}])/iu;

/** The first of the month a claim gives the rise in, "2026-12", or undefined. */
function claimedMonth(message: string, today: string): string | undefined {
  const text = readable(message);
  if (!CONFIRM.test(text)) return undefined;
  const clause = TOLD.exec(text)?.[1];
  if (!clause || !RISE.test(clause) || /\bnessun\w*\b|\bnon ci sono\b/.test(clause)) return undefined;
  // ("a gennaio 2027 scatta l'ultimo aumento": the month may also come just before the rise it dates.)
  const rise = clause.search(RISE);
  const said =
    MONTH_SAID.exec(clause.slice(rise)) ?? MONTH_SAID.exec(clause.slice(Math.max(0, rise - 40), rise));
  if (!said) return undefined;
  const month = String(MONTHS.indexOf(said[1] ?? '') + 1).padStart(2, '0');
  if (said[2]) return `${said[2]}-${month}`;
  const year = Number(today.slice(0, 4));
  return `${month < today.slice(5, 7) ? year + 1 : year}-${month}`;
}

const dayBefore = (iso: string): string => {
  const d = new Date(`${iso}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() - 1);
  return d.toISOString().slice(0, 10);
};

/** The answer opened by the verdict on the month claimed, or as it is. */
export function withIncreaseMonthVerdict(
  answer: AgentResult,
  request: TypedRequest,
  message: string,
  ccnl: Ccnl | undefined,
  today: string,
): AgentResult {
  const level = request.slots.level;
  if (!ccnl || !level || !['minimum_pay', 'renewal'].includes(request.intent)) return answer;
  const lines = answer.text.split('\n');
  const at = lines.findIndex((l) => l.trim() !== '');
  if (at < 0 || HAS_VERDICT.test(lines[at] ?? '')) return answer;
  const month = claimedMonth(message, today);
  const pay = month ? levelPayAt(ccnl, level, today) : undefined;
  if (!month || !pay) return answer;
  const from = pay.table.effective_from;
  const next = pay.next && pay.next.row.amount !== pay.row.amount ? pay.next : undefined;
  const name = `${ccnl.short_name} il minimo mensile lordo del ${levelAfterOf(ccnl, level)}`;
  const now = `${bold(euro(pay.row.amount))} (tabella in vigore dal ${italianDate(from)})`;
  let head: string;
  if (month > today.slice(0, 7)) {
    if (!next) return answer;
    const starts = next.table.effective_from;
    const right = starts.slice(0, 7) === month;
    head = right
      ? `**Sì**: nel ${name} resta ${now} fino al ${italianDate(dayBefore(starts))}; dal ${italianDate(starts)} sale a ${bold(euro(next.row.amount))} (+${euro(cents(next.row.amount - pay.row.amount))}).`
      : `**No**: nel ${name} oggi è ${now}; il prossimo aumento decorre dal ${italianDate(starts)}, quando sale a ${bold(euro(next.row.amount))}.`;
  } else {
    const right = from.slice(0, 7) === month;
    const after = next
      ? ` Dal ${italianDate(next.table.effective_from)} sale a ${euro(next.row.amount)}.`
      : '';
    head = `${right ? '**Sì**' : '**No**'}: nel ${name} in vigore oggi è ${now}.${after}`;
  }
  lines.splice(at, 0, head, '');
  return { ...answer, text: lines.join('\n') };
}
