import type { Connection } from '@ccnl/storage';
import type { Row } from './records.js';

/** The payslip fields a user edited in a session (calcolo). */
export interface PayslipsRepository {
  /** The session's fields by name. */
  fields(sessionId: string): Promise<Record<string, string>>;
  /** Sets one field; null removes it. */
  setField(sessionId: string, field: string, value: string | null): Promise<void>;
}

export function payslipsRepository(db: Connection, now: () => string): PayslipsRepository {
  return {
    async fields(sessionId) {
      const rows = await db.all<Row>(
        'SELECT field, value FROM payslip_fields WHERE session_id = ? ORDER BY field',
        [sessionId],
      );
      // fromEntries defines own properties, so even a field named "__proto__" is kept as data.
      return Object.fromEntries(rows.map((row) => [String(row.field), String(row.value)]));
    },

    async setField(sessionId, field, value) {
      if (value === null)
        await db.run('DELETE FROM payslip_fields WHERE session_id = ? AND field = ?', [sessionId, field]);
      else
        await db.run(
          `INSERT INTO payslip_fields (session_id, field, value, updated_at) VALUES (?, ?, ?, ?)
           ON CONFLICT (session_id, field) DO UPDATE SET value = excluded.value, updated_at = excluded.updated_at`,
          [sessionId, field, value, now()],
        );
    },
  };
}
