/**
 * Years of service as the answer says them back: "da quasi sei anni" is read as 5.9 (not yet six whole years:
 * reader/slots.ts) and said "quasi 6"; other fractions with a decimal comma ("2,5"), whole years as they are.
 */
export function yearsSaid(years: number): string {
  if (!Number.isInteger(years) && Math.round(years * 10) % 10 === 9) return `quasi ${Math.ceil(years)}`;
  return String(years).replace('.', ',');
}
