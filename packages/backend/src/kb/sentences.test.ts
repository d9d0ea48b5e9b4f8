import { describe, expect, it } from 'vitest';
import { splitSentences } from './sentences.js';

describe('Italian sentences for quoting', () => {
  it('does not break inside numbers, dates or abbreviations', () => {
    const text =
      'La retribuzione è di euro 1.850,00 lordi mensili, come da art. 12 del c.c.n.l. vigente (pag. 4, n. 3). Il periodo di prova decorre dal 01.02.2026. Le ferie sono 26 giorni.';
    expect(splitSentences(text)).toEqual([
      'La retribuzione è di euro 1.850,00 lordi mensili, come da art. 12 del c.c.n.l. vigente (pag. 4, n. 3). ',
      'Il periodo di prova decorre dal 01.02.2026. ',
      'Le ferie sono 26 giorni.',
    ]);
  });

  it('ends sentences at question and exclamation marks and semicolons followed by a space', () => {
    expect(splitSentences('Quanto spetta? Dipende; vedi sotto! Fine')).toEqual([
      'Quanto spetta? ',
      'Dipende; ',
      'vedi sotto! ',
      'Fine',
    ]);
  });

  it('keeps a D.Lgs. reference and an amount in thousands whole', () => {
    expect(splitSentences('Ai sensi del D.Lgs. 81/2015 spettano euro 12.500. Poi altro.')).toEqual([
      'Ai sensi del D.Lgs. 81/2015 spettano euro 12.500. ',
      'Poi altro.',
    ]);
  });
});
