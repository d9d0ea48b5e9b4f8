import { describe, expect, it } from 'vitest';
import { askAgent, openingLine } from '../testing/agents.js';
import { askedHours } from './overtime-bands.js';

describe('an overtime hour asked by its rank picks the band that holds it', () => {
  it.each([
    ['una quarta ora di straordinario quanto la pagano?', 4],
    ['le ore di straordinario oltre la seconda quanto valgono?', 3],
    ["e un'ora in più oltre quelle due?", 3],
    ['dopo le 2 ore di straordinario la successiva come va pagata?', 3],
  ])('%s', (message, hour) => {
    expect(askedHours(message)).toMatchObject({ from: hour, to: hour, absolute: false });
  });

  it('the hours of a working day are not overtime ranks', () => {
    expect(askedHours('quanto vale lo straordinario dopo le 8 ore giornaliere?')).toBeUndefined();
  });

  it('a single question: the later hour at the rate of the hours after the first ones', () => {
    // Metalmeccanici industria, C2 from 1.6.2026: 2.064,88 / 173 = 11,94 an hour; +30% = 15,52.
    const { text } = askAgent(
      'calcolo',
      'operaio metalmeccanico industria C2 al minimo: la terza ora di straordinario di oggi quanto vale?',
    );
    expect(openingLine(text)).toContain('**15,52 €**');
  });

  it('a follow-up after two hours: the next hour alone, not the two again', () => {
    const { text } = askAgent('calcolo', "e se resto un'altra ora oltre quelle due, quella quanto vale?", {
      history: ['Metalmeccanici industria, livello C2 al minimo: quanto valgono 2 ore di straordinario feriale?'],
    });
    expect(openingLine(text)).toContain('**15,52 €**');
    expect(openingLine(text)).not.toContain('2 ore valgono');
  });
});
