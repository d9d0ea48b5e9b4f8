// The part-time share a calculation multiplies by. A percentage the reader derived from weekly hours
// (24 / 39 → 61,54%) is rounded for display: the pay is scaled by the exact ratio of the hours, or a
// cent can go astray (1.761,64 × 61,54% = 1.084,11 € against 1.761,64 × 24 / 39 = 1.084,09 €).
export function partTimeRatio(
  percent: number,
  weeklyHours: number | undefined,
  fullWeek: number | null | undefined,
): number {
  if (weeklyHours && fullWeek && weeklyHours < fullWeek) {
    const exact = weeklyHours / fullWeek;
    if (Math.abs(exact * 100 - percent) < 0.006) return exact;
  }
  return percent / 100;
}
