import { italianDate } from '../kb/format.js';
import type { TypedRequest } from '../reader/request.js';
import { readable } from '../reader/text.js';
import type { AgentAnswer, Citation } from './answer.js';
import { bold, compose } from './compose.js';
import type { AgentContext } from './context.js';
import { payrollData } from './pay-base.js';

/**
 * Session 48 (fixs48b): a domestic relationship that ends, asked by when its contributions are paid ("e per la colf
 * che finisce il 30 novembre? aspetto gennaio?", "se la badante si licenzia a marzo, quando verso i contributi?"):
 * within 10 days of the end (D.P.R. 1403/1971 art. 8, INPS message 13156/2013), not at the quarter's due day
 * and not the hourly bands again. Without the rule in the knowledge base nothing is said here.
 */
const ENDS =
  /\b(?:finisc\w*|cess\w*|termin\w*|chiud\w*|si licenzi\w*|licenzi\w*|dimess\w*|dimission\w*|fine (?:del )?rapporto|se ne va|va via|smette)\b/;
const ASKS_WHEN =
  /\bentro (?:quando|che (?:giorno|data)|il)\b|\bquando\b|\bscadenz\w*|\baspett\w*|\b(?:a|ad|fino a) (?:gennaio|aprile|luglio|ottobre)\b|\bsubito\b|\bstess[ao] (?:scadenza|termine)\b/;
/** The quarter's due day offered as the time to pay ("aspetto gennaio?", "alla stessa scadenza?"): answered no. */
const WAITS =
  /\baspett\w*|\bcome sempre\b|\b(?:a|ad|fino a) (?:gennaio|aprile|luglio|ottobre)\b|\bstess[ao] (?:scadenza|termine)\b/;
const CONTRIBUTIONS = /\bcontribut\w*|\binps\b|\bmav\b|\bbollettin\w*|\bpagopa\b|\bversament\w*|\bvers\w*/;
const OTHER_PAYMENT =
  /\btfr\b|\bliquidazion\w*|\btredicesim\w*|\bpreavvis\w*|\bferie\b|\bstipendi\w*|\bbusta\b/;

function plusDays(iso: string, days: number): string {
  const day = new Date(`${iso}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() + days);
  return day.toISOString().slice(0, 10);
}

export function terminationDeadline(
  ctx: AgentContext,
  req: TypedRequest,
  domestic: boolean,
): AgentAnswer | undefined {
  if (!domestic) return undefined;
  const rule = payrollData()?.domestic.payment_deadlines.termination;
  if (!rule) return undefined;
  const text = readable(ctx.message);
  // (The turn before, or the part before it: "e per Rosa, che finisce il 30 novembre? e aspetto gennaio anche per lei?")
  const before = (ctx.history ?? []).slice(-2).map(readable);
  const earlier = before.join(' ');
  // ("e per Rosa, che finisce il 30 novembre?" after the contributions' due day asked: the same question of her.)
  const dueAsked = CONTRIBUTIONS.test(earlier) && /\bentro\b|\bscadenz|\bquando\b/.test(earlier);
  const ends = ENDS.test(text) || (WAITS.test(text) && ENDS.test(before.at(-1) ?? ''));
  if (!ends || OTHER_PAYMENT.test(text)) return undefined;
  if (!(ASKS_WHEN.test(text) && CONTRIBUTIONS.test(text)) && !dueAsked) return undefined;
  const end = req.slots.endDate && !req.slots.endDate.startsWith('?') ? req.slots.endDate : undefined;
  const due = end ? plusDays(end, 10) : undefined;
  const no = WAITS.test(text) ? 'No: q' : 'Q';
  const answer = due
    ? `${no}uando il rapporto di lavoro domestico cessa, i contributi si versano ${bold('entro 10 giorni dalla cessazione')}, non alla scadenza trimestrale: per un rapporto che finisce il ${italianDate(end ?? '')} il versamento va fatto ${bold(`entro il ${italianDate(due)}`)}.`
    : `Quando il rapporto di lavoro domestico cessa, i contributi si versano ${bold('entro 10 giorni dalla cessazione')}, non alla scadenza trimestrale.`;
  const citations: Citation[] = rule.sources.map((s) => ({
    ccnl: 'INPS, lavoro domestico',
    article: 'versamento dei contributi alla cessazione del rapporto',
    text: rule.text,
    url: s.url,
    date: s.source_date ?? null,
    confidence: s.confidence,
  }));
  return compose({
    answer,
    steps: [rule.text],
    citations,
    related: ['Quanto devo versare di contributi INPS per la colf nel trimestre?'],
  });
}
