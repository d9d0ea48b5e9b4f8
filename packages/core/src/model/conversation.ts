import { z } from '../zod.js';

export const ROLES = ['user', 'assistant', 'error', 'categories'] as const;
export const roleSchema = z.enum(ROLES);
export type Role = z.infer<typeof roleSchema>;

export const riferimentoSchema = z.object({
  ccnl: z.string(),
  article: z.string().nullable().default(null),
  text: z.string().default(''),
  source_url: z.string().nullable().default(null),
  source_date: z.string().nullable().default(null),
});
export type Riferimento = z.infer<typeof riferimentoSchema>;

/** One history entry as the server sends it (`GET conversation-history`). */
export const historyEntrySchema = z.object({
  message_id: z.string().optional(),
  session_id: z.string(),
  message: z.string(),
  role: roleSchema,
  timestamp: z.string(),
  relatedQuestions: z.array(z.string()).nullish(),
  riferimenti: z.array(riferimentoSchema).nullish(),
  agent_name: z.string().nullish(),
  showAction: z.boolean().nullish(),
  modified: z.boolean().nullish(),
  calcola_field: z.union([z.boolean(), z.string()]).nullish(),
});
export type HistoryEntry = z.infer<typeof historyEntrySchema>;

/** A conversation message as the clients hold it (spec §3, "as mapped from history"). */
export interface ConversationMessage {
  /** From `session_id`, as the spec maps it. */
  id: string;
  /** Unique per message, for list keys; falls back to the position when the server sends none. */
  messageId: string;
  content: string;
  role: Role;
  timestamp: string;
  relatedQuestions: string[];
  riferimenti: Riferimento[];
  agentName: string | null;
  showAction: boolean;
  modified: boolean;
  calcola_field: boolean | string;
  /** For a `categories` entry: its comma-separated integer ids, parsed. */
  categoryIds?: number[];
}

export function parseCategoryIds(content: string): number[] {
  return content
    .split(',')
    .map((part) => part.trim())
    .filter((part) => /^-?\d+$/.test(part))
    .map(Number);
}

export function mapHistoryEntry(entry: HistoryEntry, index: number): ConversationMessage {
  const message: ConversationMessage = {
    id: entry.session_id,
    messageId: entry.message_id ?? `${entry.session_id}:${index}`,
    content: entry.message,
    role: entry.role,
    timestamp: entry.timestamp,
    relatedQuestions: entry.relatedQuestions ?? [],
    riferimenti: entry.riferimenti ?? [],
    agentName: entry.agent_name ?? null,
    showAction: entry.showAction ?? false,
    modified: entry.modified ?? false,
    calcola_field: entry.calcola_field ?? false,
  };
  if (entry.role === 'categories') message.categoryIds = parseCategoryIds(entry.message);
  return message;
}

/** One row of `GET recent-conversations`. */
export const conversationSummarySchema = z.object({
  session_id: z.string(),
  title: z.string(),
  agent_name: z.string().nullish(),
  updated_at: z.string(),
});
export type ConversationSummary = z.infer<typeof conversationSummarySchema>;

export const sessionIdAnswerSchema = z.object({ session_id: z.string() });
export const latestSessionAnswerSchema = z.object({ session_id: z.string().nullable() });

export const deletedAnswerSchema = z.object({ deleted: z.boolean() });
export const relatedQuestionsAnswerSchema = z.object({ domande: z.array(z.string()) });
export const riferimentiAnswerSchema = z.object({ riferimenti: z.array(riferimentoSchema) });
export const successAnswerSchema = z.object({ success: z.boolean() });
