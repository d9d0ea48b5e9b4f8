import { describe, expect, it } from 'vitest';
import { askAgent, openingLine, testKb } from '../testing/agents.js';

const category = (id: string) => testKb.byId(id)?.id_categoria as number;
const proposed = (agreement: string, message: string) =>
  /Livello proposto: \*\*(?:livello )?([^*( ]+)/
    .exec(askAgent('inquadra', message, { categories: [category(agreement)] }).text)?.[1]
    ?.replace(/°$/, '');
const upload = (fileName: string, text: string) => ({ documents: [{ fileId: 'd1', fileName, text }] });

describe('a bar or restaurant job told by its tasks is placed with the profile those tasks define', () => {
  it('a barista who mixes the cocktails on her own is the barman (4°); a few simple cocktails stay the barista (5°)', () => {
    expect(
      proposed(
        'pubblici-esercizi-fipe',
        'sono barista da 4 anni in un cocktail bar, preparo in autonomia espressi, marocchini e cocktail: che livello mi spetta?',
      ),
    ).toBe('4');
    expect(
      proposed(
        'pubblici-esercizi-fipe',
        'faccio il barista, preparo caffè e cappuccini e ogni tanto qualche cocktail semplice, poi pulisco il bancone: che livello?',
      ),
    ).toBe('5');
  });

  it('the colleague a waiter works with ("in collaborazione con il sommelier") is not the job', () => {
    expect(
      proposed(
        'pubblici-esercizi-fipe',
        'cerchiamo cameriere di sala: presa delle comande, servizio al tavolo, in collaborazione con il sommelier per i vini. Che livello gli diamo?',
      ),
    ).toBe('4');
  });

  it('an amount and the seasons worked in the story do not pick a profile («primo …», «stazione»)', () => {
    expect(
      proposed(
        'pubblici-esercizi-fipe',
        'ristorante di pesce, assumiamo un ragazzo con due stagioni alle spalle che servirà ai tavoli e prende le comande; il consulente vuole 900 euro. In che livello lo mettiamo?',
      ),
    ).toBe('4');
  });
});

describe('simple machine work on given instructions is the lowest operative level', () => {
  it('feeding the press and moving boxes on precise instructions is D1, not the qualified operator D2', () => {
    expect(
      proposed(
        'metalmeccanica-industria-federmeccanica',
        'carico la pressa e sposto le scatole dei pezzi finiti, sempre su istruzioni precise del capoturno',
      ),
    ).toBe('D1');
  });
});

describe('a part the knowledge base lacks stays a gap in every part of the answer', () => {
  it('the job kept beside a missing Logistica sick pay carries no carence shares', () => {
    const text = askAgent(
      'main-agent',
      'CCNL Logistica, sono autista da 2 anni e mi operano al ginocchio: in malattia quanto mi pagano e per quanto tempo mi conservano il posto?',
    ).text;
    expect(text).toMatch(/non (?:è|sono) nella base di conoscenza/);
    expect(text).not.toMatch(/75%|50%|25%/);
  });

  it('"quanto mi danno" asks the sick pay: the gap opens, with no carence share anywhere', () => {
    const text = askAgent(
      'main-agent',
      'ccnl logistica, magazziniere da 6 anni: se mi metto in malattia per un mese quanto mi danno e fino a quando mi tengono il posto?',
    ).text;
    expect(openingLine(text)).toMatch(/non (?:è|sono) nella base di conoscenza/);
    expect(text).not.toMatch(/75%|50%|25%/);
  });
});

describe("the agreement's own rule on a leave and the 14th month opens", () => {
  it('Turismo: maternity counts from the renewal, parental leave from 1 December 2027', () => {
    const text = askAgent(
      'main-agent',
      'receptionist in hotel, CCNL Turismo: il congedo parentale che ho preso in primavera mi riduce la quattordicesima?',
    ).text;
    expect(openingLine(text)).toMatch(/congedo parentale dal 1° dicembre 2027/);
  });

  it('"me la tagliano" asks the same accrual', () => {
    const text = askAgent(
      'main-agent',
      'CCNL Turismo alberghi: dopo la maternità la quattordicesima me la tagliano?',
    ).text;
    expect(openingLine(text)).toMatch(/quattordicesima intera dal rinnovo/);
  });
});

describe('an uploaded letter asked about more than one term', () => {
  it("a pay joined to the letter's own probation also gives the level's minimum", () => {
    const text = askAgent(
      'main-agent',
      'Lettera del campeggio allegata: il periodo di prova e la retribuzione rispettano il contratto?',
      upload(
        'proposta-campeggio.txt',
        'Camping Pineta - CCNL Turismo (Federalberghi)\nAssunzione dal 1° giugno 2026 come cameriere di sala, 5° livello.\nPeriodo di prova: 40 giorni di calendario.\nRetribuzione mensile lorda: euro 1.500,00.\n',
      ),
    ).text;
    // (Session 23, fixs23c: the two terms checked together open with their verdict, then each term.)
    expect(openingLine(text)).toMatch(/^No: il periodo di prova supera il massimo/);
    expect(text).toMatch(/Il documento indica 40 giorni/);
    expect(text).toMatch(/1\.590,27 €/);
  });

  it('a probation the letter refers to the agreement, asked after a colon, opens before the notice asked next', () => {
    const text = askAgent(
      'main-agent',
      "Ecco il contratto che mi hanno dato da firmare. Sulla prova c'è solo un rinvio al CCNL: quanto sarebbe? E se poi me ne volessi andare nei primi anni, quanto preavviso dovrei dare?",
      upload(
        'contratto-negozio.txt',
        'LETTERA DI ASSUNZIONE\nCCNL applicato: Terziario, Distribuzione e Servizi (Confcommercio).\nQualifica: commessa. Livello: IV.\nPeriodo di prova: secondo quanto previsto dal CCNL per il livello.\n',
      ),
    ).text;
    expect(openingLine(text)).toMatch(/60 giorni/);
    expect(text).toMatch(/15 giorni/);
  });
});

describe("a payslip's items summed against the level's minimum of the payslip's month", () => {
  const payslip = (base: string) =>
    upload(
      'cedolino.txt',
      `CEDOLINO GENNAIO 2026 - CCNL Terziario Confcommercio\nLivello: 4°\nPaga base  ${base}\nContingenza  524,22\nTerzo elemento  2,07\nScatti  20,66\n`,
    );

  it('1.257,46 + 524,22 + 2,07 = 1.783,75: the minimum from 1 November 2025, matched', () => {
    const text = askAgent(
      'calcolo',
      'sommando paga base e contingenza con il terzo elemento arrivo al minimo del livello?',
      payslip('1.257,46'),
    ).text;
    expect(openingLine(text)).toMatch(/\*\*1\.783,75 €\*\*.*\*\*corrisponde\*\*/);
  });

  it('a lower base is said short by the difference', () => {
    const text = askAgent(
      'calcolo',
      'paga base e contingenza insieme fanno il minimo del mio livello?',
      payslip('1.250,00'),
    ).text;
    expect(openingLine(text)).toMatch(/inferiore di 7,46 €/);
  });

  it('the INPS asked beside the items is the payslip check, after the sum', () => {
    const text = askAgent(
      'calcolo',
      'paga base, contingenza e terzo elemento insieme danno il minimo? e i contributi INPS trattenuti sono giusti?',
      upload(
        'cedolino.txt',
        'CEDOLINO GENNAIO 2026 - CCNL Terziario Confcommercio\nLivello: 4°\nPaga base  1.257,46\nContingenza  524,22\nTerzo elemento  2,07\nTotale competenze  1.783,75\nContributi INPS 9,19%  163,93\nIRPEF  150,00\nNetto  1.469,82\n',
      ),
    ).text;
    expect(openingLine(text)).toMatch(/\*\*1\.783,75 €\*\*/);
    expect(text).toMatch(/1\.783,75 × 9,19%/);
  });
});
