import { italianDate } from '../kb/format.js';
import type { Ccnl } from '../kb/schema.js';
import type { TypedRequest } from '../reader/request.js';
import { readable } from '../reader/text.js';
import { type Citation, citeSources } from './answer.js';
import { type AgentContext, targetAgreements } from './context.js';
import { edrBesideTranche } from './renewal-figures.js';

type Beside = { line: string; citations: Citation[] };

// "come funziona l'adeguamento all'inflazione?", "e la rivalutazione ISTAT?": the indexing of the minimums.
const INDEXING_ASKED =
  /\binflazion\w*|\bistat\b|\badeguament\w*|\brivalutazion\w*|\bindicizz\w*|\bcosto della vita\b/;
const INDEXING_CHANGE = /\bISTAT\b|\binflazion/i;
// "quando scatta il prossimo aumento?", "c'è qualcos'altro in arrivo?", "cosa cambia?": what comes next is asked.
const AHEAD_ASKED =
  /\bprossim[oa] (?:aument\w*|tranche|trance|scatto)\b|\bquando scatt\w*|\bin arrivo\b|\bcosa cambi\w*|\bcambi\w* (?:anche )?qualcos|\bqualcos'?altro\b|\bnovita\b/;
// "su che arco temporale è distribuito?", "in quanti anni arriva a regime?": the span of the renewal's tranches.
const SPAN_ASKED =
  /\barco (?:temporale|di tempo)\b|\bdistribuit\w*\b|\bscaglionat\w*|\bin quant\w* (?:anni|tempo|rate|tranche)\b|\bentro quando\b/;

/**
 * The renewal's other changes a tranche answer says beside it: those starting after today up to the month asked
 * or the next tranche asked ("da gennaio 2027 anche la riduzione di 4 ore per tutti"), and the indexing rule when
 * inflation is asked, each with its sources.
 */
function changesBeside(ccnl: Ccnl, req: TypedRequest, text: string, today: string): Beside | undefined {
  const next = AHEAD_ASKED.test(text) ? ccnl.validity.tranches.find((d) => d > today) : undefined;
  const horizon = [req.slots.date ?? '', next ?? ''].sort().at(-1) ?? '';
  const changes = (ccnl.validity.renewal_changes ?? []).filter(
    (c) =>
      (c.from > today && c.from <= horizon) || (INDEXING_ASKED.test(text) && INDEXING_CHANGE.test(c.text)),
  );
  if (!changes.length) return undefined;
  const said = (c: { from: string; text: string }) =>
    c.from > today ? `dal ${italianDate(c.from)} ${c.text}` : c.text;
  const lines = changes.map((c) => said(c));
  return {
    line: `Il rinnovo prevede inoltre: ${lines.join('; ')}.`,
    citations: changes.flatMap((c) =>
      citeSources(ccnl, `Rinnovo del ${ccnl.short_name}: ${said(c)}`, null, c.sources, 1),
    ),
  };
}

/** "su che arco temporale?": the days the renewal's tranches run from and to, as the knowledge base lists them. */
function spanBeside(ccnl: Ccnl, text: string): Beside | undefined {
  const days = ccnl.validity.tranches;
  const first = days[0];
  const last = days.at(-1);
  if (!SPAN_ASKED.test(text) || !first || !last || first === last) return undefined;
  const line = `Le tranche del rinnovo decorrono dal ${italianDate(first)} al ${italianDate(last)} (${days.length} decorrenze).`;
  return {
    line,
    citations: citeSources(ccnl, `Rinnovo del ${ccnl.short_name}: ${line}`, null, ccnl.validity.sources, 1),
  };
}

/**
 * What a renewal answer says beside its opening for the first agreement asked: the EDR named beside a month's
 * tranche (renewal-figures.ts), the renewal's other dated changes and the span of its tranches when asked.
 */
export function besideTranche(ctx: AgentContext, req: TypedRequest): Beside | undefined {
  const ccnl = targetAgreements(ctx).agreements[0];
  if (!ccnl) return undefined;
  const text = readable(ctx.message);
  const parts = [
    edrBesideTranche(ctx, req),
    spanBeside(ccnl, text),
    changesBeside(ccnl, req, text, ctx.today),
  ].filter((p): p is Beside => p !== undefined);
  if (!parts.length) return undefined;
  return { line: parts.map((p) => p.line).join(' '), citations: parts.flatMap((p) => p.citations) };
}
