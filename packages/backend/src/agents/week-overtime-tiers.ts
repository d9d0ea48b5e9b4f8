import { bandOf } from './overtime-bands.js';

type Rate = { kind: string; condition?: string | null | undefined };

/**
 * Overtime banded by the hour of the week ("fino alla 48ª ora settimanale" +15%, "oltre la 48ª" +20%) split
 * for a week whose schedule is known: with 40 hours due and 52 worked, the 41st to the 48th hour are in the
 * first band and the 49th to the 52nd in the next. `covered` is how many overtime hours the first band holds.
 * Undefined when the kind has no such pair of bands or the schedule is not a week's.
 */
export function weekOvertimeTiers<R extends Rate>(
  rates: readonly R[],
  kind: string,
  schedule: number | undefined,
): { first: R; covered: number; next: R } | undefined {
  if (schedule === undefined) return undefined;
  const same = rates
    .filter((r) => r.kind === kind && r.condition)
    .map((r) => ({ r, band: bandOf(r.condition) }))
    .flatMap(({ r, band }) => (typeof band === 'object' && band.absolute ? [{ r, band }] : []));
  const first = same.find(
    ({ band }) => band.from <= schedule + 1 && Number.isFinite(band.to) && band.to > schedule,
  );
  if (!first) return undefined;
  const next = same.find(({ r, band }) => r !== first.r && band.from === first.band.to + 1);
  return next ? { first: first.r, covered: first.band.to - schedule, next: next.r } : undefined;
}
