/**
 * Years of service as the answer says them back: "da quasi sei anni" is read as 5.9 (not yet six whole years:
 * reader/slots.ts) and said "quasi 6"; other fractions with a decimal comma ("2,5"), whole years as they are.
 */
export function yearsSaid(years: number): string {
  if (!Number.isInteger(years) && Math.round(years * 10) % 10 === 9) return `quasi ${Math.ceil(years)}`;
  // "più di 3 anni" is read as 3,1 (fixs22d-asks.ts): said as the user said it.
  if (Math.abs(years - Math.floor(years) - 0.1) < 1e-9) return `più di ${Math.floor(years)}`;
  // A read fraction no one says ("un mese" is 1/12 of a year) is said to two decimals at most.
  return String(Math.round(years * 100) / 100).replace('.', ',');
}

/** A length of service with its unit: under a year in months ("1 mese", "6 mesi"), else "N anni" as above. */
export function serviceLengthSaid(years: number): string {
  if (years > 0 && years < 1) {
    const months = Math.max(1, Math.round(years * 12));
    return months === 1 ? '1 mese' : `${months} mesi`;
  }
  return years === 1 ? '1 anno' : `${yearsSaid(years)} anni`;
}
