import type { CreditData } from '@ccnl/core';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTempDir } from '../test-helpers.js';
import { type CreditStore, openCreditStore } from './store.js';

let dir: { dir: string; cleanup: () => Promise<void> };
let clock = 1_000_000;
let store: CreditStore;

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
  store = openCreditStore(dir.dir, { now: () => clock });
});

afterEach(async () => {
  store.close();
  await dir.cleanup();
});

describe('reservations', () => {
  it('needs a known balance, and reserve only while available − reserved covers an answer', () => {
    expect(store.reserve('u1', 1, 60_000)).toEqual({ kind: 'unknown' });
    store.saveBalance('u1', balance(2, 3));
    const first = store.reserve('u1', 1, 60_000);
    const second = store.reserve('u1', 1, 60_000);
    expect([first.kind, second.kind]).toEqual(['reserved', 'reserved']);
    expect(store.reserve('u1', 1, 60_000)).toEqual({ kind: 'refused' });
    // Another user has a balance of their own.
    store.saveBalance('u2', balance(1, 0));
    expect(store.reserve('u2', 1, 60_000).kind).toBe('reserved');
    // A released reservation frees its credit again.
    if (first.kind === 'reserved') store.releaseReservation(first.id);
    expect(store.reserve('u1', 1, 60_000).kind).toBe('reserved');
  });

  it('releases with the debit in one step, and a reservation never settled lapses after its lease', () => {
    store.saveBalance('u1', balance(1, 0));
    const held = store.reserve('u1', 1, 60_000);
    if (held.kind !== 'reserved') throw new Error('expected a reservation');
    store.claimKey('u1', 'risposta-1', '', 10_000);
    store.completeKey('u1', 'risposta-1', 200, '{}', balance(0, 1), held.id);
    expect(store.reserve('u1', 1, 60_000)).toEqual({ kind: 'refused' });
    store.saveBalance('u1', balance(1, 1));
    const lost = store.reserve('u1', 1, 60_000);
    expect(lost.kind).toBe('reserved');
    expect(store.reserve('u1', 1, 60_000)).toEqual({ kind: 'refused' });
    clock += 60_001;
    expect(store.reserve('u1', 1, 60_000).kind).toBe('reserved');
  });
});

describe('balances', () => {
  it('never take a balance read before a debit over the one written after it', () => {
    store.saveBalance('u1', balance(2, 3));
    store.saveBalance('u1', balance(3, 2));
    expect(store.balance('u1')?.data.availableCredit).toBe(2);
    // A purchase (more bought, nothing consumed since) is taken.
    store.saveBalance('u1', balance(7, 3));
    expect(store.balance('u1')?.data.availableCredit).toBe(7);
  });

  it('take the ledger’s word for a lower consumption only while no answer is in flight', () => {
    store.saveBalance('u1', balance(0, 5));
    store.saveBalance('u2', balance(1, 4));
    const inFlight = store.reserve('u2', 1, 60_000);
    expect(inFlight.kind).toBe('reserved');
    // The ledger was reset: 5 credits, none consumed.
    store.replaceBalanceIfIdle('u1', balance(5, 0));
    store.replaceBalanceIfIdle('u2', balance(5, 0));
    expect(store.balance('u1')?.data.availableCredit).toBe(5);
    expect(store.balance('u2')?.data.availableCredit).toBe(1);
  });
});
