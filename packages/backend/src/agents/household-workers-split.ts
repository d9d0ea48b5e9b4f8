import { readQuestion } from '../reader/read.js';
import type { Slots } from '../reader/request.js';
import { readable } from '../reader/text.js';
import type { AgentContext } from './context.js';

/** A household worker named ("una badante convivente", "una signora che viene per le pulizie", "la colf"). */
const WORKER =
  /\b(?:una|un|la|il|l'|alla|all'|al) ?(?:badante|colf|baby ?sitter|signora|ragazza|donna|collaboratrice|domestica|assistente familiare)\b/g;

export interface WorkerClause {
  slots: Slots;
  text: string;
}

/**
 * "ha due persone: una badante convivente da sette anni e mezzo (54 ore) e una signora che viene per le pulizie
 * 10 ore a settimana da tre anni": the two workers of one message, each read on her own clause (her hours, her
 * years, living in or not). Undefined unless exactly two workers are named, each with her years of service.
 */
export function twoWorkersOfMessage(ctx: AgentContext): [WorkerClause, WorkerClause] | undefined {
  const text = readable(ctx.message);
  const starts = [...text.matchAll(WORKER)].map((m) => m.index ?? 0);
  if (starts.length !== 2) return undefined;
  const [a, b] = starts as [number, number];
  const clauses = [text.slice(a, b), text.slice(b)].map((clause) => {
    // The second worker's clause ends where the story moves on (the next sentence).
    const own = clause.split(/[.;?!](?:\s|$)/)[0] ?? clause;
    const read = readQuestion({ kb: ctx.kb, message: own, history: [], today: ctx.today });
    return { slots: read.slots, text: own };
  });
  const [first, second] = clauses as [WorkerClause, WorkerClause];
  if (first.slots.seniorityYears === undefined || second.slots.seniorityYears === undefined) return undefined;
  return [first, second];
}
