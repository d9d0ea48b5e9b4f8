import type { TypedRequest } from './request.js';

/**
 * A part of one message read alone keeps the place of residence the message states elsewhere: "quanto le resta
 * netto all'anno? siamo in Sardegna, metti l'addizionale regionale" — the part asking the net is the same worker,
 * so its net carries the region (and town) the whole question gives, not a net without surcharges beside the
 * whole answer's. A part that names its own place keeps it (two regions compared).
 */
export function withWholePlace(whole: TypedRequest, part: TypedRequest): TypedRequest {
  const { municipality, province, region } = whole.slots;
  if (!municipality && !province && !region) return part;
  if (part.slots.municipality || part.slots.province || part.slots.region) return part;
  return {
    ...part,
    slots: {
      ...part.slots,
      ...(municipality ? { municipality } : {}),
      ...(province ? { province } : {}),
      ...(region ? { region } : {}),
    },
  };
}
