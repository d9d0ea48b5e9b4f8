import { describe, expect, it } from 'vitest';
import { askAgent, openingLine } from '../testing/agents.js';

// Comparisons that answered one side only or the wrong thing (session 45, fixs45d).
const today = '2026-11-28';
const ask = (agent: string, message: string, history: string[] = []) =>
  askAgent(agent, message, { today, history });

describe('the notice of two levels weighed gives both levels', () => {
  it('two workers at two levels, resigning: each level with its term (Commercio)', () => {
    const text = openingLine(
      ask(
        'main-agent',
        'Nel mio negozio (commercio) ho due commessi con 3 anni di servizio, uno al 2° livello e uno al 5°. Se si dimettono, il preavviso è uguale per entrambi?',
      ).text,
    );
    expect(text).toContain('cambia');
    expect(text).toContain('**20 giorni** per le dimissioni'); // 2° livello, up to 5 years
    expect(text).toContain('**15 giorni** per le dimissioni'); // 5° livello
    expect(text).not.toContain('licenziamento');
  });

  it('two levels in the same band of the table: the notice does not change', () => {
    const text = openingLine(
      ask(
        'main-agent',
        'Commercio: una dipendente al 4° livello e una al 5°, entrambe assunte da un anno. Se le licenzio il preavviso cambia?',
      ).text,
    );
    expect(text).toContain('non cambia');
    expect(text).toContain('**20 giorni** per il licenziamento');
  });

  it('a follow-up on the move of the earlier turn weighs its two levels (Studi professionali)', () => {
    const text = openingLine(
      ask(
        'main-agent',
        'E con la promozione cambia anche il preavviso di dimissioni? Lavora da noi da 2 anni.',
        [
          'Studi professionali: voglio portare la segretaria dal 4° al 3° livello, quanto costa in più al mese?',
        ],
      ).text,
    );
    expect(text).toContain('**15 giorni**');
    expect(text).toContain('**28 giorni**');
  });

  it('one level told with a past move keeps the single answer', () => {
    const text = openingLine(
      ask(
        'main-agent',
        'Studi professionali, 3° livello, 2 anni di anzianità: quanto preavviso devo dare se mi dimetto?',
      ).text,
    );
    expect(text).toContain('28 giorni');
    expect(text).not.toContain('15 giorni');
  });
});

describe('what a move between two levels adds is the gap of their minimums', () => {
  it('"quanto gli aumenta" with a move asks the gap today, not the renewal', () => {
    const text = openingLine(
      ask(
        'main-agent',
        'Studi professionali: se promuovo il praticante dal 4° al 3° livello, quanto gli aumenta lo stipendio minimo?',
      ).text,
    );
    expect(text).toContain('110,95 €');
  });

  it('a rise asked at a tranche stays the renewal of the level', () => {
    const text = openingLine(
      ask(
        'main-agent',
        'Commercio: sono passata dal 5° al 4° livello, quanto aumenta il minimo con la tranche di febbraio?',
      ).text,
    );
    expect(text).toContain('40,00 €');
  });
});

describe('a month said with "l\'anno prossimo" is next year\'s', () => {
  it('"l\'anno prossimo … prima di maggio" reads the table in force next April', () => {
    const text = openingLine(
      ask(
        'main-agent',
        "Multiservizi: l'anno prossimo, prima di maggio, promuoviamo un'addetta dal 4° al 5° livello. Quanto prenderà in più al mese di minimo?",
      ).text,
    );
    expect(text).toContain('98,91 €');
    expect(text).toContain('aprile 2027');
  });
});

describe('two people under two agreements, weighed, answer both agreements', () => {
  it('a relative in a co-operative and the writer a domestic worker: both surcharges, the higher first', () => {
    const text = openingLine(
      ask(
        'main-agent',
        "Mia madre fa l'OSS in cooperativa, io sono colf a ore con il contratto domestico. Tra noi due chi ha lo straordinario notturno pagato di più?",
      ).text,
    );
    expect(text).toContain('50%');
    expect(text).toContain('30%');
    expect(text.indexOf('50%')).toBeLessThan(text.indexOf('30%'));
  });
});
