import { describe, expect, it } from 'vitest';
import { askAgent, openingLines } from '../testing/agents.js';

// A turn that asks the same pay figure at another date, the next increase, or the total for a new count gets that
// figure, not a renewal list, a per-unit value or the earlier turn's topic (at 2026-11-22).
const ask = async (agent: string, turns: string[]) => {
  const message = turns.at(-1) ?? '';
  return openingLines((await askAgent(agent, message, { history: turns.slice(0, -1) })).text);
};

describe('the same figure asked at another date', () => {
  it('a month typed with a slip ("giugnio") moves the minimum to that month', async () => {
    const opening = await ask('calcolo', [
      'metalmeccanico industria livello C3, qual è il minimo mensile oggi?',
      'e da giugnio del prossimo anno a quanto arriva?',
    ]);
    expect(opening).toContain('2.271,01 €');
    expect(opening).toContain('1° giugno 2027');
  });

  it('a past month with back pay said as the reckoning to redo: the table minimum then, not the renewal', async () => {
    const opening = await ask('calcolo', [
      'retribuzione tabellare del 4° livello metalmeccanici artigianato, settore installazione impianti, oggi?',
      'e a giugno 2025 quant era? dobbiamo fare il conto degli arretrati',
    ]);
    expect(opening).toContain('1.606,98 €');
    expect(opening).not.toContain('una tantum');
  });

  it('a rise asked by a month without its year, after the tranches already paid: the one to come', async () => {
    const opening = await ask('main-agent', [
      'Studio legale, una dipendente al 3° livello studi professionali: abbiamo già applicato le tranche di ottobre 2024 e di ottobre 2025. A dicembre di quanto aumenta il minimo?',
    ]);
    expect(opening.split('\n')[0]).toContain('20,00 €');
    expect(opening).toContain('1° dicembre 2026');
  });
});

describe('the increments asked after another subject, or at a length reached later', () => {
  it('the increments named after a ROL question are the subject, with their count and period', async () => {
    const opening = await ask('main-agent', [
      'Negozio Confcommercio con 10 dipendenti: quante ore di permessi ROL spettano in un anno?',
      'e gli scatti di anzianità quanti ne spettano al massimo e ogni quanti anni?',
    ]);
    expect(opening).toContain('10 scatti');
    expect(opening).toMatch(/triennal/);
  });

  it('the years of service reached later give the increments then, and the cap when reached', async () => {
    const opening = await ask('main-agent', [
      'metalmeccanico livello C2, da 4 anni nella stessa azienda: quanto prendo di scatti al mese?',
      'e una volta raggiunti i 12 anni? ne prendo ancora?',
    ]);
    expect(opening).toContain('5 × 26,75 €');
    expect(opening).toContain('133,75 €');
    expect(opening).toContain('il massimo è raggiunto');
  });
});

describe('the next increase of two agreements', () => {
  it('the next tranche of each, with its day, not the renewal totals', async () => {
    const opening = await ask('confronta', [
      'prossima tranche del commercio al 4° livello contro quella dei metalmeccanici C3: quanto e quando?',
    ]);
    expect(opening).toContain('40,00 € dal 1° febbraio 2027');
    expect(opening).toContain('59,58 € dal 1° giugno 2027');
  });
});
