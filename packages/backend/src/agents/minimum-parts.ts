import { euro } from '../kb/format.js';

/**
 * The monthly parts of a level's minimum when it has more than one ("minimo contrattuale 1.916,84 € + EPA
 * 30,00 €", "minimo (TEM) 1.566,16 € + contingenza 522,32 €"): a client comparing minima reads the base the
 * tables print as well as the total.
 */
export function partsOf(
  components: readonly { label: string; amount: number; payments?: number | undefined }[] | undefined,
): string | undefined {
  const monthly = (components ?? []).filter((c) => c.payments === undefined);
  if (monthly.length < 2) return undefined;
  return `${monthly.map((c) => `${c.label.replace(/\s*\(.*\)$/, '')} ${euro(c.amount)}`).join(' + ')}`;
}
