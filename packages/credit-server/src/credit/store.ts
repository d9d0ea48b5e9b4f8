import type { CreditData } from '@ccnl/core';
import type { Dialect } from '@ccnl/storage';

/**
 * The credit server's state, as three repositories: idempotency keys, balances with the credits reserved
 * for answers in flight, and rate-limit counters. Two dialects implement them: SQLite files in the data
 * directory (one process, the embedded default) and PostgreSQL (any number of replicas on one database).
 */

/** What a registration with a given key may do now. */
export type KeyClaim =
  /** First use, or a retry of one that ended without an answer: call upstream with `upstreamKey`. */
  | { kind: 'started'; upstreamKey: string }
  /** Answered before: the stored answer, nothing sent upstream. */
  | { kind: 'replay'; status: number; body: string }
  /** The key was used with another body. */
  | { kind: 'mismatch' }
  /** A request with this key is being answered right now. */
  | { kind: 'in-flight' };

/** What reserving a credit for an answer gave. */
export type Reservation =
  | { kind: 'reserved'; id: string }
  /** No balance is known for the user yet: check it upstream first. */
  | { kind: 'unknown' }
  /**
   * available − reserved is below what an answer costs. `version` is the stored balance's, as seen: a
   * ledger read started after it may replace it only if nothing wrote it meanwhile.
   */
  | { kind: 'refused'; version: number };

export interface StoredBalance {
  data: CreditData;
  updatedAt: string;
}

export interface IdempotencyKeys {
  /**
   * Claims `key` for one registration, atomically: of concurrent claims (on any replica) exactly one
   * starts. A claim whose holder ended without an answer (a crash, or upstream faults) is taken over after
   * its lease, with the upstream key first minted for it, so that the consumption service sees one
   * consumption however often it is retried.
   */
  claim(userId: string, key: string, fingerprint: string, leaseMs: number): Promise<KeyClaim>;
  /**
   * Stores the final answer of a claimed key, and the balance it carries; later claims replay it. A
   * reservation given is released in the same transaction, so the debit and the release are seen together.
   */
  complete(
    userId: string,
    key: string,
    status: number,
    body: string,
    balance?: CreditData,
    reservationId?: string,
  ): Promise<void>;
  /** Ends a claim without an answer: the next request with the key retries with the same upstream key. */
  release(userId: string, key: string): Promise<void>;
}

export interface Balances {
  /**
   * Reserves `quantity` credits for one answer, atomically: only while the known balance minus the live
   * reservations covers it. A reservation lapses after `leaseMs` if never released (a crash mid-answer).
   */
  reserve(userId: string, quantity: number, leaseMs: number): Promise<Reservation>;
  /** Ends a reservation without a debit (an answer refused, failed or stopped before its first chunk). */
  releaseReservation(id: string): Promise<void>;
  /**
   * Stores the user's balance; an older one (fewer credits consumed than the stored one, read before a
   * debit that has since been written) is ignored.
   */
  save(userId: string, data: CreditData): Promise<void>;
  /**
   * Takes the ledger's balance as it is, even with fewer credits consumed than the stored one (a ledger
   * reset or corrected), but only while no answer of the user is in flight, whose debit it could predate,
   * and while the stored balance is still at `seenVersion` (the one seen before the ledger was read): a
   * debit written since, on any replica, is newer than the ledger's word.
   */
  replaceIfIdle(userId: string, data: CreditData, seenVersion: number): Promise<void>;
  get(userId: string): Promise<StoredBalance | undefined>;
}

/** One fixed-window counter, as @fastify/rate-limit's stores keep them. */
export interface RateCount {
  current: number;
  /** Milliseconds left in the window. */
  ttl: number;
}

export interface RateLimitCounters {
  /** Counts one call against `key`, atomically; a window that ended starts again at 1. */
  increment(key: string, windowMs: number): Promise<RateCount>;
  /** The counter as it stands, counting nothing. */
  read(key: string, windowMs: number): Promise<RateCount>;
}

export interface CreditStore {
  dialect: Dialect;
  keys: IdempotencyKeys;
  balances: Balances;
  /** Shared counters; absent on SQLite, whose one process keeps them in memory. */
  rateLimits?: RateLimitCounters;
  /** Whether the database answers now (the readiness check); never throws. */
  ping(): Promise<boolean>;
  close(): Promise<void>;
}

export interface CreditStoreOptions {
  /** Answered keys older than this are forgotten at start (clients retry within minutes, not weeks). */
  retentionDays?: number;
  now?: () => number;
}

/** Answered keys are kept this long by default. */
export const DEFAULT_RETENTION_DAYS = 30;
