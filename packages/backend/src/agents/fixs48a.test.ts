import { describe, expect, it } from 'vitest';
import { askAgent, openingLines, withUpload } from '../testing/agents.js';

// Session 48 (fixs48a): domestic pay worked out to the figure asked, not one step short of it.

describe('several holidays listed after their month: each paid, and the total', () => {
  it('counts "a gennaio l\'1 e il 6" as two holidays and gives their sum', () => {
    const text = askAgent(
      'calcolo',
      "la colf fa 24 ore a sett, 9 euro l'ora, non convivente. a gennaio ci sono l'1 e il 6 e lei il martedì nn viene. quanto le pago per le festività di gennaio in tutto?",
    ).text;
    expect(openingLines(text)).toContain('72,00 €');
    expect(openingLines(text)).toContain('36,00 €');
  });
});

describe('a holiday worked for a span of the clock: the whole day', () => {
  it('adds the holiday to the hours worked with the 60% surcharge', () => {
    const text = askAgent(
      'calcolo',
      "La badante non convivente fa 30 ore settimanali a 9,00 € l'ora. Il primo maggio ha accompagnato la signora al pranzo dai parenti, dalle 9 alle 13. Quanto le spetta in tutto per quel giorno?",
    ).text;
    // 30/6 = 5 h × 9,00 = 45,00 €; 4 × 9,00 × 1,60 = 57,60 €; 102,60 €.
    expect(openingLines(text)).toContain('102,60 €');
    expect(openingLines(text)).toContain('57,60 €');
  });
});

describe("a live-in worker's 13th with the conventional board told", () => {
  it('puts the board and lodging in the month the twelfths are taken of', () => {
    const text = askAgent(
      'calcolo',
      'Badante convivente assunta il 1° luglio 2026: paga 1.200,00 € al mese più 180,00 € di valore convenzionale di vitto e alloggio. Quanto le spetta di tredicesima a dicembre?',
    ).text;
    // (1.200 + 180) × 6/12.
    expect(openingLines(text)).toContain('690,00 €');
    expect(openingLines(text)).not.toContain('600,00 €');
  });
});

describe('the hourly minimum with the increments from the day service began', () => {
  it('counts the increments from "dal <data>" and applies them to the hourly minimum', () => {
    const text = askAgent(
      'calcolo',
      'Colf non convivente di livello B, lavora per noi dal 1° marzo 2023, sempre la stessa famiglia. Con gli scatti di anzianità maturati, quanto è oggi la sua paga oraria minima?',
    ).text;
    // 7,01 € (B, non conviventi, 2026) + 4% = 7,29 €.
    expect(openingLines(text)).toContain("7,29 € l'ora");
  });
});

describe("a hiring letter's hourly pay set against the level's hourly minimum", () => {
  const letter = withUpload(
    'lettera-colf.txt',
    "LETTERA DI ASSUNZIONE\nContratto: CCNL lavoro domestico, tempo indeterminato\nMansioni: collaboratrice familiare\nLivello: B - non convivente\nOrario: 20 ore settimanali\nRetribuzione: 6,80 EUR lordi l'ora\n",
  );
  it('states the shortfall per hour', () => {
    const text = askAgent(
      'calcolo',
      "La paga scritta nella lettera rispetta il minimo? Di quanto è sotto all'ora?",
      letter,
    ).text;
    // 7,01 € (B, non conviventi, 2026) − 6,80 €.
    expect(openingLines(text)).toContain("7,01 € l'ora");
    expect(openingLines(text)).toContain("0,21 € l'ora");
  });
});
