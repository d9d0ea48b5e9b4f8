import { describe, expect, it } from 'vitest';
import { effectiveHourlyPay } from '../payroll/index.js';
import { askAgent, openingLine } from '../testing/agents.js';
import { effectivePayStated } from './domestic-effective.js';

// Session 24 (fixs24a): the domestic INPS band is picked on the effective hourly pay — the agreed pay plus the
// 13th's hourly share (INPS, https://www.inps.it/pages/standard/43293) — in every answer, as the yearly cost did.
// 2026 bands (circ. INPS 9/2026): up to 9,61 → 1,70 (0,43 the worker); up to 11,70 → 1,92 (0,48).
describe('the effective hourly pay', () => {
  it('adds the 13th’s share, to the cent', () => {
    expect(effectiveHourlyPay(9)).toBe(9.75);
    expect(effectiveHourlyPay(8.9)).toBe(9.64);
    expect(effectiveHourlyPay(8.85)).toBe(9.59);
  });
  it('a pay said to be the effective one is recognised', () => {
    expect(effectivePayStated('retribuzione oraria effettiva di 11,00 €')).toBe(true);
    expect(effectivePayStated('9,60 € l’ora già comprensiva del rateo di tredicesima')).toBe(true);
    expect(effectivePayStated('la pago 9 euro l’ora')).toBe(false);
  });
});

describe('one band for every domestic answer', () => {
  it("an hour's contribution just under the edge moves to the second band", () => {
    const a = askAgent(
      'calcolo',
      "La babysitter prende 8,90 euro l'ora, 12 ore a settimana, tempo indeterminato: nel 2026 quanto va all'INPS per ogni ora?",
    );
    expect(openingLine(a.text)).toContain("**1,92 € l'ora**");
    expect(a.text).toContain('retribuzione oraria effettiva 9,64');
  });
  it('a pay that stays under the edge keeps the first band', () => {
    const a = askAgent(
      'calcolo',
      "Colf a tempo indeterminato, 8,85 € l'ora per 18 ore settimanali nel 2026: contributi INPS di un trimestre?",
    );
    expect(openingLine(a.text)).toContain("**1,70 € l'ora**");
    expect(openingLine(a.text)).toContain('397,80 €');
  });
  it('a quarter at 9 € an hour is the second band, as the yearly cost', () => {
    const quarter = openingLine(
      askAgent(
        'calcolo',
        "Colf 20 ore a settimana a 9 euro l'ora, tempo indeterminato: quanto versiamo all'INPS per un trimestre del 2026?",
      ).text,
    );
    expect(quarter).toContain('**499,20 € a trimestre**');
    expect(quarter).toContain('124,80 €');
    const year = askAgent(
      'calcolo',
      "Quanto mi costa in un anno una colf a 9 euro l'ora per 20 ore a settimana, contributi e TFR compresi?",
    ).text;
    expect(year).toContain('12.388,71 €');
    expect(year).toContain('1,92');
  });
  it("a payslip's withholding at the first band's share is short", () => {
    const a = askAgent(
      'calcolo',
      "Nella busta di maggio 2026 della colf ho messo 72 ore a 9,30 euro l'ora e le ho trattenuto 30,96 euro di INPS. Ho fatto giusto?",
    );
    expect(openingLine(a.text)).toContain('34,56 €');
    expect(openingLine(a.text)).toContain('3,60 €');
  });
  it('a pay stated as effective picks the band as it is', () => {
    const a = askAgent(
      'calcolo',
      'Colf a tempo indeterminato, 10 ore settimanali, retribuzione oraria effettiva di 9,60 € già comprensiva del rateo di tredicesima: contributi INPS 2026 di un trimestre?',
    );
    expect(openingLine(a.text)).toContain("**1,70 € l'ora**");
    expect(openingLine(a.text)).toContain('221,00 €');
  });
});

// Holidays given per worker category (SMI textile, rules before the 2025 renewal, Lexplain 2024-09-20): the
// category asked answers, never another category's band.
describe("a worker category's own holiday rule", () => {
  it('an operaio with 22 years: 4 weeks whatever the seniority, not the intermedi’s 5 weeks', () => {
    const line = openingLine(
      askAgent(
        'main-agent',
        "Mio padre fa l'operaio in una tessitura da 22 anni, contratto tessile abbigliamento moda di Confindustria: quante settimane di ferie gli danno?",
      ).text,
    );
    // (The operai's own rule with its figure in bold.)
    expect(line).toContain("per gli operai **4 settimane l'anno**, con qualunque anzianità");
    expect(line).toContain('regole anteriori al rinnovo');
  });
  it('an intermedio with 19 years: the intermedi’s band, not the impiegati’s 5 weeks over 18 years', () => {
    const line = openingLine(
      askAgent(
        'main-agent',
        'CCNL Tessile Abbigliamento Moda (SMI): ferie annue di un lavoratore con qualifica intermedia e 19 anni di anzianità aziendale?',
      ).text,
    );
    expect(line).toContain(
      '**per gli intermedi con 19 anni di anzianità spettano 4 settimane e 1 giorno da 12 a 20 anni**',
    );
  });
});
