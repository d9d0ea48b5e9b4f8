import { z } from '../zod.js';

/** An agreement (category) as `GET categories` sends it. */
export const categorySchema = z.object({ id_categoria: z.number().int(), descrizione: z.string() });
export type Category = z.infer<typeof categorySchema>;

/** A work-scope parameter as `GET parametri-lavoro` sends it. */
export const parameterSchema = z.object({ id: z.number().int(), parametro: z.string() });
export type Parameter = z.infer<typeof parameterSchema>;

/** What a user sees on hovering an agreement (`GET tooltip_data/{id}`). */
export const tooltipSchema = z.object({
  id_categoria: z.number().int(),
  descrizione: z.string(),
  nome_completo: z.string(),
  codice_cnel: z.string().nullable(),
  validita: z.string().nullable(),
  settore: z.string().nullable(),
});
export type Tooltip = z.infer<typeof tooltipSchema>;

/** A model the agents can answer with (`GET modelli`). */
export const modelSchema = z.object({ id: z.string(), nome: z.string(), predefinito: z.boolean() });
export type ModelInfo = z.infer<typeof modelSchema>;
export const modelsAnswerSchema = z.object({ modelli: z.array(modelSchema) });
