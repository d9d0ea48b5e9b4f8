import { describe, expect, it } from 'vitest';
import { askAgent, openingLine } from '../testing/agents.js';

describe('notice asked with what happens when it is not worked', () => {
  it('gives a live-in carer’s 30 days and the indemnity when the family cannot have it worked', () => {
    const text = askAgent(
      'main-agent',
      'Buonasera. La badante di mio padre vive con lui da 7 anni, contratto di 54 ore settimanali. Da febbraio papà entrerà in una RSA, quindi dobbiamo chiudere il rapporto. Quanti giorni di preavviso dobbiamo darle col contratto colf e badanti? E se non riusciamo a farglielo lavorare cosa succede?',
    ).text;
    expect(openingLine(text)).toContain('**30 giorni**');
    expect(text).not.toContain('15 giorni');
    expect(text).toContain('**indennità sostitutiva del preavviso**');
  });

  it('reads "se non può lavorarlo tutto" as the same second question', () => {
    const text = askAgent(
      'main-agent',
      'Lavoro da sette anni come addetta vendite al 4° livello, contratto commercio Confcommercio. Quanti giorni di preavviso devo dare e se non posso lavorarlo tutto cosa succede?',
    ).text;
    expect(text).toContain('**indennità sostitutiva del preavviso**');
  });

  it('adds nothing when only the days are asked', () => {
    const text = askAgent(
      'main-agent',
      'Lavoro da sette anni come addetta vendite al 4° livello, contratto commercio Confcommercio. Quanti giorni di preavviso mi spettano?',
    ).text;
    expect(text).not.toContain('indennità sostitutiva');
  });
});
