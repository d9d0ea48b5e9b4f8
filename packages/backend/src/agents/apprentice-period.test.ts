import { describe, expect, it } from 'vitest';
import { askAgent, openingLines as opening } from '../testing/agents.js';

// CCNL Metalmeccanici industria (rinnovo 2021, Bollettino ADAPT 25/2/2021): 85%, 90% and 95% of the destination
// level's minimum in the three periods; the periods have no fixed months.
describe('a Metalmeccanici industria apprentice paid a share of the destination level by period', () => {
  it('the second period applies 90% to the level minimum at the date asked', () => {
    const { text } = askAgent(
      'calcolo',
      'Officina meccanica, CCNL Federmeccanica: il nostro apprendista diventerà C3 e adesso è nel secondo periodo. Che paga base mensile gli spetta a settembre 2026?',
    );
    // C3 from 1/6/2026: 2.211,43 × 90% = 1.990,29.
    expect(opening(text)).toContain('1.990,29 €');
    expect(opening(text)).toContain('90%');
  });

  it('the last period named as "ultimo" is the third, at 95%', () => {
    const { text } = askAgent(
      'main-agent',
      "metalmeccanica industria, apprendista con livello finale C3 nell'ultimo periodo: quanto prende di minimo a ottobre 2026?",
    );
    expect(opening(text)).toContain('2.100,86 €');
  });

  it('a comparison with Turismo gives the professionalizzante shares, not the first-level training hours', () => {
    const { text } = askAgent(
      'confronta',
      "Metto a confronto l'apprendista professionalizzante del CCNL Turismo Federalberghi e quello dei Metalmeccanici industria: che percentuale della paga finale ricevono?",
    );
    expect(opening(text)).toContain('80%');
    expect(opening(text)).toContain('85%');
    expect(opening(text)).not.toMatch(/\b50 ?%/);
  });

  it('the apprenticeship counts at 65% for the seniority increases', () => {
    const { text } = askAgent(
      'main-agent',
      "Metalmeccanici Federmeccanica: l'ex apprendista ora è a tempo indeterminato, i mesi di apprendistato valgono per gli scatti di anzianità?",
    );
    expect(opening(text)).toContain('65%');
  });
});

describe("an apprentice's 13ª as a twelfth of the share paid", () => {
  it('takes the period share of the destination minimum, not the full minimum', () => {
    const { text } = askAgent(
      'calcolo',
      'CCNL metalmeccanici industria, apprendista con livello di destinazione C3 nel primo periodo, assunto il 1° marzo 2026: a quanto ammonta il rateo di tredicesima di dicembre 2026?',
    );
    // 2.211,43 × 85% = 1.879,72; × 10/12 = 1.566,43.
    expect(opening(text)).toContain('1.566,43 €');
    expect(opening(text)).not.toContain('1.842,86 €');
  });
});
