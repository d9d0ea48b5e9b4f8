import { z } from '../zod.js';

export const roleEntrySchema = z.looseObject({ pos: z.string() });

export const signAuthSchema = z.object({
  ticketSso: z.string(),
  jwt: z.string(),
  profile: z.looseObject({
    userId: z.string(),
    name: z.string().optional(),
    email: z.string().optional(),
    crmid: z.string().optional(),
    customerType: z.string().optional(),
  }),
  roles: z.array(roleEntrySchema),
});
export type SignAuth = z.infer<typeof signAuthSchema>;

export const signAuthAnswerSchema = z.object({
  data: z.object({ signAuth: signAuthSchema.nullable() }).nullish(),
  errors: z.array(z.looseObject({ message: z.string() })).nullish(),
});
