import { describe, expect, it } from 'vitest';
import { askAgent, openingLine } from '../testing/agents.js';

// The period a 13th or a TFR covers, as the user's words give it (issue 12, session 50).
describe('the period of an accrual read from the words', () => {
  it('a worker in service for years who resigns: the months from January to the last day', () => {
    const answer = askAgent(
      'calcolo',
      'Magazziniere 5° livello commercio, lavora con noi da molti anni e ha dato le dimissioni, ultimo giorno 31/05/2026: ratei di tredicesima da pagare?',
    );
    expect(openingLine(answer.text)).toMatch(/5 mesi/);
    expect(answer.text).not.toMatch(/per 0 mesi/);
  });

  it('a leaving day with a two-digit year before a full stop ends the months, on the table then in force', () => {
    const answer = askAgent(
      'calcolo',
      'impiegata 3 livello studi professionali, entrata il 2/3/26, lascia il lavoro con ultimo giorno 31/7/26. rateo tredicesima?',
    );
    // March–July 2026 = 5 months; 3° livello from 1.10.2025 1.706,37 (KB): 1.706,37 × 5 / 12 = 710,99.
    expect(openingLine(answer.text)).toContain('710,99');
  });

  it("another household worker in service the whole year: not the earlier worker's hire", () => {
    const answer = askAgent(
      'calcolo',
      "Un'altra colf, stesso livello, in servizio tutto l'anno: quanto TFR le matura nel 2026?",
      {
        history: [
          'Colf convivente livello B al minimo 2026, assunta il 1/4/26: quanta tredicesima a dicembre?',
        ],
      },
    );
    expect(openingLine(answer.text)).toMatch(/in un anno/);
    expect(answer.text).not.toMatch(/9 mesi|× 9\/12/);
  });

  it("a season's whole pay told with no months is the TFR base itself", () => {
    const answer = askAgent(
      'calcolo',
      "cameriere stagionale in un lido, nell'intera stagione estiva ho guadagnato 7.290 euro lordi, quanto tfr mi spetta?",
    );
    // 7.290 / 13,5 = 540,00 (gross quota); 0,50% = 36,45; net 503,55.
    expect(openingLine(answer.text)).toContain('540,00');
    expect(openingLine(answer.text)).toContain('503,55');
  });
});
