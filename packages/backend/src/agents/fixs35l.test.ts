import { describe, expect, it } from 'vitest';
import { readAmounts } from '../reader/amounts.js';
import { readable } from '../reader/text.js';
import { askAgent, openingLines } from '../testing/agents.js';

/**
 * Session 35 (fixs35l): a figure told in a story is what the story names it (tips, a 14th paid, a bonus and its
 * tax, a leave), never the figure the asking sentence asks for.
 */
const ask = async (message: string, agent = 'calcolo') => openingLines((await askAgent(agent, message)).text);
const pay = (text: string) => readAmounts(readable(text)).map((a) => a.value);

describe('figures named by what they are stay out of the pay', () => {
  it('"300 euro di mance", "200 euro di gratifica": no pay figure', () => {
    expect(pay('ha preso circa 300 euro di mance')).not.toContain(300);
    expect(pay('le ho dato 200 euro di gratifica')).not.toContain(200);
  });

  it('a 14th told as paid with its figure is no pay; "prende 1.800 euro" still is', () => {
    expect(pay('a luglio le abbiamo già pagato la quattordicesima pro quota (circa 350 euro)')).not.toContain(
      350,
    );
    expect(pay('prende 1.800 euro lordi al mese')).toContain(1800);
  });

  it('meal vouchers "buoni pasto da 7 euro" are no pay', () => {
    expect(pay('prende buoni pasto da 7 euro')).not.toContain(7);
  });
});

describe('the thirteenth asked after a story that tells other sums', () => {
  it('a shop assistant given a 200 € bonus: the 13th on the 4th level minimum', async () => {
    const opening = await ask(
      'Ho un negozio con il CCNL Commercio. La commessa è al 4° livello, full time, assunta il 1° giugno 2026. In agosto le ho dato 200 euro di gratifica. Quanto le devo di tredicesima a dicembre 2026?',
    );
    expect(opening).toContain('1.060,94 €');
    expect(opening).not.toContain('116,67');
  });

  it('a 14th paid in July told with its figure: the 13th on the minimum, not on the 14th', async () => {
    const opening = await ask(
      'Magazziniere al 4° livello del CCNL Commercio, tempo pieno, assunto il 1° marzo 2026. A luglio gli abbiamo liquidato la quattordicesima in proporzione (circa 900 euro). A quanto ammonta la tredicesima lorda di dicembre 2026?',
    );
    expect(opening).toContain('1.515,63 €');
    expect(opening).not.toContain('750,00');
  });
});

describe('the asking sentence names the figure', () => {
  it('a result bonus in the story, the cuneo asked: the extra deduction, not the bonus tax', async () => {
    const opening = await ask(
      "Reddito complessivo 2026 previsto 34.000 euro. A marzo ha preso un premio di risultato di 1.000 euro tassato all'1%. Mi serve una cosa sola: quanto vale nel 2026 l'ulteriore detrazione del cuneo fiscale?",
    );
    expect(opening).toContain('750,00 €');
    expect(opening).not.toMatch(/imposta sostitutiva/);
  });

  it('the bonus tax asked still answers the bonus tax', async () => {
    const opening = await ask(
      'Ha preso un premio di risultato di 1.000 euro nel 2026: quanto paga di imposta sostitutiva?',
    );
    expect(opening).toContain('10,00 €');
  });

  it("an apprentice's month's pay asked after a leave told: the apprenticeship share at that month", async () => {
    const opening = await ask(
      "Nel nostro studio (CCNL Studi professionali) abbiamo un apprendista professionalizzante assunto il 1° ottobre 2025 con qualifica finale di 4° livello. Quest'anno ha fatto 16 ore di permesso studio. A novembre 2026 quanto deve avere come retribuzione lorda mensile contrattuale?",
    );
    expect(opening).toContain('1.356,11 €');
    expect(opening).not.toMatch(/permessi per studio/);
  });
});

describe('a level code the agreement does not have', () => {
  // Session 37 (h150 decided): the D1 is not Confapi's, the categories it stands for open with their minimums.
  it('the D1 asked of Confapi: said not to be there, never the Federmeccanica figure', async () => {
    const opening = await ask(
      'CCNL metalmeccanici PMI Confapi, operaio inquadrato D1 che prende 1.800 euro lordi. Qual è il minimo tabellare del D1 in quel contratto?',
      'main-agent',
    );
    expect(opening).toMatch(/la sigla D1 non c'è/);
    expect(opening).toContain('1.639,96 €');
    expect(opening).not.toContain('1.784,94');
  });
});
