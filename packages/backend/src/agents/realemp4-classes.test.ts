import { describe, expect, it } from 'vitest';
import { askAgent, openingLine } from '../testing/agents.js';

const text = (a: unknown) => (a as { text: string }).text;
/** The opening proposes a level: «Livello proposto: **5° livello**». */
const proposed = (a: unknown) => openingLine(text(a)).replace(/\*/g, '');

describe('household care told in a family’s words (re4- classes, new phrasings)', () => {
  it('care tasks for a parent the family calls autonomous are the assistant’s BS, not the companion’s AS', async () => {
    const a = await askAgent(
      'inquadra',
      'Cerchiamo una donna che stia con la nonna, che è ancora autonoma: deve farle compagnia, aiutarla a fare la doccia e ricordarle le medicine. Contratto colf e badanti, che livello?',
    );
    expect(proposed(a)).toContain('livello BS');
  });

  it('company alone for a parent who does everything by himself stays AS', async () => {
    const a = await askAgent(
      'inquadra',
      'Ci serve una signora che faccia solo compagnia a mio padre, che fa ancora tutto da solo. Contratto colf, livello?',
    );
    expect(proposed(a)).toContain('livello AS');
  });
});

describe('the shop assistant’s helper (re4- classes, new phrasings)', () => {
  it('a boy who helps the shop assistant and shelves at the counter is the aiuto commesso (5°)', async () => {
    const a = await askAgent(
      'inquadra',
      'In cartoleria mi serve un ragazzo che aiuti il commesso: sistema la merce, sta al banco quando serve e fa quello che gli dice il commesso. CCNL commercio, che livello?',
    );
    expect(proposed(a)).toContain('5° livello');
  });
});

describe('calculations employers ask in a conversation (re4- classes, new phrasings)', () => {
  it('a colf’s 13ª from visits × hours at the hourly pay given', async () => {
    const a = await askAgent(
      'calcolo',
      "la colf viene due mattine a settimana per 3 ore, la paghiamo 10 euro l'ora e lavora da noi da anni: quanto le spetta di tredicesima?",
    );
    // 10 × 6 × 52 / 12
    expect(text(a)).toContain('260,00');
  });

  it('"e la tredicesima che gli spetta?" after a 14ª from a hire day computes the 13ª from that day', async () => {
    const a = await askAgent('calcolo', 'e la tredicesima che gli spetta?', {
      history: [
        'Barista assunto il 1° marzo 2026 al 5° livello del CCNL Pubblici esercizi: quanto matura di quattordicesima a luglio?',
      ],
    });
    expect(openingLine(text(a))).toMatch(/tredicesima per 10 mesi/);
  });

  it('"e dal terzo anno quanto prende?" after an apprentice’s yearly cost is the apprentice’s pay that year', async () => {
    const a = await askAgent('calcolo', 'e dal terzo anno quanto prende?', {
      history: [
        'Apprendista professionalizzante in uno studio professionale, livello di arrivo 4°: quanto spendo di stipendi lordi il primo anno rispetto a un assunto normale?',
      ],
    });
    expect(openingLine(text(a))).toMatch(/apprendista/);
    expect(text(a)).toContain('93%');
  });

  it('the months’ pay asked beside both ratei opens the answer', async () => {
    const a = await askAgent(
      'calcolo',
      'Assunzione stagionale di 4 mesi al 6° super del CCNL Turismo: quanto spendo di stipendi per i 4 mesi e quanto di ratei di tredicesima e quattordicesima?',
    );
    const first = openingLine(text(a));
    expect(first).toMatch(/stipendi lordi sono/);
    expect(first).toMatch(/× 4\)/);
    expect(first).toMatch(/tredicesima/);
  });
});

describe('what is owed when the employer ends the probation (re4- class, new phrasing)', () => {
  it('the ratei, the holidays and the TFR, no notice, from the law', async () => {
    const a = await askAgent(
      'main-agent',
      'La commessa assunta da due settimane è ancora in prova e non la confermo: cosa le spetta?',
    );
    const first = openingLine(text(a));
    expect(first).toMatch(/TFR/);
    expect(first).toMatch(/nessun preavviso/);
  });
});
