import { findCity, type SurchargeLookup, type SurchargeTables } from '../payroll/surcharges.js';

/**
 * A municipal rate the tables only carry over: not read for the year asked nor for the year before (the last
 * resolution found is older). One year's carry-over is stated with its caveat (the continuity rule); two or
 * more are no dated rate at all, so a question on the rate gets the gap, not the old figure.
 */
export function undatedMunicipalRate(
  tables: SurchargeTables,
  municipal: SurchargeLookup | null,
  year: number,
): boolean {
  if (!municipal?.rule || !municipal.derived) return false;
  const before = findCity(tables, municipal.place, year - 1);
  return !before?.rule || before.derived;
}

/** "Addizionale comunale Verona 2026: dato non disponibile …": the gap, without the carried-over rate. */
export function undatedMunicipalLine(place: string, year: number, notAvailable: string): string {
  return `Addizionale comunale ${place} ${year}: ${notAvailable} (nessuna aliquota datata per il ${year} né per il ${year - 1}: l'ultima delibera trovata è più vecchia, quindi non riporto una cifra non verificata; controlla la delibera del Comune o il sito del Dipartimento delle Finanze).`;
}
