import { describe, expect, it } from 'vitest';
import { askedClause, markedAsk } from './asking-clause.js';

/** Which sentence of a story asks: the calculations' reading (askedClause) and an answer's lead (markedAsk). */
describe('the asking clause', () => {
  const story = 'Sono a casa da tre mesi; quanto dura il periodo di comporto? Grazie mille.';

  it('is the last sentence with a question mark', () => {
    expect(askedClause('Ho 14 mensilità. Lavoro da poco: quanto mi arriva netto? Grazie')).toBe(
      'quanto mi arriva netto?',
    );
    expect(markedAsk('Ho 14 mensilità. Lavoro da poco: quanto mi arriva netto? Grazie')).toBe(
      'quanto mi arriva netto?',
    );
  });

  it('for the lead, a semicolon also ends a sentence', () => {
    expect(markedAsk(story)).toBe('quanto dura il periodo di comporto?');
    expect(askedClause(story)).toBe('Sono a casa da tre mesi; quanto dura il periodo di comporto?');
  });

  it('without a question mark: the last sentence for the calculations, nothing for the lead', () => {
    expect(askedClause('RAL 30.000 a Milano. Calcolami il netto')).toBe('Calcolami il netto');
    expect(markedAsk('RAL 30.000 a Milano. Calcolami il netto')).toBe('');
    expect(askedClause('')).toBe('');
  });
});
