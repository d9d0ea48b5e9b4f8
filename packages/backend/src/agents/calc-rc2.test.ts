import { describe, expect, it } from 'vitest';
import { askAgent, openingLine } from '../testing/agents.js';

const ask = (message: string, history: string[] = []) => askAgent('calcolo', message, { history }).text;

describe('calculation answers of public threads (rc2- classes, new phrasings)', () => {
  it('values night overtime in the Commercio at its sourced 50%', () => {
    // 1.660,08 / 168 = 9,8814; × 1,50 × 2 = 29,64
    const text = ask(
      '5° livello commercio, minimo di novembre 2025: 2 ore di straordinario notturno quanto valgono?',
    );
    expect(openingLine(text)).toContain('29,64');
  });

  it('pays the 14ª ratei of the period begun in July when the last day is after the payment', () => {
    // July–November 2026: 5 months × 1.660,08 / 12 = 691,70
    const text = ask(
      'commercio 5° livello a minimo, ultimo giorno di lavoro il 30 novembre 2026: ratei di quattordicesima?',
    );
    expect(openingLine(text)).toContain('691,70');
  });

  it('counts the TFR only up to the leaving day', () => {
    // 24.000 × 5/12 / 13,5 = 740,74 gross
    const text = ask(
      'me ne vado il 31 maggio 2026 con una RAL di 24.000: quanto TFR ho maturato quest’anno?',
    );
    expect(text).toContain('740,74');
    expect(text).not.toContain('1.777,78');
  });

  it("values a part-timer's extra hours with the count the story gives", () => {
    // 1.783,75 / 168 = 10,6176; × 1,35 × 3 = 43,00
    const text = ask(
      'sono part-time 24 ore al 4° livello commercio, minimo novembre 2025: le 3 in più di sabato quanto me le pagano?',
    );
    expect(text).toContain('35%');
    expect(text).toContain('43,00');
  });

  it("values a domestic worker's holiday hours on the level's hourly minimum", () => {
    // livello B non convivente 2025: 6,68 × 1,60 × 4 = 42,75 (42,752)
    const text = ask(
      'la colf a ore, livello B, minimo del 2025, il giorno di Natale ha lavorato 4 ore: quanto le spetta?',
    );
    expect(openingLine(text)).toContain('42,75');
  });

  it('states no flat total when overtime is paid by tiers', () => {
    // C1 giugno 2025: 1.973,51 / 173 = 11,4076; 2 × 1,25 + 1 × 1,30 = 3,80 quote → 43,35; all at 25% would be 42,78
    const text = ask(
      "metalmeccanico C1 a minimo di giugno 2025, ieri 3 ore oltre l'orario: quanto gli spetta?",
    );
    expect(text).toContain('43,35');
    expect(text).not.toContain('42,78');
  });

  it('answers the saving between two tax years, not the tax', () => {
    // 0,02 × (42.000 − 28.000) = 280
    const text = ask('con 42.000 di imponibile quanto risparmio di imposta lorda nel 2026 rispetto al 2025?');
    expect(openingLine(text)).toContain('280');
  });

  it("applies a tax rule to a level's yearly pay when no figure is given", () => {
    // 1.660,08 × 14 = 23.241,12; imponibile 21.105,26; IRPEF lorda 4.854,21 − 2.541,06 − 1.000 = 1.313,15
    const text = ask(
      "5° livello commercio, minimo di novembre 2025, 14 mensilità: i contributi li so, ma l'IRPEF netta dell'anno 2026 quanto viene?",
    );
    expect(openingLine(text)).toMatch(/1\.313,1[456]/);
  });
});
