import { describe, expect, it } from 'vitest';
import { askAgent } from '../testing/agents.js';

const answer = (message: string, history?: string[]) =>
  askAgent('main-agent', message, history ? { history } : undefined).text;

describe("a recent hire's permits asked beside the full ones", () => {
  it('gives a FIPE hire of this year the ex festività now and the full hours the ramp reaches', () => {
    const text = answer(
      'Ho assunto una barista a maggio 2026, CCNL FIPE. Quante ore di permessi le spettano ora e quante ne avrà quando arriverà a regime?',
    );
    expect(text).toMatch(/\*\*32 ore l'anno\*\*/);
    expect(text).toMatch(/104 ore l'anno/);
    expect(text).not.toMatch(/maturano \*\*/);
  });

  it('answers "nei primi anni ha diritto a tutti?" with both the first years and the full hours', () => {
    const text = answer(
      'Ho preso un commesso a febbraio 2026, contratto commercio, siamo in 6. Nei primi anni gli spettano proprio tutti i permessi, ROL compresi?',
    );
    expect(text).toMatch(/32 ore l'anno/);
    expect(text).toMatch(/56 ore × 0%/);
    expect(text).toMatch(/88 ore l'anno/);
  });

  it('states what a colleague hired before the ramp has', () => {
    const text = answer(
      'Pubblici esercizi FIPE: un aiuto cuoco assunto a ottobre 2026 quante ore annue di ROL ed ex festività ha, rispetto ai colleghi assunti nel 2016?',
    );
    expect(text).toMatch(/\*\*32 ore l'anno\*\*/);
    expect(text).toMatch(/chi è assunto prima del 2 gennaio 2018[^\n]*104 ore/);
  });

  it('tells a worker hired last year when the hours reach those of a senior colleague', () => {
    const text = answer(
      "Faccio la cameriera in un bar da aprile 2025, CCNL pubblici esercizi, full time: quante ore di permessi pagati ho all'anno, e quando ne avrò quante la mia collega anziana?",
    );
    expect(text).toMatch(/\*\*32 ore l'anno\*\*/);
    expect(text).toMatch(/misura piena, \*\*104 ore l'anno\*\*, arriva dopo \*\*4 anni\*\*/);
  });

  it("keeps the hours accrued so far as a new hire's share alone", () => {
    const text = answer(
      'Assunto a marzo 2026 in un negozio del commercio con 5 dipendenti: quante ore di permesso ha maturato finora?',
    );
    expect(text).toMatch(/maturano \*\*/);
    expect(text).not.toMatch(/88 ore/);
  });
});

describe('another worker in a follow-up', () => {
  it('counts the service of a worker "con noi dal 2012", not the earlier hire', () => {
    const text = answer('e la lavapiatti che lavora con noi dal 2012? lei quante ore ha', [
      'Abbiamo una cameriera assunta a giugno 2025 in pizzeria, CCNL FIPE, tempo pieno. Quante ore annue di permessi retribuiti le spettano?',
    ]);
    expect(text).toMatch(/\*\*104 ore l'anno\*\*/);
    expect(text).not.toMatch(/32 ore l'anno\*\*/);
  });

  it('answers "stessa domanda" for a firm of another size with that size\'s ROL', () => {
    const text = answer(
      'Stessa domanda per un magazziniere della sede centrale, che ha 40 dipendenti (in forza dal 2010, tempo pieno).',
      [
        'Commercio, negozio con 6 dipendenti, commesso assunto nel 2008 a tempo pieno: quante ore annue di ROL ed ex festività gli spettano?',
      ],
    );
    expect(text).toMatch(/\*\*104 ore l'anno\*\*/);
    expect(text).toMatch(/72 ore/);
    expect(text).not.toMatch(/56 ore/);
  });
});
