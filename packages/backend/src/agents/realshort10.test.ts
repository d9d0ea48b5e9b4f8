import { describe, expect, it } from 'vitest';
import { askAgent, openingLine } from '../testing/agents.js';

type Agent = 'calcolo' | 'main-agent' | 'inquadra';
const ask = (agent: Agent, message: string, history: string[] = []) =>
  askAgent(agent, message, { history }).text;

describe('short phone asks answered at what they change (realshort10 classes)', () => {
  it('reads a worker who wants to go away as a resignation', () => {
    // Lavoro domestico, almeno 25 ore, oltre 5 anni: licenziamento 30 giorni, dimissioni la metà (15).
    const line = openingLine(
      ask(
        'main-agent',
        'la nostra colf sta da noi da 6 anni, 30 ore a settimana, e vuole andare via: quanto preavviso ci deve?',
      ),
    );
    expect(line).toMatch(/dimissioni/);
    expect(line).toContain('**15 giorni**');
  });

  it('answers a follow-up that gives only the firm’s size with that band of ROL', () => {
    // Commercio, oltre 15 dipendenti: ROL 72 ore + ex festività 32 = 104 ore.
    const line = openingLine(
      ask('main-agent', 'e con 25 dipendenti?', ['ROL ed ex festività commercio quante ore all’anno?']),
    );
    expect(line).toContain('104 ore');
    expect(line).not.toContain('56');
  });

  it('reads coffee made at the bar as the barista’s work', () => {
    const line = openingLine(
      ask('inquadra', 'in un bar FIPE faccio i caffè e i cappuccini tutto il giorno, livello?'),
    );
    expect(line).toMatch(/5° livello/);
    const only = ask(
      'inquadra',
      'al bancone faccio soltanto cappuccini e caffè, pubblici esercizi: che livello?',
    );
    expect(openingLine(only)).toMatch(/5° livello/);
  });

  it('recomputes a 13th month when a follow-up moves the hire month', () => {
    // 3° livello Commercio dal 1.11.2026: 2.024,38; da luglio 6 mesi: 2.024,38 × 6 / 12 = 1.012,19.
    const history = ['13a 3 liv commercio, assunto a febbraio 2026, a dicembre quanto?'];
    expect(openingLine(ask('calcolo', 'e se fosse entrato a luglio?', history))).toContain('1.012,19');
  });

  it('applies the seniority a conditional follow-up gives to the comporto', () => {
    // Metalmeccanici: 6 mesi fino a 3 anni, 9 da 3 a 6, 12 oltre 6.
    const history = ['comporto metalmeccanico con 1 anno di anzianità?'];
    expect(openingLine(ask('main-agent', 'e se avesse 8 anni?', history))).toContain('12 mesi');
  });

  it('gives the honest gap for an agreement not held compared with a held one', () => {
    const text = ask(
      'main-agent',
      'ho il contratto telecomunicazioni, ho più ferie dei metalmeccanici? quante ne ho',
    );
    expect(openingLine(text)).toMatch(/Telecomunicazioni/);
    expect(text).not.toMatch(/4 settimane/);
  });
});
