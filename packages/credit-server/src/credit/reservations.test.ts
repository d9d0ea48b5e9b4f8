import type { CreditData } from '@ccnl/core';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTempDir } from '../test-helpers.js';
import { databaseEnv, TEST_DIALECT } from '../testing/database.js';
import { openCreditStore } from './open-store.js';
import type { CreditStore } from './store.js';

let dir: { dir: string; cleanup: () => Promise<void> };
let clock = 1_000_000;
let store: CreditStore;
let location: { dataDir: string; databaseUrl: string | undefined };

const balance = (available: number, consumed: number): CreditData => ({
  CRMID: 'CRM-1',
  customerType: 'CLIENTE',
  idProduct: 'CCNL-IA-ITERAZIONI',
  availableCredit: available,
  totalConsumed: consumed,
  totalPurchased: available + consumed,
  measurementUnit: 'ITERAZIONI',
});

beforeEach(async () => {
  dir = await createTempDir();
  clock = 1_000_000;
  location = { dataDir: dir.dir, databaseUrl: (await databaseEnv()).DATABASE_URL };
  store = await openCreditStore(location, { now: () => clock });
});

afterEach(async () => {
  await store.close();
  await dir.cleanup();
});

describe('reservations', () => {
  it('needs a known balance, and reserve only while available − reserved covers an answer', async () => {
    // The run's dialect, not a silent fallback to SQLite.
    expect(store.dialect).toBe(TEST_DIALECT);
    expect(await store.balances.reserve('u1', 1, 60_000)).toEqual({ kind: 'unknown' });
    await store.balances.save('u1', balance(2, 3));
    const first = await store.balances.reserve('u1', 1, 60_000);
    const second = await store.balances.reserve('u1', 1, 60_000);
    expect([first.kind, second.kind]).toEqual(['reserved', 'reserved']);
    expect(await store.balances.reserve('u1', 1, 60_000)).toMatchObject({ kind: 'refused' });
    // Another user has a balance of their own.
    await store.balances.save('u2', balance(1, 0));
    expect((await store.balances.reserve('u2', 1, 60_000)).kind).toBe('reserved');
    // A released reservation frees its credit again.
    if (first.kind === 'reserved') await store.balances.releaseReservation(first.id);
    expect((await store.balances.reserve('u1', 1, 60_000)).kind).toBe('reserved');
  });

  it('releases with the debit in one step, and a reservation never settled lapses after its lease', async () => {
    await store.balances.save('u1', balance(1, 0));
    const held = await store.balances.reserve('u1', 1, 60_000);
    if (held.kind !== 'reserved') throw new Error('expected a reservation');
    await store.keys.claim('u1', 'risposta-1', '', 10_000);
    await store.keys.complete('u1', 'risposta-1', 200, '{}', balance(0, 1), held.id);
    expect(await store.balances.reserve('u1', 1, 60_000)).toMatchObject({ kind: 'refused' });
    await store.balances.save('u1', balance(1, 1));
    const lost = await store.balances.reserve('u1', 1, 60_000);
    expect(lost.kind).toBe('reserved');
    expect(await store.balances.reserve('u1', 1, 60_000)).toMatchObject({ kind: 'refused' });
    clock += 60_001;
    expect((await store.balances.reserve('u1', 1, 60_000)).kind).toBe('reserved');
  });
});

describe('balances', () => {
  it('never take a balance read before a debit over the one written after it', async () => {
    await store.balances.save('u1', balance(2, 3));
    await store.balances.save('u1', balance(3, 2));
    expect((await store.balances.get('u1'))?.data.availableCredit).toBe(2);
    // A purchase (more bought, nothing consumed since) is taken.
    await store.balances.save('u1', balance(7, 3));
    expect((await store.balances.get('u1'))?.data.availableCredit).toBe(7);
  });

  it('take the ledger’s word for a lower consumption only while no answer is in flight', async () => {
    await store.balances.save('u1', balance(0, 5));
    await store.balances.save('u2', balance(1, 4));
    const refused = await store.balances.reserve('u1', 1, 60_000);
    if (refused.kind !== 'refused') throw new Error('expected a refusal');
    const inFlight = await store.balances.reserve('u2', 1, 60_000);
    expect(inFlight.kind).toBe('reserved');
    // The ledger was reset: 5 credits, none consumed.
    await store.balances.replaceIfIdle('u1', balance(5, 0), refused.version);
    await store.balances.replaceIfIdle('u2', balance(5, 0), 0);
    expect((await store.balances.get('u1'))?.data.availableCredit).toBe(5);
    expect((await store.balances.get('u2'))?.data.availableCredit).toBe(1);
  });

  it('never take a ledger read that a debit written meanwhile has overtaken', async () => {
    await store.balances.save('u1', balance(1, 2));
    const held = await store.balances.reserve('u1', 1, 60_000);
    if (held.kind !== 'reserved') throw new Error('expected a reservation');
    const refused = await store.balances.reserve('u1', 1, 60_000);
    if (refused.kind !== 'refused') throw new Error('expected a refusal');
    // The ledger is read (1 left, 2 consumed) while the held answer ends: debited, its reservation gone.
    const readBeforeTheDebit = balance(1, 2);
    await store.keys.claim('u1', 'risposta-1', '', 10_000);
    await store.keys.complete('u1', 'risposta-1', 200, '{}', balance(0, 3), held.id);
    await store.balances.replaceIfIdle('u1', readBeforeTheDebit, refused.version);
    expect((await store.balances.get('u1'))?.data).toMatchObject({ availableCredit: 0, totalConsumed: 3 });
    expect(await store.balances.reserve('u1', 1, 60_000)).toMatchObject({ kind: 'refused' });
  });
});

describe('two stores on one database, as two replicas', () => {
  let other: CreditStore;
  beforeEach(async () => {
    other = await openCreditStore(location, { now: () => clock });
  });
  afterEach(async () => {
    await other.close();
  });
  const either = (i: number) => (i % 2 ? store : other);

  it('reserve 20 answers at once for a balance of 3: exactly 3, whichever store takes them', async () => {
    await store.balances.save('u1', balance(3, 2));
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) => either(i).balances.reserve('u1', 1, 60_000)),
    );
    expect(results.filter((result) => result.kind === 'reserved')).toHaveLength(3);
    expect(results.filter((result) => result.kind === 'refused')).toHaveLength(17);
  });

  it('let one of 50 concurrent claims of a key start; the others wait, then replay its answer', async () => {
    const claims = await Promise.all(
      Array.from({ length: 50 }, (_, i) => either(i).keys.claim('u1', 'stessa', '', 10_000)),
    );
    const started = claims.filter((claim) => claim.kind === 'started');
    expect(started).toHaveLength(1);
    expect(claims.filter((claim) => claim.kind === 'in-flight')).toHaveLength(49);
    await other.keys.complete('u1', 'stessa', 200, '{"nRetCode":1}', balance(4, 1));
    expect(await store.keys.claim('u1', 'stessa', '', 10_000)).toEqual({
      kind: 'replay',
      status: 200,
      body: '{"nRetCode":1}',
    });
    expect((await store.balances.get('u1'))?.data.availableCredit).toBe(4);
  });

  it('hand a key whose holder died to the next claim after its lease, with the same upstream key', async () => {
    const first = await store.keys.claim('u1', 'orfana', '', 10_000);
    expect(await other.keys.claim('u1', 'orfana', '', 10_000)).toEqual({ kind: 'in-flight' });
    clock += 10_001;
    expect(await other.keys.claim('u1', 'orfana', '', 10_000)).toEqual(first);
  });
});
