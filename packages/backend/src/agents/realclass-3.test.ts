import { describe, expect, it } from 'vitest';
import { askAgent, openingLine } from '../testing/agents.js';

describe('two agreements compared, each at the level said beside it', () => {
  it.each([
    [
      "Sono al 3° livello in un'impresa multiservizi e un bar mi propone col contratto FIPE il 6° livello: a giugno 2026 chi ha il minimo più alto?",
      ['1.491,57', '1.440,16'],
    ],
    [
      "Faccio le pulizie per un'impresa multiservizi al 2° livello e un ristorante mi offre di fare le pulizie di sala e cucina col contratto FIPE al 7° livello. A luglio 2026 dove si prende di più di minimo?",
      ['1.390,20', '1.368,17'],
    ],
    [
      "Lavoro per un'azienda del commercio al 4° livello e mi offrono un posto in logistica al 5° livello: a febbraio 2026 quale minimo è più alto?",
      ['1.783,75', '(5° livello)'],
    ],
  ])('%s', (message, figures) => {
    const opening = openingLine(askAgent('confronta', message).text);
    for (const f of figures) expect(opening).toContain(f);
  });
});

describe('a babysitter told by her tasks, with no agreement named', () => {
  it.each([
    [
      'Cerchiamo una signora che si occupi dei nostri gemelli di 4 anni il pomeriggio: che livello le diamo?',
      'BS',
    ],
    [
      'Prendiamo una signora che si occupa del nostro piccolo: lo va a prendere a scuola e gli fa fare i compiti. Livello?',
      'BS',
    ],
    ['Assumiamo una ragazza che accudisce i miei due bimbi mentre siamo al lavoro, in che livello va?', 'BS'],
  ])('%s → %s', (message, level) => {
    expect(openingLine(askAgent('inquadra', message).text)).toContain(level);
  });

  it('keeps a nursery school educator out of domestic work', () => {
    expect(
      openingLine(
        askAgent(
          'inquadra',
          "Sono educatrice in una cooperativa sociale, mi occupo dei bambini dell'asilo nido: che livello?",
        ).text,
      ),
    ).not.toContain('BS');
  });
});
