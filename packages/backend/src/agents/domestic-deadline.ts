import { MONTHS } from '../kb/format.js';
import type { TypedRequest } from '../reader/request.js';
import { readable } from '../reader/text.js';
import type { AgentAnswer, Citation } from './answer.js';
import { bold, compose } from './compose.js';
import type { AgentContext } from './context.js';
import { withOpenings } from './multi-part.js';
import { payrollData } from './pay-base.js';

/**
 * "entro che giorno devo pagare quelli di ottobre, novembre e dicembre?", "quando scade il MAV della colf?":
 * the day the family pays the quarter's domestic contributions (from the 1st to the 10th of the month after the
 * quarter: April, July, October, January of the next year), not the amount again. The quarter is the one the
 * question names by its months or its number, else the one holding today.
 */
// (A payment's deadline asked: "entro quando", "entro che giorno", "fino a che giorno", "quando scade", "scadenza".)
const ASKS_DEADLINE =
  /\bentro (?:quando|che (?:giorno|data)|quale (?:giorno|data)|il)\b|\bquando (?:scad\w*|(?:si |li |le |vanno )?(?:pag|vers)\w*|devo (?:pag|vers)\w*)|\bscadenz\w*|\bche giorno (?:devo |si )?(?:pag|vers)\w*|\bfino a (?:che|quale) (?:giorno|data)\b|\bfino a quando (?:posso |si puo |devo )?(?:pag|vers)\w*/;
const STATED_DEADLINE = new RegExp(
  String.raw`\bentro il (?:giorno )?\d{1,2}°? (?:di |del mese di )?(?:${MONTHS.join('|')})\b`,
  'g',
);
/** An amount asked beside the day: "quanto", "l'importo del bollettino", "che cifra". */
export const AMOUNT_ASKED = /\bquant[oaie]\b|\bimport[oi]\b|\bcifra\b/;
const CONTRIBUTIONS = /\bcontribut\w*|\binps\b|\bmav\b|\bbollettin\w*|\bpagopa\b/;
const OTHER_PAYMENT = /\btredicesim\w*|\btfr\b|\bliquidazion\w*|\bstipendi\w*|\bferie\b|\bpreavvis\w*/;

/** The due months of each quarter's contributions, and the quarter's month names. */
const DUE = ['aprile', 'luglio', 'ottobre', 'gennaio'];

function askedQuarter(text: string, today: string): number {
  const ordinal = /\b(primo|secondo|terzo|quarto|ultimo|i|ii|iii|iv|1|2|3|4)\s*(?:°\s*)?trimestr/.exec(
    text,
  )?.[1];
  const byOrdinal: Record<string, number> = {
    primo: 0,
    i: 0,
    '1': 0,
    secondo: 1,
    ii: 1,
    '2': 1,
    terzo: 2,
    iii: 2,
    '3': 2,
    quarto: 3,
    ultimo: 3,
    iv: 3,
    '4': 3,
  };
  if (ordinal && byOrdinal[ordinal] !== undefined) return byOrdinal[ordinal];
  // The last month named says the quarter ("ottobre, novembre e dicembre", "ott-dic").
  // (Whole names or their three letters: "settimana" names no September.)
  const named = MONTHS.map((m, i) => ({
    i,
    at: Math.max(
      -1,
      ...[...text.matchAll(new RegExp(String.raw`\b(?:${m}|${m.slice(0, 3)})\b`, 'g'))].map((x) => x.index),
    ),
  }))
    .filter((m) => m.at >= 0)
    .sort((a, b) => b.at - a.at)[0];
  if (named) return Math.floor(named.i / 3);
  return Math.floor((Number(today.slice(5, 7)) - 1) / 3);
}

