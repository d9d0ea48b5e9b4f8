import { describe, expect, it } from 'vitest';
import { askAgent, openingLine as lead } from '../testing/agents.js';

const ask = (agent: string, message: string, history: string[] = []) => askAgent(agent, message, { history });

describe('an apprenticeship month written in shorthand ("27mo", "31imo")', () => {
  it('a follow-up moves the apprentice to the month it names, with that period’s share', () => {
    const first =
      'Apprendista in uno studio di commercialisti, CCNL studi professionali, livello finale 3°: al 10° mese quanto prende?';
    // Studi professionali: 70% in months 1–12, 85% in 13–24, 93% from the 25th.
    expect(lead(ask('main-agent', first).text)).toMatch(/70%/);
    const later = lead(
      ask('main-agent', 'e una collega con la stessa qualifica che è al 31imo mese?', [first]).text,
    );
    expect(later).toMatch(/31° mese/);
    expect(later).toMatch(/93%/);
    const shorthand = lead(ask('main-agent', 'e se fosse al 14mo mese?', [first]).text);
    expect(shorthand).toMatch(/85%/);
  });
});

describe('a local surcharge the council may raise is not a renewal increase', () => {
  it('answers the municipal surcharge asked, not the 5% tax on renewal increases', () => {
    const answer = ask(
      'calcolo',
      "Vivo a Palermo, reddito imponibile di 24.000 euro nel 2026: quanto pago di addizionale comunale quest'anno? Il Comune voleva aumentarla, non so se l'ha fatto.",
    ).text;
    expect(lead(answer)).toMatch(/addizionale comunale/i);
    expect(answer).not.toMatch(/sostitutiva del 5%/);
  });

  it('still answers the 5% tax when the renewal increase is the subject', () => {
    const answer = ask(
      'calcolo',
      "Con l'aumento del rinnovo di quest'anno pago meno tasse? Nel 2025 ho guadagnato 24.000 euro.",
    ).text;
    expect(answer).toMatch(/5%/);
  });
});
