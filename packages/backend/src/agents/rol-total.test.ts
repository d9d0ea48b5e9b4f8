import { describe, expect, it } from 'vitest';
import { askAgent } from '../testing/agents.js';

const opening = (message: string) =>
  askAgent('main-agent', message, { today: '2026-12-02' })
    .text.replace(/(?: ?\[\d+\])+(?=[.;:]|$)/gm, '')
    .split('\n')[0];

describe('the ROL of a recent hire', () => {
  it('opens with the graded shares when the question asks the percentages', () => {
    const line = opening(
      "Ho assunto a gennaio 2026 un'impiegata nel mio studio di geometra (CCNL Studi professionali, orario su 5 giorni). I permessi per riduzione d'orario maturano gradualmente: con che percentuale dal 12° mese e quando arriva al 100%?",
    );
    expect(line).toMatch(
      /^Nel CCNL Studi professionali, per chi è assunto dal .* il 50% .* il 75% .* il 100%/,
    );
  });
});
