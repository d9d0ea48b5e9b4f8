import type { UploadedText } from '../kb/documents.js';
import type { KnowledgeBase } from '../kb/knowledge-base.js';
import type { Ccnl } from '../kb/schema.js';
import type { TypedRequest } from '../reader/request.js';

/** Everything an agent may use to answer one message. */
export interface AgentContext {
  kb: KnowledgeBase;
  message: string;
  /** Selected agreements (`id_categoria`), as the client sent them. */
  categories: readonly number[];
  /** Selected work-scope parameters (`parametri-lavoro` ids). */
  perimetri: readonly number[];
  documents: readonly UploadedText[];
  /** calcolo: the payslip fields the user set in this conversation. */
  payslip: Readonly<Record<string, string>>;
  /** AAAA-MM-GG: the day figures are looked up for when the question names none. */
  today: string;
  /** The conversation's earlier user questions, oldest first: follow-ups are read against them. */
  history?: readonly string[];
  /** The question already read (by a model); the rule reader reads it when absent. */
  request?: TypedRequest;
  /** inquadra: what a follow-up gives that the earlier turn denied ("prende il patentino ADR"), as job terms. */
  turned?: readonly string[];
  /** main-agent: passages an earlier turn already gave, left out of a follow-up's answer (carried-subject.ts). */
  said?: readonly string[];
}

/**
 * The agreements a message is about: the selected ones (unknown ids ignored), else those it names, else
 * none. `how` tells which, so an answer can say it.
 */
export function targetAgreements(ctx: AgentContext): {
  agreements: Ccnl[];
  how: 'selected' | 'named' | 'none';
} {
  if (ctx.request) {
    const ids = ctx.request.slots.agreements;
    const agreements = [
      ...new Set(ids.map((id) => ctx.kb.byCategory(id)).filter((c): c is Ccnl => c !== undefined)),
    ];
    if (!agreements.length) return { agreements: [], how: 'none' };
    const selected = ids.every((id) => ctx.categories.includes(id));
    return { agreements, how: selected ? 'selected' : 'named' };
  }
  const selected = ctx.categories
    .map((id) => ctx.kb.byCategory(id))
    .filter((c): c is Ccnl => c !== undefined);
  if (selected.length) return { agreements: [...new Set(selected)], how: 'selected' };
  const named = ctx.kb.recognise(ctx.message);
  return named.length ? { agreements: named, how: 'named' } : { agreements: [], how: 'none' };
}
