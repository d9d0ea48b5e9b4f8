import { describe, expect, it } from 'vitest';
import { emphasiseKeyFigure, findKeyFigure } from './key-figure.js';

describe('key figure', () => {
  it('finds the first amount with a unit in the first sentence', () => {
    const text = 'Il minimo del 4° livello (art. 141) è di 1.783,75 € lordi. Dal 2025 sale a 1.900,00 €.';
    const figure = findKeyFigure(text);
    expect(figure && text.slice(figure.start, figure.end)).toBe('1.783,75 €');
    const days = 'Nel CCNL Commercio il periodo di prova dura 60 giorni di calendario per il 4° livello.';
    const found = findKeyFigure(days);
    expect(found && days.slice(found.start, found.end)).toBe('60 giorni di calendario');
    expect(findKeyFigure('Le mensilità sono 14 mensilità.')).not.toBeNull();
    // A figure in the second sentence is not the lead; bare numbers are no figure.
    expect(findKeyFigure('Dipende dal livello. Sono 40 ore.')).toBeNull();
    expect(findKeyFigure("Si applica l'art. 141 al livello 4.")).toBeNull();
  });

  it('bolds the figure of the first paragraph only, once', () => {
    expect(emphasiseKeyFigure('La paga è 1.500,00 € al mese.\n\nAltro: 3 giorni.')).toBe(
      'La paga è **1.500,00 €** al mese.\n\nAltro: 3 giorni.',
    );
    expect(emphasiseKeyFigure('La paga è **1.500,00 €** al mese.')).toBe('La paga è **1.500,00 €** al mese.');
    expect(emphasiseKeyFigure('| a | 5 € |')).toBe('| a | 5 € |');
    expect(emphasiseKeyFigure('# Titolo 5 €')).toBe('# Titolo 5 €');
  });
});
