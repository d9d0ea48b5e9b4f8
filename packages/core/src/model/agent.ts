import { PICKER_DEFAULT_MAX } from '../rules/selection.js';
import { z } from '../zod.js';

export const AGENTS = ['main-agent', 'inquadra', 'confronta', 'calcolo'] as const;
export const agentNameSchema = z.enum(AGENTS);
export type AgentName = z.infer<typeof agentNameSchema>;

/** The body of `POST main-agent` / `POST calcola-agent` (spec §7). */
/** Every field bounded: no request, however crafted, costs the server more than a real question. */
export const agentPayloadSchema = z.object({
  message: z.string().min(1).max(20_000),
  user_id: z.string().min(1).max(200),
  session_id: z.string().min(1).max(200),
  categories: z.array(z.number().int()).max(PICKER_DEFAULT_MAX).default([]),
  vector_store_id: z.string().max(200).nullable().default(null),
  agent_name: z.string().min(1).max(60),
  model: z.string().max(200).nullable().default(null),
  perimetri_lavoro: z.array(z.number().int()).max(PICKER_DEFAULT_MAX).default([]),
  modifying: z.boolean().default(false),
});
export type AgentPayload = z.input<typeof agentPayloadSchema>;

/** calcolo streams from its own endpoint; every other agent from main-agent (spec §7). */
export function agentEndpoint(agent: string): 'calcola-agent' | 'main-agent' {
  return agent === 'calcolo' ? 'calcola-agent' : 'main-agent';
}
