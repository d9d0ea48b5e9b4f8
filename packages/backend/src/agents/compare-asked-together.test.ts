import { describe, expect, it } from 'vitest';
import { askAgent, openingLine } from '../testing/agents.js';
import { yearOfIncreases } from './compare-asked-together.js';

describe('the increases of a year asked with the month they start from', () => {
  it('"da quale mese" asks the year\'s tranches, each with its date', () => {
    expect(yearOfIncreases('nel 2026 di quanto e aumentato il minimo e da quale mese?', '2026-12-02')).toBe(
      2026,
    );
    expect(yearOfIncreases('nel 2026 di quanto e aumentato il minimo?', '2026-12-02')).toBeUndefined();
  });

  it('"chi ha preso di piu di aumento quest anno" asks the tranche taken this year', () => {
    expect(yearOfIncreases('chi ha preso di piu di aumento quest anno? lui a marzo', '2026-12-02')).toBe(
      2026,
    );
    expect(
      yearOfIncreases("quanto e l'aumento del rinnovo firmato quest'anno?", '2026-12-02'),
    ).toBeUndefined();
  });

  it('Turismo and FIPE at the 4th level in 2026: each tranche with its month', () => {
    const text = openingLine(
      askAgent(
        'confronta',
        'Seguo le paghe di un albergo (CCNL Turismo Federalberghi) e di un bar (CCNL Pubblici esercizi FIPE). Nel 2026 di quanto è aumentato il minimo del 4° livello in ciascuno dei due contratti e da quale mese?',
        { today: '2026-12-02' },
      ).text,
    );
    expect(text).toContain('35,00 € dal 1° maggio 2026');
    expect(text).toContain('40,00 € dal 1° giugno 2026');
  });
});
