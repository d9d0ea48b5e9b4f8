import { describe, expect, it } from 'vitest';
import { askAgent, openingLines as opening } from '../testing/agents.js';

// Issue 12, apprenticeship class: the law's ratio and public training, the apprentice's INPS, the end of the
// apprenticeship, the Metalmeccanici placement and periods, Commercio's halves and Chimico's length.
describe('apprenticeship questions read for what they ask', () => {
  it('how many apprentices with no qualified staff: up to 3 (D.Lgs. 81/2015, art. 42 c. 7)', () => {
    const { text } = askAgent(
      'main-agent',
      'Siamo una srl con 4 dipendenti ma nessun lavoratore qualificato: quanti apprendisti possiamo prendere?',
    );
    expect(opening(text)).toContain('fino a 3 apprendisti');
    expect(text).toContain('art. 42 c. 7');
  });

  it('the maximum length asked is not the number of apprentices', () => {
    const { text } = askAgent('main-agent', 'quanto può durare al massimo un apprendistato nel commercio?');
    expect(text).not.toContain('apprendisti ogni 2');
  });

  it('public training with a diploma: 80 hours; the follow-up with a degree: 40 hours', () => {
    const { text } = askAgent(
      'main-agent',
      "mia figlia ha il diploma di ragioneria e inizia l'apprendistato: quante ore di formazione regionale deve fare?",
    );
    expect(opening(text)).toContain('80 ore');
    const follow = askAgent('main-agent', 'e per uno con la laurea triennale?', {
      history: ['quante ore di formazione pubblica fa un apprendista con la licenza media?'],
    });
    expect(opening(follow.text)).toContain('40 ore');
  });

  it("an apprentice's INPS on the gross: 5,84%, not the ordinary 9,19%", () => {
    const { text } = askAgent(
      'calcolo',
      "faccio l'apprendista, prendo 1.350 euro lordi al mese: quanto mi dovrebbero trattenere di inps?",
    );
    expect(opening(text)).toContain('78,84 €');
    expect(text).not.toContain('9,19%');
  });

  it('the end of the apprenticeship "senza giusta causa" in Multiservizi: art. 2118 c.c., not a fine', () => {
    const { text } = askAgent(
      'main-agent',
      'Pulizie, contratto multiservizi: a fine apprendistato posso lasciarlo a casa anche senza giusta causa?',
    );
    expect(opening(text)).toContain('2118');
    expect(text).not.toMatch(/\bmulta\b/);
  });

  it('Metalmeccanici periods of no fixed months: the stated length split in three, said as an assumption', () => {
    const { text } = askAgent(
      'calcolo',
      'CCNL metalmeccanici industria, apprendistato di 30 mesi, il minimo del livello finale è 2.100 euro: al 25° mese quanto prende?',
    );
    expect(opening(text)).toContain('1.995,00 €');
    expect(text).toContain('dal 21° al 30° mese');
  });

  it('a Metalmeccanici apprentice is placed in the final level from the first day', () => {
    const { text } = askAgent(
      'inquadra',
      "metalmeccanica industria: assumo un apprendista che diventerà D1, che livello gli do all'assunzione?",
    );
    expect(opening(text)).toContain('D1');
  });

  it('Commercio: the starting level and the one after the first half, both asked', () => {
    const { text } = askAgent(
      'main-agent',
      'commercio, apprendista con qualifica finale 3° livello: da che livello parte e dopo la prima metà dove passa?',
    );
    expect(opening(text)).toContain('5°');
    expect(opening(text)).toContain('4°');
  });

  it("Chimico's stated bounds answer the length asked, not a gap", () => {
    const { text } = askAgent(
      'main-agent',
      "quanto dura al massimo e al minimo l'apprendistato nel contratto chimico farmaceutico?",
    );
    expect(opening(text)).toContain('6 mesi');
    expect(text).not.toContain('non è nella base di conoscenza');
  });
});
