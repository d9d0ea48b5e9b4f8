import { describe, expect, it } from 'vitest';
import { askAgent, openingLine } from '../testing/agents.js';

// Session 14 (fixh): what the asking clause asks, after a story, a comparison marker or a short follow-up.
const ask = (message: string, history: string[] = [], agent = 'main-agent') =>
  askAgent(agent, message, { history }).text;

describe('a notice asked after a story that says "a voce" and "basta"', () => {
  it('answers the notice, not the tax', () => {
    const text = ask(
      'Il capo me l\'ha detto a voce ieri: da gennaio sono fuori perché gli ordini sono crollati. Sono C2 metalmeccanico con 3 anni. Secondo lui basta una telefonata. Quanto preavviso mi devono dare se mi licenziano?',
    );
    expect(openingLine(text)).toMatch(/preavviso/i);
    expect(openingLine(text)).not.toMatch(/IRPEF/);
  });
});

describe('the minimum at fewer part-time hours, asked as how much it goes down', () => {
  it('answers the reduced minimum', () => {
    // Commercio 4° livello from 1 November 2026: 1.818,75 × 30 / 40 = 1.364,06
    const text = ask(
      'rientro dal congedo e faccio il part time a 30 ore, commessa 4 livello commercio: lo stipendio minimo di quanto scende?',
    );
    expect(openingLine(text)).toContain('1.364,06');
  });
});

describe('"per confronto" naming one agreement answers its payment date', () => {
  it('the 14th of the Studi professionali, paid by 30 June', () => {
    const text = ask('A titolo di paragone: negli studi professionali la quattordicesima in che mese la danno?', [
      'sono cuoco in un ristorante FIPE, la quattordicesima quando la pagano?',
    ]);
    expect(openingLine(text)).toContain('30 giugno');
  });
});

describe('a short follow-up giving the level answers the minimum the turn before asked', () => {
  it('opens with the table minimum and its parts', () => {
    const text = ask(
      'è al 5° livello, allora quanto fa?',
      ['quanto prende di minimo una commessa del commercio?'],
      'calcolo',
    );
    expect(openingLine(text)).toMatch(/^Il minimo mensile lordo/);
    expect(openingLine(text)).toContain('paga base');
  });
});
