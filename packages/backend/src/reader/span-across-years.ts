/**
 * The months of a span that starts in the year before its end (15 days or more count as a whole month, art. 2120
 * c.c.), when it is a year or less; otherwise undefined.
 */
export function spanAcrossYears(from: string, to: string): number | undefined {
  const [y1, m1, d1] = from.split('-').map(Number);
  const [y2, m2, d2] = to.split('-').map(Number);
  if (!y1 || !m1 || !d1 || !y2 || !m2 || !d2 || y2 !== y1 + 1) return undefined;
  const firstCounts = new Date(Date.UTC(y1, m1, 0)).getUTCDate() - d1 + 1 >= 15;
  const lastCounts = d2 >= 15 || d2 === new Date(Date.UTC(y2, m2, 0)).getUTCDate();
  const months = (firstCounts ? 1 : 0) + (lastCounts ? 1 : 0) + (12 - m1) + (m2 - 1);
  return months <= 12 ? months : undefined;
}
