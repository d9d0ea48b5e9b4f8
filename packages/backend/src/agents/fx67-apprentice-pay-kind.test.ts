import { describe, expect, it } from 'vitest';
import { askAgent, openingLines as opening } from '../testing/agents.js';

const FIRST =
  'Mio nipote fa l’apprendista in uno studio di architetti, CCNL Studi professionali: quanto prende nei primi mesi?';

// CCNL Studi professionali, Allegato B: professionalizzante 70% / 85% / 93%; qualifica e diploma 45, 55, 65%.
describe('an apprentice’s share asked for another kind of apprenticeship', () => {
  it('an apprenticeship for the qualification and diploma gets its own first share, not the professionalizzante one', () => {
    const { text } = askAgent(
      'main-agent',
      'Correggo: il suo è un apprendistato per la qualifica e il diploma professionale. Il primo anno quanto prende in percentuale?',
      { history: [FIRST] },
    );
    expect(opening(text)).toContain('45%');
    expect(text).not.toMatch(/\b70 ?%/);
    expect(text).not.toMatch(/\b93 ?%/);
  });
});

// D.Lgs. 81/2015, art. 43 c. 7: external training unpaid, the employer's training at 10%.
describe('the training hours of a first-level apprentice, by law', () => {
  it('school hours are not paid and the firm’s own training is paid at 10%', () => {
    const { text } = askAgent(
      'main-agent',
      'Prendiamo in apprendistato di primo livello una ragazza che fa il diploma professionale: le ore a scuola e quelle di formazione che le facciamo in azienda vanno pagate? Quanto?',
    );
    expect(opening(text)).toMatch(/formazione esterna non retribuite/);
    expect(opening(text)).toContain('10%');
    expect(text).toContain('art. 43 c. 7');
  });
});

describe('an agreement’s own share for the first-level training hours', () => {
  it('Turismo’s shares answer, not the law’s 10%', () => {
    const { text } = askAgent(
      'main-agent',
      'Albergo con CCNL Turismo Federalberghi, apprendista di primo livello al secondo anno: le ore di formazione in azienda a che percentuale si pagano?',
    );
    expect(opening(text)).not.toMatch(/formazione esterna non retribuite/);
  });
});
