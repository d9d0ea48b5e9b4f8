import { describe, expect, it } from 'vitest';
import { toldInPast } from '../reader/story-month.js';
import { readable } from '../reader/text.js';
import { askAgent, openingLines } from '../testing/agents.js';

/**
 * Session 35 (fixs35a): the figure asked at the end of a long story, or in a follow-up, is the figure answered —
 * not the net, the extra month or the employer's cost the story's words suggest.
 */
const ask = async (message: string, history: string[] = []) =>
  openingLines((await askAgent('calcolo', message, { history })).text);

describe('the table minimum asked at the end of a story', () => {
  it('a shop assistant with increments, superminimo and a 13th told: the 4th level minimum alone', async () => {
    const opening = await ask(
      'Ho una commessa al 4° livello del CCNL Commercio: ha 3 scatti, un superminimo di 60 euro e a dicembre le pago la tredicesima. Per la lettera di una collega mi serve solo il minimo tabellare mensile del 4° livello: qual è?',
    );
    expect(opening).toContain('**1.818,75 €**');
    expect(opening).not.toMatch(/netto|1\.878,75/);
  });

  it('a barista whose 14th was paid in July: the minimum, not when the 14th is paid', async () => {
    const opening = await ask(
      'Bar con il CCNL Pubblici esercizi FIPE, barista al 5° livello con 2 scatti e 50 euro di superminimo; a luglio ha preso la quattordicesima. Adesso qual è il minimo tabellare mensile (paga base più contingenza) del 5° livello?',
    );
    expect(opening).toContain('**1.580,09 €**');
    expect(opening.split('\n')[0]).not.toMatch(/quattordicesima/);
  });

  it('a net asked at the end still answers the net', async () => {
    const opening = await ask(
      'Ho una commessa al 4° livello del CCNL Commercio con 3 scatti e a dicembre le pago la tredicesima. Quanto prende netto al mese?',
    );
    expect(opening).toMatch(/netto/i);
  });
});

describe('a follow-up that asks the same figure again', () => {
  it('"quanto verrebbe" part-time after a minimum: the part-time minimum, not the cost', async () => {
    const opening = await ask('e se la prendo part-time a 24 ore la settimana quanto verrebbe?', [
      'Commercio, 3° livello: minimo tabellare mensile in vigore oggi?',
    ]);
    expect(opening).toContain('**1.214,63 €**');
    expect(opening).not.toMatch(/costo/);
  });

  it('the cost named in the follow-up is still the cost', async () => {
    const opening = await ask('e se la assumo part-time a 24 ore quanto mi costa?', [
      'Commercio, 3° livello: minimo tabellare mensile in vigore oggi?',
    ]);
    expect(opening).toMatch(/costo/);
  });

  it('a change heard of, with a month and no subject: the next tranche of that month', async () => {
    const opening = await ask('Mi hanno detto che a maggio cambia qualcosa: di quanto sale?', [
      'CCNL Multiservizi, 4° livello: quanto è il minimo mensile adesso?',
    ]);
    expect(opening).toContain('**35,23 €**');
    expect(opening).toContain('1° maggio 2027');
  });
});

describe('items named among those asked', () => {
  it('the EDR named beside the table joins the part-time minimum', async () => {
    const opening = await ask(
      'CCNL Multiservizi, 3° livello, part-time 30 ore su 40: quanto fanno retribuzione tabellare, contingenza ed EDR riproporzionati con la tabella in vigore oggi?',
    );
    expect(opening).toContain('**1.116,29 €**');
    expect(opening).toContain('10,33 €');
  });

  it('the EDR named as left out stays out', async () => {
    const opening = await ask(
      'CCNL Multiservizi, 2° livello, part-time 20 ore su 40: retribuzione tabellare più contingenza, EDR escluso, con la tabella di oggi?',
    );
    expect(opening).toContain('**701,59 €**');
  });

  it('without the EDR named, the minimum alone', async () => {
    const opening = await ask('CCNL Multiservizi, 3° livello, part-time 30 ore su 40: minimo mensile oggi?');
    expect(opening).toContain('**1.108,54 €**');
  });
});

describe('a month inside what was heard', () => {
  it('"ho sentito che a dicembre cambia" is not told in the past', () => {
    expect(toldInPast(readable('ho sentito che a dicembre cambia qualcosa'), 'dicembre')).toBe(false);
  });
  it('"a ottobre c\'è stato un aumento" is', () => {
    expect(toldInPast(readable("a ottobre c'è stato un aumento"), 'ottobre')).toBe(true);
  });
});
