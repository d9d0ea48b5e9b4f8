import type { TypedRequest } from './request.js';

/**
 * The earlier turns' readings, by knowledge base and input: reading a turn reads the one before it, and the
 * fallback below reads the one before that again, so without them a long conversation naming no agreement would
 * be read a Fibonacci number of times. A copy is returned, so no caller changes a remembered reading.
 */
const readings = new WeakMap<object, Map<string, TypedRequest>>();
const MAX_READINGS = 256;

function remembered<I extends { kb: object }>(read: (input: I) => TypedRequest, input: I): TypedRequest {
  const { kb, ...rest } = input;
  const key = JSON.stringify(rest);
  const known = readings.get(kb) ?? new Map<string, TypedRequest>();
  readings.set(kb, known);
  const hit = known.get(key);
  if (hit) return structuredClone(hit);
  const request = read(input);
  if (known.size >= MAX_READINGS) known.clear();
  known.set(key, structuredClone(request));
  return request;
}

/**
 * The agreement a conversation named in any earlier turn, not only the last: "lavoro in un hotel, CCNL Turismo
 * Federalberghi" → "mia sorella è stata assunta come receptionist al 4° livello" (a turn that names none) → "e per
 * lei quanto dura la prova?": the turn before the last one read names no agreement, so the agreement of the turn
 * before it (read with its own conversation, so as far back as one was named) is the conversation's. A turn that
 * named an agreement the knowledge base lacks keeps that.
 */
export function withEarlierAgreement<I extends { kb: object; message: string; history?: readonly string[] }>(
  read: (input: I) => TypedRequest,
  input: I,
): TypedRequest {
  const request = remembered(read, input);
  const history = input.history ?? [];
  const before = history.at(-1);
  if (request.slots.agreements.length || request.slots.unknownAgreements.length || before === undefined)
    return request;
  const earlier = remembered(read, { ...input, message: before, history: history.slice(0, -1) });
  if (!earlier.slots.agreements.length) return request;
  return {
    ...request,
    slots: {
      ...request.slots,
      agreements: [...earlier.slots.agreements],
      ...(earlier.slots.agreementsBySector ? { agreementsBySector: true } : {}),
    },
  };
}
