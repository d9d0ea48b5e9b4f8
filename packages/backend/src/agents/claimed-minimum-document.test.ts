import { describe, expect, it } from 'vitest';
import { askAgent, withUpload } from '../testing/agents.js';

const SLIP = (label: string, value: string) =>
  `IMPRESA EDILE ROSSI SRL - CCNL Edilizia Industria\nDipendente: Bianchi Luca - Operaio qualificato 2° livello\nPeriodo: novembre 2026\nOre ordinarie: 168\n${label}: ${value}\nEET: 0,40\nIndennita territoriale di settore: 0,55\nTotale competenze ordinarie: 1.370,88`;

describe("a payslip's minimum line labelled per hour is weighed per hour", () => {
  it.each([
    ['Paga base oraria', '7,22'],
    ['Minimo orario', '7,22'],
    ['Paga base €/h', '7,22'],
  ])('%s: the hourly minimum of the table, not the month', (label, value) => {
    const text = askAgent(
      'main-agent',
      "Mi controlli questa busta? Sono operaio qualificato e secondo me la paga base è ferma a quella dell'anno scorso.",
      { ...withUpload('cedolino.txt', SLIP(label, value)), today: '2026-12-01' },
    ).text;
    // 1.307,31 / 173 = 7,5567 → 7,56; 1.248,81 / 173 = 7,2186 → 7,22 (the table from 1 February 2025)
    expect(text).toMatch(/7,56 € l'ora/);
    expect(text).toMatch(/0,34 € in meno\*\* l'ora/);
    expect(text).not.toMatch(/1\.300,09/);
    expect(text).toMatch(/tabella dal 1° febbraio 2025/);
  });

  it('an hourly line already at the table is said up to date', () => {
    const text = askAgent(
      'main-agent',
      "Mi controlli questa busta? Secondo me la paga base è ferma a quella dell'anno scorso.",
      { ...withUpload('cedolino.txt', SLIP('Paga base oraria', '7,56')), today: '2026-12-01' },
    ).text;
    expect(text).toMatch(/è aggiornato/);
  });
});
