/**
 * The year whose period a tredicesima (January to December) or quattordicesima (July to the June of that year)
 * is computed for, so that the period holds the dates the question gives: a leaving date outside the period a
 * year of the story names moves it to the leaving date's period ("ultimo giorno il 30 settembre 2026" beside a
 * table "in vigore da ottobre 2025"), and so does a hire date after that period (hired in October 2025, the
 * 14ª of July 2026).
 */
export function ratePeriodYear(
  fourteenth: boolean,
  year: number,
  hire?: string,
  end?: string,
  question = '',
): number {
  const periodOf = (day: string) => {
    const y = Number(day.slice(0, 4));
    return fourteenth && Number(day.slice(5, 7)) >= 7 ? y + 1 : y;
  };
  // A contract across two periods ("dal 1° novembre 2026 al 6 gennaio 2027") asked about the payslip of the
  // month the extra month is paid in ("nella busta di dicembre"): the period that month closes, the hire's.
  const payout = fourteenth ? /\b(?:luglio|giugno)\b/ : /\b(?:dicembre|natale)\b/;
  if (hire && end && /^\d/.test(hire) && periodOf(hire) < periodOf(end) && payout.test(question))
    return periodOf(hire);
  const start = fourteenth ? `${year - 1}-07-01` : `${year}-01-01`;
  const stop = fourteenth ? `${year}-06-30` : `${year}-12-31`;
  if (end && (end < start || end > stop)) return periodOf(end);
  if (hire && hire > stop) return periodOf(hire);
  return year;
}