/** The deadline asked in the question's marked sentences, a deadline the story states left out. */
function asksDeadline(text: string): boolean {
  const marked = text.split(/(?<=[.?!])\s+/).filter((s) => s.includes('?'));
  // "devo fare il bollettino entro il 10 ottobre: quanto devo versare?": a deadline the story states is context.
  // (Stated only beside an amount asked: "devo pagare entro il 10 ottobre?" still asks the day.)
  const marks = marked.length ? marked.join(' ') : text;
  const asking = /\bquant[oaie]\b/.test(marks) ? marks.replace(STATED_DEADLINE, ' ') : marks;
  return ASKS_DEADLINE.test(asking) && !OTHER_PAYMENT.test(asking);
}

export function domesticDeadline(
  ctx: AgentContext,
  req: TypedRequest,
  domestic: boolean,
): AgentAnswer | undefined {
  if (!domestic || req.slots.amounts.some((a) => a.kind === 'inps')) return undefined;
  const text = readable(ctx.message);
  // (The contributions named: "entro quando va pagata?" after a 13th month asks the 13th's own time.)
  if (!asksDeadline(text) || !CONTRIBUTIONS.test(text)) return undefined;
  return quarterDeadline(ctx, text);
}

/**
 * "per il trimestre ottobre-dicembre quanto verso in tutto e entro quando?" after the hourly contributions: the
 * amount opens, the quarter's due day follows it (session 29, fixs29g), both asked.
 */
export function withDomesticDeadline<T extends AgentAnswer>(
  answer: T,
  ctx: AgentContext,
  domestic: boolean,
): T {
  const text = readable(ctx.message);
  if (!domestic || !AMOUNT_ASKED.test(text) || !asksDeadline(text)) return answer;
  if (/\bentro il 10\b|\bdal 1 al 10 \w+/.test(answer.text.split('\n')[0] ?? '')) return answer;
  if (!CONTRIBUTIONS.test(`${text} ${readable(ctx.history?.at(-1) ?? '')} ${answer.text.split('\n')[0]}`))
    return answer;
  const deadline = quarterDeadline(ctx, text);
  return deadline ? { ...answer, ...withOpenings(answer, [deadline]) } : answer;
}

/** The quarter's due day beside an amount computed on a document, when the question asks it ("e la scadenza?"). */
export function withAskedQuarterDeadline(
  answer: AgentAnswer,
  ctx: AgentContext,
  quarterText: string,
): AgentAnswer {
  if (!asksDeadline(readable(ctx.message))) return answer;
  const deadline = quarterDeadline(ctx, quarterText);
  return deadline ? withOpenings(answer, [deadline]) : answer;
}

function quarterDeadline(ctx: AgentContext, text: string): AgentAnswer | undefined {
  const data = payrollData()?.domestic.payment_deadlines;
  if (!data) return undefined;
  const quarter = askedQuarter(text, ctx.today);
  const year = Number(ctx.today.slice(0, 4));
  const due = DUE[quarter] ?? 'gennaio';
  const months = MONTHS.slice(quarter * 3, quarter * 3 + 3).join(', ');
  const dueYear = quarter === 3 ? ` dell'anno successivo` : '';
  const citations: Citation[] = data.sources.map((s) => ({
    ccnl: 'INPS, lavoro domestico',
    article: 'versamento trimestrale dei contributi',
    text: data.text,
    url: s.url,
    date: s.source_date ?? null,
    confidence: s.confidence === 'high' ? 'high' : s.confidence === 'low' ? 'low' : 'medium',
  }));
  return compose({
    answer: `I contributi INPS del lavoro domestico del trimestre ${months} si pagano ${bold(`dal 1 al 10 ${due}${dueYear}`)}, cioè ${bold(`entro il 10 ${due}`)}${quarter === 3 ? ` ${year + 1}` : ''} (versamento trimestrale: ${data.text.replace(/^Versamento trimestrale:\s*/i, '').replace(/\.$/, '')}).`,
    citations,
    related: [
      'Quanto devo versare di contributi INPS per la colf nel trimestre?',
      'La trattenuta INPS della colf in busta è corretta?',
    ],
  });
}
