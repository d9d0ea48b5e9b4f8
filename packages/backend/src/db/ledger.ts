import type { Connection, Queryable } from '@ccnl/storage';
import {
  type ConsumptionItem,
  type ConsumptionOutcome,
  type CustomerRecord,
  forUpdate,
  type Row,
  toCustomer,
} from './records.js';

export interface LedgerRepository {
  findCustomer(crmid: string): Promise<CustomerRecord | undefined>;
  /**
   * Debits the new items of one registration in one transaction: all of them or none. Keys already stored
   * for this customer are not debited again. `answerFor` builds the stored answer from the account after the
   * debit, inside the transaction, so that a replay returns exactly the original.
   */
  registerConsumption(
    crmid: string,
    items: ConsumptionItem[],
    answerFor: (customer: CustomerRecord, registered: ConsumptionItem[]) => string,
  ): Promise<ConsumptionOutcome>;
}

async function customer(q: Queryable, crmid: string, lock = ''): Promise<CustomerRecord | undefined> {
  const account = await q.get<Row>(`SELECT * FROM credit_accounts WHERE crmid = ?${lock}`, [crmid]);
  if (!account) return undefined;
  return toCustomer(account, await q.all<Row>('SELECT roles FROM users WHERE crmid = ?', [crmid]));
}

export function ledgerRepository(db: Connection, now: () => string): LedgerRepository {
  return {
    findCustomer: (crmid) => customer(db, crmid),

    registerConsumption(crmid, items, answerFor) {
      return db.transaction(async (tx): Promise<ConsumptionOutcome> => {
        // The account first, locked: registrations of one customer on any replica take turns, so a key is
        // looked up only after any concurrent registration of it is committed.
        const locked = await customer(tx, crmid, forUpdate(tx));
        if (!locked) throw new Error('consumption for a customer without an account');
        const fresh: ConsumptionItem[] = [];
        let original: string | undefined;
        const seen = new Set<string>();
        for (const item of items) {
          if (seen.has(item.key)) continue;
          seen.add(item.key);
          const stored = await tx.get<Row>(
            'SELECT answer FROM credit_consumptions WHERE crmid = ? AND key = ?',
            [crmid, item.key],
          );
          if (stored) original ??= String(stored.answer);
          else fresh.push(item);
        }
        if (fresh.length === 0 && original !== undefined) return { status: 'replayed', answer: original };
        const total = fresh.reduce((sum, item) => sum + item.quantity, 0);
        // The guard against overdraft: the debit happens only if the balance covers it, in the same statement.
        const debit = await tx.run(
          'UPDATE credit_accounts SET consumed = consumed + ? WHERE crmid = ? AND purchased - consumed >= ?',
          [total, crmid, total],
        );
        const current = async () => {
          const after = await customer(tx, crmid);
          if (!after) throw new Error('consumption for a customer without an account');
          return after;
        };
        if (debit.changes === 0) return { status: 'insufficient', customer: await current() };
        const answer = answerFor(await current(), fresh);
        const at = now();
        for (const item of fresh)
          await tx.run(
            `INSERT INTO credit_consumptions (crmid, key, product_id, quantity, answer, created_at)
             VALUES (?, ?, ?, ?, ?, ?)`,
            [crmid, item.key, item.productId, item.quantity, answer, at],
          );
        return { status: 'registered', answer };
      });
    },
  };
}
