import { describe, expect, it } from 'vitest';
import { askAgent, openingLines } from '../testing/agents.js';

// Session 55 (fixs55d): hotel and building-site pay rules asked by their trade names, in new words.
describe('hotel and building-site rules asked by trade name', () => {
  it('extra staff named in the story, their pay asked in other words: the extra workers table', async () => {
    const a = await askAgent(
      'calcolo',
      'Albergo con CCNL Turismo Federalberghi: il 3 ottobre 2026 per una cena di gala prendo due lavoratori extra al 5° livello, 6 ore ciascuno. Secondo la tabella nazionale, quanto spetta lordo a testa?',
    );
    expect(openingLines(a.text)).toContain('89,10 €');
    expect(openingLines(a.text)).toContain('14,85 €');
  });

  it('Cassa Edile Christmas bonus share from hours and hourly elements, asked as a calculation', async () => {
    const a = await askAgent(
      'calcolo',
      'CCNL edilizia industria, un muratore ha fatto 150 ore ordinarie a ottobre con elementi retributivi di 12,00 €/h: quanto si accantona lordo in Cassa Edile come gratifica natalizia?',
    );
    expect(openingLines(a.text)).toContain('180,00 €');
  });

  it("building firm's Saturday hours on a six-day week: the 8% surcharge", async () => {
    const a = await askAgent(
      'main-agent',
      "Cantiere edile, CCNL edilizia industria: se l'orario normale viene distribuito su sei giornate, per le ore normali del sabato è prevista una maggiorazione e di quanto?",
    );
    expect(openingLines(a.text)).toContain('8%');
  });

  it('Turismo overtime in the evening before midnight is day overtime (night is 24 to 6)', async () => {
    const a = await askAgent(
      'calcolo',
      'CCNL Turismo Federalberghi, cameriere ai piani 4° livello senza scatti: a ottobre 2026 ha fatto straordinario dalle 20 alle 22. Quanto gli devo per queste 2 ore?',
    );
    expect(openingLines(a.text)).toContain('25,63 €');
    expect(openingLines(a.text)).not.toContain('+60%');
  });

  it('Turismo 14th with increments told with their amount: added to the minimum', async () => {
    const a = await askAgent(
      'main-agent',
      'CCNL Turismo alberghi, receptionist al 4° livello con tre scatti di anzianità da 33,05 euro: a quanto ammontava la quattordicesima pagata a luglio 2026?',
    );
    expect(openingLines(a.text)).toContain('1.794,84 €');
  });
});
