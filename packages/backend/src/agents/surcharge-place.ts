import { readPlace } from '../reader/places.js';
import type { TypedRequest } from '../reader/request.js';
import { readable } from '../reader/text.js';
import type { AgentContext } from './context.js';

/**
 * A surcharge asked in a follow-up that names no place ("ok quindi per un imponibile di 24.000 quanto è la
 * comunale?" after "addizionale comunale Milano 2026?"): the place of the nearest earlier turn that named one.
 * The surcharge depends on where the worker lives; the conversation already said it.
 */
export function withEarlierPlace(ctx: AgentContext, req: TypedRequest): TypedRequest {
  if (req.slots.municipality || req.slots.region || !/addizional/.test(readable(ctx.message))) return req;
  for (const turn of [...(ctx.history ?? [])].reverse()) {
    const place = readPlace(readable(turn), turn);
    if (place.municipality || place.region) return { ...req, slots: { ...req.slots, ...place } };
  }
  return req;
}
