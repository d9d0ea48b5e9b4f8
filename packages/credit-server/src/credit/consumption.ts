import { createHash } from 'node:crypto';
import type { ConsumptionCheck, ConsumptionRegistration } from '@ccnl/core';
import type { CreditSettings } from '../config.js';
import type { Identity } from './identity.js';
import { type CreditReply, replyForAnswer, replyForFault } from './results.js';
import type { CreditStore, KeyClaim } from './store.js';
import type { ConsumptionUpstream } from './upstream.js';

/** JSON with sorted keys: two bodies with the same content have the same fingerprint. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : 1));
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonical(item)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? '';
}

/** The fingerprint of a registration's body; a body-less one (core's client, the metering) is ''. */
export function fingerprint(body: unknown): string {
  return createHash('sha256')
    .update(body === undefined ? '' : canonical(body))
    .digest('base64url');
}

export type RegistrationOutcome =
  | Exclude<KeyClaim, { kind: 'started' }>
  /** This call went upstream: its reply, stored for replays unless it is a 5xx. */
  | { kind: 'answered'; reply: CreditReply };

export interface ConsumptionDeps {
  settings: CreditSettings;
  /** This server's public URL: the `URL` field of every upstream call. */
  publicUrl: string;
  store: CreditStore;
  upstream: ConsumptionUpstream;
  /**
   * How long a registration whose key is in flight (on this replica or another) waits for that call's
   * answer to replay it, before answering 409; 0 answers 409 at once.
   */
  inFlightWaitMs: number;
}

/** The pauses between looks at a key in flight: short at first, as most upstream calls are. */
const FIRST_PAUSE_MS = 20;
const LONGEST_PAUSE_MS = 200;

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The two upstream calls, built from the verified identity and this server's configuration only, and the
 * one idempotent registration both the registerConsumption route and the metering of answers go through:
 * a key is debited once, whoever registers it first, and replayed to everyone after.
 */
export function createConsumption(deps: ConsumptionDeps) {
  const { settings, store, upstream } = deps;
  const credentials = { Username: settings.username, Password: settings.password };
  // The lease outlives every retry of the call holding it, so a live call is never taken over.
  const leaseMs = upstream.maxDurationMs + 1_000;

  function checkBody(identity: Identity): ConsumptionCheck {
    return {
      URL: deps.publicUrl,
      Ticket: identity.ticket,
      CRMID: identity.crmid,
      Customer_Type: identity.customerType,
      IdProduct: settings.productId,
      MeasurementUnit: settings.measurementUnit,
      VerifyCredit: true,
      ...credentials,
    };
  }

  function registrationBody(identity: Identity, upstreamKey: string): ConsumptionRegistration {
    return {
      URL: deps.publicUrl,
      Ticket: identity.ticket,
      ...credentials,
      crmidlist: [
        {
          CRMID: identity.crmid,
          Customer_Type: identity.customerType,
          consumptions: [
            {
              ConsumptionType: settings.consumptionType,
              // Never beyond the credit bought, nor beyond the quota.
              VerifyCredit: true,
              VerifyOverquota: true,
              MeasurementUnit: settings.measurementUnit,
              IdProduct: settings.productId,
              consumptionList: [{ Key: upstreamKey, Quantity: settings.quantity }],
            },
          ],
        },
      ],
    };
  }

  async function register(
    identity: Identity,
    key: string,
    bodyFingerprint: string,
    reservationId?: string,
  ): Promise<RegistrationOutcome> {
    let claim = await store.keys.claim(identity.userId, key, bodyFingerprint, leaseMs);
    // The same key in flight: wait for its answer and replay it, rather than send the client back to retry.
    const until = Date.now() + deps.inFlightWaitMs;
    for (let wait = FIRST_PAUSE_MS; claim.kind === 'in-flight' && Date.now() + wait <= until; ) {
      await pause(wait);
      wait = Math.min(wait * 2, LONGEST_PAUSE_MS);
      claim = await store.keys.claim(identity.userId, key, bodyFingerprint, leaseMs);
    }
    if (claim.kind !== 'started') return claim;
    let reply: CreditReply;
    try {
      const result = await upstream.register(registrationBody(identity, claim.upstreamKey));
      reply =
        result.kind === 'fault'
          ? replyForFault(result.fault)
          : replyForAnswer(result.answer, settings.productId);
    } catch (error) {
      await store.keys.release(identity.userId, key);
      throw error;
    }
    if (reply.status >= 500) {
      // Nothing final: a retry with this key goes upstream again, with the same upstream key.
      await store.keys.release(identity.userId, key);
    } else {
      const balance = 'data' in reply.body ? reply.body.data : undefined;
      await store.keys.complete(
        identity.userId,
        key,
        reply.status,
        JSON.stringify(reply.body),
        balance,
        reservationId,
      );
    }
    return { kind: 'answered', reply };
  }

  return { check: (identity: Identity) => upstream.check(checkBody(identity)), register };
}

export type Consumption = ReturnType<typeof createConsumption>;
