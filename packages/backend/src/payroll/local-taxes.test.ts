import { describe, expect, it } from 'vitest';
import { testKb } from '../testing/agents.js';
import { cents, localTaxes } from './index.js';
import { surcharge } from './net-pay.js';
import { findRegion } from './surcharges.js';

/**
 * City → region → surcharge, read from data/tax/irpef-surcharges.json. Expected amounts are recomputed by hand
 * from the rates each entry cites (the source is named beside each case).
 */

const tables = testKb.surcharges;

const REGIONS = [
  'Abruzzo',
  'Basilicata',
  'Calabria',
  'Campania',
  'Emilia-Romagna',
  'Friuli Venezia Giulia',
  'Lazio',
  'Liguria',
  'Lombardia',
  'Marche',
  'Molise',
  'Piemonte',
  'Provincia autonoma di Bolzano',
  'Provincia autonoma di Trento',
  'Puglia',
  'Sardegna',
  'Sicilia',
  'Toscana',
  'Umbria',
  "Valle d'Aosta",
  'Veneto',
];
// The twenty most populous comuni (ISTAT).
const CITIES = [
  'Roma',
  'Milano',
  'Napoli',
  'Torino',
  'Palermo',
  'Genova',
  'Bologna',
  'Firenze',
  'Bari',
  'Catania',
  'Verona',
  'Venezia',
  'Messina',
  'Padova',
  'Trieste',
  'Brescia',
  'Parma',
  'Prato',
  'Taranto',
  'Modena',
];

describe('coverage of the surcharge table', () => {
  it('has every region (and both autonomous provinces) and the twenty largest comuni for 2025 and 2026, each sourced', () => {
    for (const year of [2025, 2026])
      for (const region of REGIONS) {
        const entry = tables.regional.find((r) => r.region === region && r.year === year);
        expect(entry, `${region} ${year}`).toBeDefined();
        // A rate is either there, or its absence is named.
        expect(entry?.brackets !== null || Boolean(entry?.gap), `${region} ${year}`).toBe(true);
        expect(entry?.sources.length).toBeGreaterThan(0);
      }
    for (const year of [2025, 2026])
      for (const city of CITIES) {
        const entry = tables.municipal.find((m) => m.city === city && m.year === year);
        expect(entry, `${city} ${year}`).toBeDefined();
        expect(entry?.sources.length).toBeGreaterThan(0);
      }
  });
});

describe('city → region → surcharge', () => {
  it('Bologna 2026, taxable 36,324: Emilia-Romagna 681.81 (L.R. 1/2025: 1.33/1.93/2.78%) and Bologna 290.59 (0.8%)', () => {
    // 1.33% × 15,000 = 199.50; 1.93% × 13,000 = 250.90; 2.78% × 8,324 = 231.4072 → 681.8072.
    // Bologna: 0.8% on the whole income above the 15,000 soglia: 0.008 × 36,324 = 290.592.
    const local = localTaxes(tables, { municipality: 'Bologna' }, 2026);
    expect(local.place?.region).toBe('Emilia-Romagna');
    expect(cents(surcharge(36_324, local.regional?.rule ?? { brackets: [] }))).toBe(681.81);
    expect(cents(surcharge(36_324, local.municipal?.rule ?? { brackets: [] }))).toBe(290.59);
    // Bologna's 2026 rate is carried over from 2025: said as an assumption, not hidden.
    expect(local.assumptions.join(' ')).toMatch(/Bologna: aliquote 2026 non verificate/);
  });

  it('Perugia (not among the twenty cities): the Umbria surcharge applies and the municipal one is a named gap', () => {
    // Umbria 2025 (regione.umbria.it): up to 28,000 only the 1.23% base on the whole income: 0.0123 × 27,243 = 335.0889.
    const local = localTaxes(tables, { municipality: 'Perugia' }, 2025);
    expect(local.regional?.place).toBe('Umbria');
    expect(cents(surcharge(27_243, local.regional?.rule ?? { brackets: [] }))).toBe(335.09);
    // Above 28,000: brackets, less the 150 € regional deduction up to 50,000.
    // 1.73% × 15,000 = 259.50 + 3.02% × 13,000 = 392.60 + 3.12% × 2,000 = 62.40 − 150 = 564.50.
    expect(cents(surcharge(30_000, local.regional?.rule ?? { brackets: [] }))).toBe(564.5);
    expect(local.municipal).toBeNull();
    expect(local.gaps.join(' ')).toMatch(/Addizionale comunale 2025 di Perugia non presente/);
    // L.R. Umbria 2/2025 sets the same rules for 2025, 2026 and 2027: 2026 is sourced, not carried over.
    const y2026 = localTaxes(tables, { municipality: 'Perugia' }, 2026);
    expect(y2026.regional?.derived).toBe(false);
    expect(cents(surcharge(30_000, y2026.regional?.rule ?? { brackets: [] }))).toBe(564.5);
  });

  it('Napoli 2025: 1%, as in 2024 (the UIL 2025 figures; the +0.2 points announced in December 2024 not applied), Campania brackets', () => {
    // Napoli: 36,324 > 12,000 soglia → 0.01 × 36,324 = 363.24.
    // Campania: 1.73% × 15,000 = 259.50 + 2.96% × 13,000 = 384.80 + 3.20% × 8,324 = 266.368 → 910.668.
    const local = localTaxes(tables, { municipality: 'Napoli' }, 2025);
    expect(cents(surcharge(36_324, local.municipal?.rule ?? { brackets: [] }))).toBe(363.24);
    expect(cents(surcharge(36_324, local.regional?.rule ?? { brackets: [] }))).toBe(910.67);
  });

  it("Aosta: Valle d'Aosta's 15,000 soglia (nothing at 15,000, 1.23% on the whole income above)", () => {
    const rule = localTaxes(tables, { municipality: 'Aosta' }, 2025).regional?.rule ?? { brackets: [] };
    expect(surcharge(15_000, rule)).toBe(0);
    // 0.0123 × 15,001 = 184.5123
    expect(cents(surcharge(15_001, rule))).toBe(184.51);
  });

  it('Bolzano: the autonomous province is found, and its unverified structure is a gap, not a number', () => {
    const local = localTaxes(tables, { municipality: 'Bolzano' }, 2025);
    expect(local.regional).toBeNull();
    expect(local.gaps.join(' ')).toMatch(
      /Provincia autonoma di Bolzano: struttura dell'addizionale non verificata/,
    );
    expect(findRegion(tables, 'Provincia autonoma di Bolzano', 2025)?.rule).toBeNull();
  });

  it('a region given with the city is checked against it: a wrong one is corrected and said, a right one is silent', () => {
    const wrong = localTaxes(tables, { municipality: 'Torino', region: 'Lombardia' }, 2025);
    expect(wrong.regional?.place).toBe('Piemonte');
    expect(wrong.assumptions[0]).toMatch(/non corrisponde al comune: uso Piemonte/);
    const right = localTaxes(tables, { municipality: 'Trento', region: 'Trentino-Alto Adige' }, 2025);
    expect(right.regional?.place).toBe('Provincia autonoma di Trento');
    expect(right.assumptions.join(' ')).not.toMatch(/non corrisponde/);
  });

  it('a comune whose rate was not found (Bari): the Puglia surcharge still applies, the municipal gap is named', () => {
    const local = localTaxes(tables, { municipality: 'Bari' }, 2026);
    expect(local.regional?.place).toBe('Puglia');
    expect(local.municipal).toBeNull();
    expect(local.gaps.join(' ')).toMatch(/Bari: aliquota e soglia non trovate/);
  });
});
