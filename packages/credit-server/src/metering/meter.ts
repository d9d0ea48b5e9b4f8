import { CONSUMPTION_OK, CREDIT_CODE } from '@ccnl/core';
import type { FastifyBaseLogger } from 'fastify';
import type { CreditSettings } from '../config.js';
import { type Consumption, fingerprint } from '../credit/consumption.js';
import type { Identity } from '../credit/identity.js';
import { type CreditReply, creditData, replyForAnswer, replyForFault } from '../credit/results.js';
import type { CreditStore } from '../credit/store.js';

/** How an answer ended, which decides what it costs (README, "What an answer costs"). */
export type AnswerEnd =
  /** Streamed to the end. */
  | 'complete'
  /** The client left (stop, Ctrl-C, a closed tab) after the first chunk: it has part of the answer. */
  | 'stopped-after-start'
  /** Refused, failed, or left before the first chunk; or broken on the server's side. */
  | 'not-delivered';

export type ReserveResult = { kind: 'reserved'; id: string } | { kind: 'refused'; reply: CreditReply };

export interface MeterDeps {
  settings: Pick<CreditSettings, 'productId' | 'quantity'>;
  store: CreditStore;
  consumption: Consumption;
  leaseMs: number;
  log: FastifyBaseLogger;
}

/**
 * The metering of the Iterazioni tier's answers: a credit is reserved before an answer starts (only while
 * the balance minus the answers in flight covers it), and the answer is debited once when it ends, keyed by
 * its own id, so that the client's own registration of that id replays instead of debiting again.
 */
export function createMeter(deps: MeterDeps) {
  const { store, consumption, settings } = deps;
  const noBody = fingerprint(undefined);

  async function reserve(identity: Identity): Promise<ReserveResult> {
    const first = await store.balances.reserve(identity.userId, settings.quantity, deps.leaseMs);
    if (first.kind === 'reserved') return first;
    // No balance known yet, or one that may predate a purchase: the ledger says, once.
    const result = await consumption.check(identity);
    if (result.kind === 'fault') return { kind: 'refused', reply: replyForFault(result.fault) };
    const data = creditData(result.answer, settings.productId);
    // About to refuse on the stored balance: the ledger's word wins, unless an answer in flight could
    // make that word older than the stored one.
    if (data && first.kind === 'refused')
      await store.balances.replaceIfIdle(identity.userId, data, first.version);
    else if (data) await store.balances.save(identity.userId, data);
    const code = result.answer.nRetCode;
    if (code !== CONSUMPTION_OK && code !== CREDIT_CODE.noCredit)
      return { kind: 'refused', reply: replyForAnswer(result.answer, settings.productId) };
    const second = await store.balances.reserve(identity.userId, settings.quantity, deps.leaseMs);
    if (second.kind === 'reserved') return second;
    return {
      kind: 'refused',
      reply: replyForAnswer({ ...result.answer, nRetCode: CREDIT_CODE.noCredit }, settings.productId),
    };
  }

  /** Debits (or not) the answer a reservation was made for, and ends the reservation. */
  async function settle(identity: Identity, reservationId: string, answerId: string, end: AnswerEnd) {
    // Settlements run after the reply has gone: a database fault is logged, and the lease frees the credit.
    await settleOnce(identity, reservationId, answerId, end).catch((error: unknown) => {
      deps.log.error({ err: error }, 'reservation not settled');
    });
  }

  async function settleOnce(identity: Identity, reservationId: string, answerId: string, end: AnswerEnd) {
    if (end === 'not-delivered') {
      await store.balances.releaseReservation(reservationId);
      return;
    }
    const outcome = await consumption.register(identity, answerId, noBody, reservationId).catch((error) => {
      deps.log.error({ err: error }, 'answer not debited');
      return null;
    });
    if (outcome?.kind === 'answered') {
      if (outcome.reply.status >= 500) {
        // The ledger could not be reached: the reservation keeps the credit held until its lease lapses,
        // and the client's registration of this answer's id settles it meanwhile.
        deps.log.error({ status: outcome.reply.status }, 'answer not debited: consumption service failed');
      } else if (outcome.reply.status !== 200) {
        deps.log.warn(
          { nRetCode: outcome.reply.body.nRetCode },
          'answer delivered but refused by the ledger',
        );
      }
      return;
    }
    // Registered already (the client got there first, or a replay): nothing left to hold.
    if (outcome) await store.balances.releaseReservation(reservationId);
  }

  return { reserve, settle };
}

export type Meter = ReturnType<typeof createMeter>;
