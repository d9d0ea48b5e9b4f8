import { describe, expect, it } from 'vitest';
import { askAgent as ask, openingLine } from '../testing/agents.js';

describe('a conversation’s part-time share and firm size carried into a topic answer', () => {
  it('ROL and ex festività of a half-time worker are half the full-time hours', async () => {
    const r = await ask('main-agent', 'Quante ore di ROL ed ex festività mi toccano all’anno?', {
      history: ['Lavoro part-time a 20 ore su 40 in un negozio del commercio con 25 dipendenti.'],
    });
    // 72 ROL and 32 ex festività at 50%: 36 + 16 = 52 hours.
    expect(openingLine(r.text)).toContain('52 ore');
    expect(r.text).toContain('72 ore × 50%');
  });
});

describe('a revisit is one question about the conversation’s case', () => {
  it('"come ci sei arrivato?" with the RAL said again keeps Milan and 14 payments', async () => {
    const r = await ask('calcolo', 'mi pare poco, su 27.500 mi tolgono tanto: come ci sei arrivato?', {
      history: ['Stipendio lordo annuo 27.500 euro su 14 mensilità, abito a Milano: netto al mese nel 2026?'],
    });
    expect(r.text.split('\n').slice(0, 3).join(' ')).toMatch(/14 mensilit/);
    expect(r.text).toMatch(/Milano|Lombardia/);
  });
});

describe('a count of overtime hours in a follow-up', () => {
  it('"e se ne ho fatte 6?" values six hours', async () => {
    const r = await ask('calcolo', 'e se ne ho fatte 6?', {
      history: ['quanto mi pagano un’ora di straordinario al 5° livello del commercio?'],
    });
    // 1.691,70 / 168 × 1,15 = 11,58 per hour (test KB as the product's); 6 hours.
    expect(openingLine(r.text)).toMatch(/6 ore/);
  });
});
