import { describe, expect, it } from 'vitest';
import { testKb } from '../testing/agents.js';
import { cents, grossToNet, PayrollInputError } from './index.js';
import { findPlace, placeCount } from './places.js';

/**
 * Gross → net with the tax year and the place of residence. Expected figures are payroll-rules.md §11 (the
 * published examples) or recomputed by hand below from the rules and the surcharge table's sources.
 */

const tables = testKb.surcharges;

describe('grossToNet from a RAL or a monthly gross', () => {
  it('RAL 30,000 in Milano, 2026: the regional surcharge comes from the city; net 23,425.48 as published', () => {
    const { result, steps, gaps, sources } = grossToNet(tables, {
      year: 2026,
      ral: 30_000,
      location: { municipality: 'Milano' },
    });
    expect(result.local.place?.region).toBe('Lombardia');
    expect(cents(result.detail.regionalSurcharge ?? 0)).toBe(377.94);
    expect(cents(result.detail.municipalSurcharge ?? 0)).toBe(217.94);
    expect(cents(result.netAnnual)).toBe(23_425.48);
    expect(Math.round(result.netMonthly)).toBe(1_802);
    expect(gaps).toEqual([]);
    // Every step has a formula with the figures used; the last annual step is the net.
    expect(steps[0]).toMatchObject({
      label: 'Contributi INPS a carico del lavoratore',
      formula: '30.000,00 × 9,19%',
    });
    expect(cents(steps.find((s) => s.label === 'Netto annuo')?.amount ?? 0)).toBe(23_425.48);
    expect(steps.find((s) => s.label === 'Addizionale regionale (Lombardia)')?.formula).toBe(
      '1,23% × 15.000,00 + 1,58% × 12.243,00',
    );
    expect(sources.some((s) => s.label.includes('circolare n. 6 del 30 gennaio 2026'))).toBe(true);
  });

  it('monthly gross 2,500 on 14 payments = RAL 35,000: 26,032.18 in 2026 (published), 25,956.51 in 2025', () => {
    const y2026 = grossToNet(tables, {
      year: 2026,
      monthlyGross: 2_500,
      payments: 14,
      location: { municipality: 'milano' },
    });
    expect(y2026.steps[0]).toMatchObject({ formula: '2.500,00 × 14 mensilità', amount: 35_000 });
    expect(cents(y2026.result.netAnnual)).toBe(26_032.18);
    // 26,032.18 / 14 = 1,859.44
    expect(cents(y2026.result.netMonthly)).toBe(1_859.44);
    const y2025 = grossToNet(tables, {
      year: 2025,
      monthlyGross: 2_500,
      payments: 14,
      location: { municipality: 'Milano' },
    });
    expect(cents(y2025.result.netAnnual)).toBe(25_956.51);
  });

  it('Firenze 2025, RAL 40,000: Toscana brackets and the 0.2% municipal rate above its 25,000 soglia', () => {
    // Contributions 40,000 × 9.19% = 3,676; taxable 36,324.
    // Toscana 2025: 1.42% × 15,000 = 213 + 1.43% × 13,000 = 185.90 + 3.32% × 8,324 = 276.3568 → 675.2568.
    // Firenze: 36,324 > 25,000, so 0.2% on the whole income = 72.648.
    const { result } = grossToNet(tables, { year: 2025, ral: 40_000, location: { municipality: 'Firenze' } });
    expect(result.local.place?.region).toBe('Toscana');
    expect(cents(result.detail.taxable)).toBe(36_324);
    expect(cents(result.detail.regionalSurcharge ?? 0)).toBe(675.26);
    expect(cents(result.detail.municipalSurcharge ?? 0)).toBe(72.65);
  });

  it('a region alone gives the regional surcharge and says the municipal one is left out', () => {
    const { result, gaps } = grossToNet(tables, {
      year: 2026,
      ral: 30_000,
      location: { region: 'Lombardia' },
    });
    expect(cents(result.detail.regionalSurcharge ?? 0)).toBe(377.94);
    expect(result.detail.municipalSurcharge).toBeNull();
    expect(gaps).toContain('Comune non indicato: addizionale comunale esclusa.');
  });

  it('no place: both surcharges left out, and said so', () => {
    const { result, gaps } = grossToNet(tables, { year: 2026, ral: 30_000 });
    expect(result.detail.regionalSurcharge).toBeNull();
    expect(gaps[0]).toMatch(/addizionali regionale e comunale escluse/);
  });

  it('bad input is refused with an Italian message', () => {
    expect(() => grossToNet(tables, { year: 2024, ral: 30_000 })).toThrow(PayrollInputError);
    expect(() => grossToNet(tables, { year: 2024, ral: 30_000 })).toThrow(/2025 e il 2026/);
    expect(() => grossToNet(tables, { year: 2026, ral: -1 })).toThrow(/Importo non valido/);
    expect(() => grossToNet(tables, { year: 2026 })).toThrow(/RAL oppure/);
    expect(() => grossToNet(tables, { year: 2026, ral: 1, payments: 15 as 14 })).toThrow(/mensilità/);
  });
});

describe('municipality → province → region (ISTAT list)', () => {
  it('knows every comune, including the province capitals written as people write them', () => {
    expect(placeCount()).toBeGreaterThan(7_800);
    const region = (name: string) => {
      const found = findPlace(name);
      return found.status === 'found' ? `${found.place.province}/${found.place.region}` : found.status;
    };
    expect(region('Reggio Emilia')).toBe('Reggio Emilia/Emilia-Romagna');
    expect(region('reggio calabria')).toBe('Reggio Calabria/Calabria');
    expect(region('FORLÌ')).toBe('Forlì-Cesena/Emilia-Romagna');
    expect(region('Monza')).toBe('Monza-Brianza/Lombardia');
    expect(region('Trieste')).toBe('Trieste/Friuli Venezia Giulia');
    expect(region('Aosta')).toBe("Aosta/Valle d'Aosta");
    expect(region('Sesto San Giovanni')).toBe('Milano/Lombardia');
    expect(region('Gotham')).toBe('not_found');
  });

  it('in Trentino-Alto Adige the surcharge is set by the autonomous province', () => {
    const bz = findPlace('Bolzano');
    expect(bz.status === 'found' && bz.place.surchargeRegion).toBe('Provincia autonoma di Bolzano');
    const tn = findPlace('Rovereto');
    expect(tn.status === 'found' && tn.place.surchargeRegion).toBe('Provincia autonoma di Trento');
  });

  it('a name two comuni share needs the province', () => {
    const castro = findPlace('Castro');
    expect(castro.status).toBe('ambiguous');
    const lecce = findPlace('Castro', 'le');
    expect(lecce.status === 'found' && lecce.place.region).toBe('Puglia');
  });
});

describe('the contributions step above the first pensionable band', () => {
  it('shows the extra 1% apart, so "how much of it is the 1%" is answered (RAL 80.000: 237,76)', () => {
    const { steps } = grossToNet(tables, { year: 2026, ral: 80_000, location: { municipality: 'Milano' } });
    expect(steps[0]?.formula).toBe('80.000,00 × 9,19% + 1% × (80.000,00 − 56.224,00) = 7.352,00 + 237,76');
  });
});
