/** How a payroll-rule question at an income is asked: a part year, a yes or no. */

/** The days worked in the year, when the question gives fewer than a whole year ("per 120 giorni"). */
export function daysWorked(text: string): number | undefined {
  const match = /\b(\d{1,3}) giorni\b/.exec(text);
  const days = match ? Number(match[1]) : undefined;
  return days !== undefined && days > 0 && days < 365 ? days : undefined;
}

/** A clause asked as yes or no ("mi spetta il trattamento integrativo?", "ho diritto al bonus?"). */
export function asksWhetherDue(text: string): boolean {
  return text
    .split(/(?<=\?)/)
    .some(
      (clause) =>
        clause.includes('?') &&
        /\bspett\w*|\bho diritto\b|\bha diritto\b|\bne ho diritto\b|\brientr\w*/.test(clause) &&
        !/\b(?:quant\w*|qual\w*|come|quando|perch\w*)\b/.test(clause),
    );
}
