import type { Location } from '../payroll/local-taxes.js';
import { readPlace } from '../reader/places.js';
import type { TypedRequest } from '../reader/request.js';
import { surchargeKindLeftOut } from '../reader/surcharges-set-aside.js';
import { readable } from '../reader/text.js';
import type { AgentContext } from './context.js';
import { documentResidence } from './document-residence.js';
import { location } from './figure-answers.js';
import {
  municipalSurchargeLeftOut,
  statedMunicipalRate,
  statedRegionalRate,
} from './stated-municipal-rate.js';

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

/**
 * The place of the surcharges, with the municipal rate the user gives replacing the table's
 * (stated-municipal-rate.ts) — also for a municipality left unnamed ("un comune lombardo che applica lo 0,8%").
 */
export function placeWithRate(ctx: AgentContext, req: TypedRequest): Location | undefined {
  const municipalRate =
    req.slots.municipality || req.slots.region ? statedMunicipalRate(ctx, req.slots) : undefined;
  // "considera solo l'addizionale regionale base 1,23%, niente comunale": a regional rate the user gives applies
  // with no place named too (the region of residence, its rate as said).
  const regionalRate =
    req.slots.municipality || req.slots.region
      ? statedRegionalRate(ctx, req.slots)
      : statedRegionalRate({ message: ctx.message, history: ctx.history }, undefined, true);
  // "il comune non la applica", "la comunale lasciala fuori": the regional surcharge only (a rate stated wins).
  const leftOut =
    !municipalRate && (req.slots.municipality || req.slots.region || regionalRate !== undefined)
      ? municipalSurchargeLeftOut(ctx, req.slots)
      : undefined;
  // No place in the question: the residence an uploaded letter or payslip declares (document-residence.ts).
  // "addizionali regionali e comunali escluse": no place for the surcharges, though the story names one.
  if (surchargeKindLeftOut(readable(ctx.message)) === 'both' && !municipalRate && regionalRate === undefined)
    return undefined;
  const where = location(req) ?? documentResidence(ctx);
  if (!municipalRate && regionalRate === undefined && !leftOut) return where;
  return {
    ...where,
    ...(municipalRate ? { municipalRate } : {}),
    ...(regionalRate !== undefined ? { regionalRate } : {}),
    ...(leftOut ? { municipalLeftOut: leftOut } : {}),
  };
}
