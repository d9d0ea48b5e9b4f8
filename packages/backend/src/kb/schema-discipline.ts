import { z } from 'zod';
import { factFields, withGapRule } from './schema-source.js';

/**
 * An agreement's disciplinary code (codice disciplinare), as its sources state it: the heaviest fine in hours of
 * pay and what pay it is counted on, the longest suspension (or its bands), the days to reply to a charge and
 * after which the reply counts as accepted, when a worker must justify an absence, the absences and the
 * repeated offences (recidiva) that allow a dismissal. A field the sources do not give stays absent, and `gap`
 * says what is missing; `text` is the summary the answers quote.
 */
export const disciplineSchema = withGapRule(
  z.strictObject({
    ...factFields,
    /** The heaviest fine, in hours of pay ("3" for «multa non superiore a tre ore»). */
    fine_max_hours: z.number().positive().optional(),
    /** What pay the fine's hours are counted on, in Italian ("retribuzione oraria calcolata sul minimo tabellare"). */
    fine_basis: z.string().min(1).optional(),
    /** Where the fine's money goes when the agreement says it ("all'INPS"). */
    fine_destination: z.string().min(1).optional(),
    /** The longest suspension from work and pay, in days. */
    suspension_max_days: z.number().int().positive().optional(),
    /** Suspension bands the agreement sets, in Italian ("da 1 a 5 giorni", "da 6 a 10 giorni"). */
    suspension_bands: z.array(z.string().min(1)).optional(),
    /** What the suspension rule was before the last change, in Italian ("fino a 10 giorni"). */
    suspension_before: z.string().min(1).optional(),
    /** Days the worker has to reply to a written charge before any sanction. */
    reply_days: z.number().int().positive().optional(),
    /** Days after the reply's term within which the sanction must come, or the reply counts as accepted. */
    accepted_after_days: z.number().int().positive().optional(),
    /** When an absence must be justified, in Italian ("entro il giorno successivo a quello dell'inizio"). */
    absence_justify_by: z.string().min(1).optional(),
    /** The unjustified absences that allow a dismissal, in Italian. */
    absence_dismissal: z.string().min(1).optional(),
    /** The repeated offences (recidiva) that allow a dismissal, in Italian. */
    recidiva: z.string().min(1).optional(),
  }),
);
export type Discipline = z.infer<typeof disciplineSchema>;
