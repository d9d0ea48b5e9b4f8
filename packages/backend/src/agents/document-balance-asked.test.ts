import { describe, expect, it } from 'vitest';
import { askAgent, openingLines, withUpload } from '../testing/agents.js';

// A balance asked of an uploaded time sheet: what is left is the "saldo" line, in hours (fcomp3).

const CARD = withUpload(
  'cartellino-marzo.txt',
  'CARTELLINO PRESENZE - MARZO 2026\nAzienda: Meccanica Rossi S.p.A. - CCNL Metalmeccanici industria\nDipendente: Verdi Luca\n\nOre ordinarie lavorate ........ 160,00\nOre accantonate in banca ore ... 6,00\nOre banca ore fruite ........... 4,00\nSaldo banca ore al 31/03/2026 .. 12,50\nFerie residue (ore) ............ 40,00\n',
);

describe('the hours left in the hours bank', () => {
  it.each([
    'quante ore mi restano in banca ore?',
    'ti ho caricato il cartellino: quante ore di banca ore mi rimangono?',
  ])('%s', async (question) => {
    const answer = await askAgent('main-agent', question, CARD);
    const first = openingLines(answer.text).split('\n')[0];
    expect(first).toContain('saldo banca ore');
    expect(first).toContain('12,50 ore');
    expect(first).not.toContain('160,00');
    expect(first).not.toContain('6,00');
  });
});
