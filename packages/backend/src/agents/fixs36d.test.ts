import { describe, expect, it } from 'vitest';
import { readQuestion } from '../reader/read.js';
import { askAgent, testKb as kb, openingLine, TEST_TODAY } from '../testing/agents.js';
import { fourteenthAsked } from './extra-month-asked.js';

const read = (history: string[], message: string) =>
  readQuestion({ kb, message, history, categories: [], today: TEST_TODAY });

describe('follow-ups that move the level or the person', () => {
  it('"e se sono al livello sopra?" after an ex 5° level is the B1, the next by pay', () => {
    const r = read(
      ["sono ex 5° livello metalmeccanico: a giugno è scattato l'aumento, di quanto è salito il minimo?"],
      'E se sono al livello sopra? quanto è il minimo adesso?',
    );
    expect(r.slots.level).toBe('B1');
  });

  it('"e un livello più in basso?" after a C2 is the C1; in the Commercio the level above the 4th is the 3rd', () => {
    expect(
      read(
        ['sono C2 metalmeccanico: a giugno 2026 di quanto è salito il minimo?'],
        'e un livello più in basso?',
      ).slots.level,
    ).toBe('C1');
    expect(
      read(
        ['Minimo del 4° livello CCNL Commercio a dicembre 2026?'],
        'E per il livello immediatamente superiore?',
      ).slots.level,
    ).toBe('3');
  });

  it('"e il mio collega che ha 12 anni?" after 7 years: 12 years, capped at 5 increments', () => {
    const history = [
      'sono c3 metalmeccanico, sto nella stessa azienda da 7 anni, quanti scatti di anzianita ho e quanto prendo?',
    ];
    const message = 'e il mio collega che ha 12 anni? sempre c3 uguale a me';
    expect(read(history, message).slots.seniorityYears).toBe(12);
    const answer = askAgent('calcolo', message, { history });
    expect(openingLine(answer.text)).toContain('148,20 €');
  });
});

describe('a renewal tranche asked by its year or as the minimum it brings', () => {
  it('"quale sarà l\'aumento del C3 nel 2027" opens with the 1 June 2027 tranche, not the minimum in force', () => {
    const answer = askAgent(
      'main-agent',
      "CCNL Metalmeccanici industria, rinnovo del 22 novembre 2025: quale sarà l'aumento del minimo per il livello C3 nel 2027 e a quanto arriverà il minimo?",
    );
    expect(openingLine(answer.text)).toContain('59,58 €');
    expect(openingLine(answer.text)).toContain('2.271,01 €');
    expect(answer.text).not.toContain('2.158,26 €');
  });

  it('"quanto diventa, con l\'aumento del rinnovo?" states the new minimum and the step over the table before', () => {
    const answer = askAgent(
      'calcolo',
      "e da giugno dell'anno prossimo quanto diventa, con l'aumento del rinnovo?",
      {
        history: ['qual è adesso il minimo di un C3 metalmeccanico Federmeccanica?'],
      },
    );
    expect(openingLine(answer.text)).toContain('2.271,01 €');
    expect(openingLine(answer.text)).toContain('59,58 €');
  });
});

describe('the 13th and 14th month: which is asked, and a 14th doubted', () => {
  it('the asking sentence names the extra month when its last clause names neither', () => {
    expect(
      fourteenthAsked(
        'Ad agosto abbiamo pagato la 14esima pro quota. Ora devo fare la tredicesima: quanto viene?',
      ),
    ).toBe(false);
    // The 14th is the subject, the 13th only compared to it; both named in the asking sentence keep the 14th.
    expect(
      fourteenthAsked('La quattordicesima non arriva a dicembre come la tredicesima. Quando la pagano?'),
    ).toBe(true);
    expect(
      fourteenthAsked('a giugno la quattordicesima e a dicembre la tredicesima: mi fai i due conti?'),
    ).toBe(true);
  });

  it('the 13th of December asked after a 14th told as paid "in proporzione, circa 450 euro"', () => {
    const answer = askAgent(
      'calcolo',
      'commessa al 4° livello Commercio assunta il 1° aprile 2026; a luglio le abbiamo pagato la quattordicesima in proporzione, circa 450 euro. la tredicesima di dicembre 2026 quanto sarà?',
    );
    expect(openingLine(answer.text)).toContain('1.364,06 €');
  });

  it('a cooperative 14th of half the pay is right; a whole month is not the rule', () => {
    const right = askAgent(
      'main-agent',
      'sono educatrice in una cooperativa sociale, 1.750 lordi al mese. con la busta di giugno mi hanno dato 875 euro di quattordicesima: è normale che sia la metà dello stipendio?',
    );
    expect(openingLine(right.text)).toMatch(/^\*\*Sì\*\*/);
    expect(openingLine(right.text)).toContain('875,00 €');
    const wrong = askAgent(
      'main-agent',
      'lavoro in una coop sociale, prendo 1.600 lordi al mese, a giugno la 14esima è stata di 1.600 euro, è giusta?',
    );
    expect(openingLine(wrong.text)).toMatch(/^\*\*No\*\*/);
    expect(openingLine(wrong.text)).toContain('800,00 €');
  });
});
