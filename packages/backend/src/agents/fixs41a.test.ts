import { describe, expect, it } from 'vitest';
import { readQuestion } from '../reader/read.js';
import { askAgent, openingLines, TEST_TODAY, testKb } from '../testing/agents.js';
import { statedInpsRate } from './stated-inps-rate.js';

// A Metalmeccanici HR office's questions (session 41, fixs41a): levels said as codes or former categories with
// no agreement named, a firm's size that picks the overtime ceiling, a renewal's flexible benefits, the most
// increments asked in a follow-up, and the INPS rate of the firm's own payslip.
const today = '2026-11-27';
const ask = (agent: string, message: string, history: string[] = []) =>
  askAgent(agent, message, { today, ...(history.length ? { history } : {}) }).text;
const read = (message: string, history: string[] = []) =>
  readQuestion({ kb: testKb, message, history, categories: [], today: TEST_TODAY, agent: 'main-agent' });
const metalworkers = testKb.agreements.find((c) => c.id === 'metalmeccanica-industria-federmeccanica');

describe('level codes and former categories that name the agreement', () => {
  it('two codes only one agreement of the worker’s category has: the metalworkers’ operaio', () => {
    const request = read('Un operaio D2 lo vogliamo portare in C2: quanto costa in più al mese di minimo?');
    expect(request.slots.agreements).toEqual([metalworkers?.id_categoria]);
  });

  it('a code with the minimum the worker quotes: the agreement whose table holds that figure', () => {
    const request = read(
      'Sono inquadrata C3 e da giugno il minimo è 2.211,43: quando c’è il prossimo scatto di minimo?',
    );
    expect(request.slots.agreements).toEqual([metalworkers?.id_categoria]);
    expect(request.slots.level).toBe('C3');
  });

  it('the same code with a figure no table holds stays unknown', () => {
    const request = read('Sono C3 e prendo 1.700 euro di minimo: è giusto?');
    expect(request.slots.agreements).toEqual([]);
  });

  it('the level a change of code reaches, not the first code named', () => {
    const request = read(
      'Un operaio che era C1 con un scatto, da dicembre lo passiamo a C2: quanto mettiamo di scatti?',
    );
    expect(request.slots.level).toBe('C2');
  });

  it('a former category read as today’s level, asked alone and as a follow-up', () => {
    const first =
      'Nella lettera di assunzione del 2012 c’è scritto 6ª categoria: oggi a che livello corrisponde?';
    expect(openingLines(ask('inquadra', first))).toMatch(/B2/);
    const next = ask('inquadra', 'e uno che nel vecchio contratto era 5ª super, oggi dove rientra?', [first]);
    expect(openingLines(next)).toMatch(/\bB1\b/);
  });
});

describe('figures the case decides', () => {
  it('the yearly overtime ceiling of the firm’s size opens the answer', () => {
    const text = ask(
      'main-agent',
      'Siamo in 120 dipendenti, CCNL metalmeccanici industria: quante ore di straordinario l’anno al massimo?',
    );
    expect(openingLines(text)).toMatch(/250 ore l'anno/);
  });

  it('a bigger firm keeps the general ceiling', () => {
    const text = ask(
      'main-agent',
      'Azienda con 450 dipendenti, CCNL metalmeccanici industria: limite annuo di straordinario?',
    );
    expect(openingLines(text)).toMatch(/200 ore l'anno/);
  });

  it('the renewal’s flexible benefits, asked after its tranches', () => {
    const text = ask('main-agent', 'e il welfare dei flexible benefit quanto è adesso?', [
      'Metalmeccanici industria: quali sono le tranche del rinnovo 2025-2028?',
    ]);
    expect(openingLines(text)).toMatch(/250 euro/);
  });

  it('the most increments asked after a minimum with increments: the gross with all of them', () => {
    const text = ask('calcolo', 'e a scatti pieni quanto prende?', [
      'Metalmeccanici industria, un C2 con 1 scatto: minimo più scatti al mese?',
    ]);
    expect(openingLines(text)).toMatch(/5 scatti/);
    expect(openingLines(text)).toMatch(/2\.198,63/);
  });

  it('the INPS rate of the firm’s payslip replaces the ordinary one', () => {
    const text = ask(
      'calcolo',
      'Metalmeccanici industria, C2 senza scatti: netto mensile 2026 con contributi a carico del lavoratore al 9,49% come da nostro cedolino?',
    );
    expect(text).toMatch(/Contributi INPS a carico del lavoratore \(9,49%\)/);
    expect(statedInpsRate('netto di un C3 con 9% di aumento')).toBeUndefined();
  });
});
