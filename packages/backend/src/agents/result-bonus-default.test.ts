import { describe, expect, it } from 'vitest';
import { askAgent, openingLine, openingLines } from '../testing/agents.js';

// Session 50 (fixs50i): FIPE 2024 renewal, the sum due by level where no agreement on the result bonus exists.
const today = '2026-11-28';
const ask = (message: string, agent = 'main-agent') => askAgent(agent, message, { today }).text;

describe('FIPE: the result bonus due without a company agreement', () => {
  it('a 5th-level waiter, no second-level agreement: 140 € with November 2027 pay', () => {
    const text = ask(
      'Pizzeria col contratto dei pubblici esercizi, cameriere di 5° livello. Da noi non esiste un accordo sul premio di risultato: cosa prevede il CCNL e in che mese va pagato?',
    );
    expect(openingLine(text)).toContain('140,00 €');
    expect(openingLine(text)).toContain('novembre 2027');
    expect(openingLine(text)).not.toMatch(/imposta sostitutiva/);
  });
  it('no level given: the range and the month', () => {
    const text = ask(
      'CCNL FIPE: senza accordo aziendale sul premio di produttività il rinnovo prevede qualcosa?',
    );
    expect(openingLine(text)).toMatch(/112,00 €.*186,00 €/);
    expect(text).toContain('158,00 €');
  });
  it('the bonus tax asked stays the tax answer', () => {
    const text = ask(
      'CCNL FIPE, premio di risultato di 800 euro nel 2027 senza accordi aziendali: che imposta sostitutiva si applica?',
    );
    expect(openingLine(text)).toContain('1%');
  });
});

describe('the sum without a second-level agreement asked for several levels', () => {
  it('"quanto spetta ai livelli 4 e 5?" opens with their sum, not the range of every level', () => {
    const text = askAgent(
      'main-agent',
      'Consulente per alcuni ristoranti che applicano il CCNL FIPE senza contratto integrativo. Il rinnovo prevede un importo da erogare se non si definiscono accordi sul premio di risultato: quanto spetta ai livelli 4 e 5 e con quale retribuzione va pagato?',
    ).text;
    expect(openingLines(text)).toContain('140,00 €');
    expect(openingLines(text)).toContain('novembre 2027');
    expect(openingLines(text)).not.toContain('112,00 €');
  });
});
