import { z } from 'zod';

/**
 * The night band an agreement writes for its night workers (D.Lgs. 66/2003: night work as a normal part of their
 * schedule), by sector: "23:30"–"06:30" in hotels, with the surcharge of the hours in it, the article and the
 * source's url (one of the rates' `sources`). Read by the night-band answers (agents/night-band.ts).
 */
export const nightWorkersSchema = z.array(
  z.strictObject({
    scope: z.string().min(1),
    from: z.string().regex(/^\d{2}:\d{2}$/),
    to: z.string().regex(/^\d{2}:\d{2}$/),
    percent: z.number().nonnegative().max(1000),
    article: z.string().min(1).optional(),
    source: z.string().url(),
  }),
);
