import { describe, expect, it } from 'vitest';
import { askAgent, openingLines } from '../testing/agents.js';

// Session 51 (fixs51c): renewal and tranche questions answered as asked — the validity the sources publish, the
// increase and the new minimum of a follow-up's level, a tranche's yearly cost, the renewal's shorter hours.
const opening = (message: string, history: string[] = []) =>
  openingLines(askAgent('main-agent', message, { history }).text);

describe('renewal and tranche questions', () => {
  it('gives the Studi professionali validity the published sources state (1 March 2024 – 28 February 2027)', () => {
    const text = opening('il contratto degli studi professionali fino a che data è valido?');
    expect(text).toContain('28 febbraio 2027');
    expect(text).not.toContain('15 febbraio 2027');
  });

  it('opens a follow-up on another level with its increase and new minimum, the question mark left out', () => {
    const history = [
      'CCNL Terziario Confcommercio: di quanto sale il minimo del 2° livello a febbraio 2027?',
    ];
    const text = opening("e la commessa al 6 livello? quant'è l aumento e il nuovo minimo", history);
    expect(text).toContain('aumenta di **32,44 €**');
    expect(text).toContain('1.602,60 €');
  });

  it('reads "l\'aumento e il minimo nuovo" as the tranche asked, not the minimum alone', () => {
    const history = [
      'CCNL Terziario Confcommercio: di quanto sale il minimo del 2° livello a febbraio 2027?',
    ];
    const text = opening("e per il 6 livello? l'aumento e il minimo nuovo", history);
    expect(text).toContain('aumenta di **32,44 €**');
  });

  it("gives a tranche's yearly cost as the rise times the agreement's monthly payments", () => {
    const text = opening(
      "metalmeccanici industria, un C3: l'aumento di giugno 2026 all'azienda quanto costa in più in un anno?",
    );
    expect(text).toContain('53,17 €');
    expect(text).toContain('**691,21 €**');
    expect(text).not.toMatch(/costo annuo per l'azienda/i);
  });

  it("opens with the food industry renewal's shorter hours for 18 and 21 shifts", () => {
    const text = opening(
      'industria alimentare, reparto a ciclo continuo su 21 turni: di quante ore si riduce l’orario con il rinnovo, dal 2026 e poi dal 2027?',
    );
    expect(text).toContain('4 ore');
    expect(text).toContain('8 ore');
  });
});
