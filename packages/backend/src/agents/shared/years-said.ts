/**
 * Years of service as the answer says them back: "da quasi sei anni" is read as 5.9 (not yet six whole years:
 * reader/slots.ts) and said "quasi 6"; other fractions with a decimal comma ("2,5"), whole years as they are.
 */
export function yearsSaid(years: number): string {
  if (!Number.isInteger(years) && Math.round(years * 10) % 10 === 9) return `quasi ${Math.ceil(years)}`;
  // "più di 3 anni" is read as 3,1 (fixs22d-asks.ts): said as the user said it.
  if (Math.abs(years - Math.floor(years) - 0.1) < 1e-9) return `più di ${Math.floor(years)}`;
  return String(years).replace('.', ',');
}
