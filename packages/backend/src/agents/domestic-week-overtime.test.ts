import { describe, expect, it } from 'vitest';
import { askAgent, openingLine } from '../testing/agents.js';

const opening = (agent: string, message: string, extra: Parameters<typeof askAgent>[2] = {}) =>
  openingLine(askAgent(agent, message, extra).text);

describe('a domestic week’s overtime counted by band from the hourly pay', () => {
  it('46 hours at 8,00 €: 4 hours at +10% and 2 at +25%, 55,20 €, whatever the story around it', () => {
    const text = opening(
      'calcolo',
      "Ho una colf non convivente che prendo a 8,00 € l'ora. Questa settimana, con mia madre ricoverata, le ho chiesto di restare di più: ha fatto 46 ore in tutto, tutte di giorno (tra le 8 e le 19). Quanto le devo in totale per le ore sopra le 40?",
    );
    expect(text).toContain('**55,20 €**');
    expect(text).toContain('4 ore al +10%');
    expect(text).not.toMatch(/malattia/i);
  });

  it('3 more daytime hours after 45: all past the 44th, +25%, 30,00 €', () => {
    const text = opening(
      'calcolo',
      "colf non convivente a 8 euro l'ora, ha gia fatto 45 ore questa settimana e ne fa altre 3 di giorno: quanto le devo per quelle 3?",
    );
    expect(text).toContain('**30,00 €**');
  });

  it('the same 3 hours at night in a follow-up: +50%, 36,00 €', () => {
    const text = opening('calcolo', 'e se quelle 3 ore erano di notte dopo le 22?', {
      history: [
        "colf non convivente a 8 euro l'ora, ha gia fatto 45 ore questa settimana e ne fa altre 3 di giorno: quanto le devo per quelle 3?",
      ],
    });
    expect(text).toContain('**36,00 €**');
  });

  it('43 hours at 9 €: the three hours within the 44th at +10%, 29,70 €', () => {
    const text = opening(
      'main-agent',
      "la colf (non convivente, 9 euro l'ora) questa settimana ha lavorato 43 ore, tutte di giorno: quanto le spetta per lo straordinario?",
    );
    expect(text).toContain('**29,70 €**');
  });

  it('a follow-up naming its own hours on a Sunday values those hours, not the earlier ones', () => {
    const text = askAgent(
      'calcolo',
      'e se invece domenica le chiedo di venire 4 ore, quanto le devo per quelle ore?',
      {
        history: [
          "colf non convivente, 40 ore settimanali, 10 euro l'ora. questa settimana ha fatto 42 ore di giorno: quanto le pago le 2 ore in più?",
        ],
      },
    ).text;
    expect(openingLine(text)).toContain('64,00 €');
    expect(openingLine(text)).not.toContain('32,00 €');
  });
});
