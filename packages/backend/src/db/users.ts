import type { Connection } from '@ccnl/storage';
import { type Row, toUser, type UserRecord } from './records.js';

export interface UsersRepository {
  /** Inserts the given users, or refreshes their profile and roles; a stored credit is kept. */
  upsert(users: UserRecord[]): Promise<void>;
  findByTicket(ticket: string): Promise<UserRecord | undefined>;
  findById(id: string): Promise<UserRecord | undefined>;
}

const USER_WITH_CREDIT = `
  SELECT u.*, a.purchased - a.consumed AS available FROM users u
  LEFT JOIN credit_accounts a ON a.crmid = u.crmid`;

export function usersRepository(db: Connection, now: () => string): UsersRepository {
  async function upsertNow(users: UserRecord[]): Promise<void> {
    await db.transaction(async (tx) => {
      for (const user of users) {
        await tx.run(
          `INSERT INTO users (id, ticket, name, email, crmid, customer_type, roles) VALUES (?, ?, ?, ?, ?, ?, ?)
           ON CONFLICT (id) DO UPDATE SET ticket = excluded.ticket, name = excluded.name,
             email = excluded.email, crmid = excluded.crmid, customer_type = excluded.customer_type,
             roles = excluded.roles`,
          [
            user.id,
            user.ticket,
            user.name,
            user.email,
            user.crmid,
            user.customerType,
            JSON.stringify(user.roles),
          ],
        );
        // The upsert also locks the account row, so replicas seeding together see each other's purchase.
        await tx.run(
          `INSERT INTO credit_accounts (crmid, customer_type) VALUES (?, ?)
           ON CONFLICT (crmid) DO UPDATE SET customer_type = excluded.customer_type`,
          [user.crmid, user.customerType],
        );
        // The seed credit is the customer's first purchase; once anything was bought, the ledger rules.
        if (user.credit <= 0) continue;
        if (await tx.get('SELECT 1 AS yes FROM credit_purchases WHERE crmid = ? LIMIT 1', [user.crmid]))
          continue;
        await tx.run(
          'INSERT INTO credit_purchases (crmid, quantity, reason, created_at) VALUES (?, ?, ?, ?)',
          [user.crmid, user.credit, 'saldo iniziale', now()],
        );
        await tx.run('UPDATE credit_accounts SET purchased = purchased + ? WHERE crmid = ?', [
          user.credit,
          user.crmid,
        ]);
      }
    });
  }

  return {
    async upsert(users) {
      // Replicas seeding the same users at once: PostgreSQL's ON CONFLICT (id) settles a race on the id only,
      // and the concurrent insert of the same ticket then fails on its own unique index. One upsert at a time.
      await db.withLock('users-upsert', () => upsertNow(users));
    },

    async findByTicket(ticket) {
      const row = await db.get<Row>(`${USER_WITH_CREDIT} WHERE u.ticket = ?`, [ticket]);
      return row ? toUser(row) : undefined;
    },

    async findById(id) {
      const row = await db.get<Row>(`${USER_WITH_CREDIT} WHERE u.id = ?`, [id]);
      return row ? toUser(row) : undefined;
    },
  };
}
