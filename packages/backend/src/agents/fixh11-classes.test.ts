import { describe, expect, it } from 'vitest';
import { readQuestion } from '../reader/read.js';
import { askAgent, testKb as kb, openingLines as opening, TEST_TODAY } from '../testing/agents.js';
import { wantedNet } from './wanted-net.js';

const read = (message: string, history: string[] = [], agent: 'calcolo' | 'main-agent' = 'calcolo') =>
  readQuestion({ kb, message, history, categories: [], today: TEST_TODAY, agent });

describe('a follow-up that names another level, said any way', () => {
  const before = 'cameriere di sala in un albergo, 3° livello turismo: qual è il minimo lordo in vigore?';
  it.each([
    ['e il mio collega di sesto livello super?', '6S'],
    ['mentre chi sta al 6 super?', '6S'],
    ['e se fosse al 5?', '5'],
    ['e una al 2° livello?', '2'],
  ])('%s → %s', (message, level) => {
    const request = read(message, [before]);
    expect(request.slots.level).toBe(level);
    expect(request.slots.agreements).toEqual(read(before).slots.agreements);
  });

  it('keeps the level when the follow-up names a count, not a level', () => {
    expect(read('e con 2 scatti?', [before]).slots.level).toBe('3');
  });
});

describe('amounts keep their meaning in a TFR question', () => {
  it.each([
    'TFR di un anno su 31.000 € di RAL al netto dello 0,50% del Fondo di garanzia INPS?',
    "con una ral di 26.500, quanto tfr accantono all'anno al lordo e al netto del contributo al fondo di garanzia?",
  ])('a RAL with "al netto del contributo" is a TFR on that RAL: %s', (message) => {
    const request = read(message);
    expect(request.intent).toBe('tfr');
    expect(request.slots.amounts.map((a) => a.kind)).toEqual(['ral']);
  });

  it('"al netto delle tasse" still asks the net pay', () => {
    expect(read('con 30.000 di ral quanto prendo al netto delle tasse?').intent).toBe('gross_to_net');
  });

  it('answers the quota net of the guarantee fund from the RAL', () => {
    const { text } = askAgent(
      'calcolo',
      'TFR di un anno su 31.000 € di RAL al netto dello 0,50% del Fondo di garanzia INPS?',
    );
    // 31.000 / 13,5 = 2.296,30; 0,50% × 31.000 = 155,00; 2.296,30 − 155,00 = 2.141,30.
    expect(opening(text)).toContain('2.141,30');
    expect(opening(text)).toContain('2.296,30');
  });
});

describe('the employer cost shows the parts the question names, then the whole cost', () => {
  it('pay and TFR named as the parts wanted open the answer', () => {
    const { text } = askAgent(
      'calcolo',
      'Apro una bottega e prendo un commesso al 5° livello del commercio, minimo di tabella: il consulente parla di tredicesima, quattordicesima e contributi, ma a me basta sapere lo stipendio annuo e il TFR da mettere da parte. Quanto mi viene a costare?',
    );
    expect(text).not.toMatch(/^.*quattordicesima, che si paga/);
    expect(opening(text)).toMatch(/retribuzione annua lorda è di \*\*[\d.,]+ €\*\*/);
    expect(opening(text)).toContain('contributi INPS a carico del datore');
  });

  it('a total of pay plus TFR asked opens with their sum', () => {
    const { text } = askAgent(
      'calcolo',
      "un'impiegata a 32.000 di RAL: fammi la somma di stipendio annuo e TFR che l'azienda accantona",
    );
    // 32.000 / 13,5 = 2.370,37; 32.000 + 2.370,37 = 34.370,37.
    expect(opening(text)).toContain('**34.370,37 €**');
  });

  it('the monthly accrual of the 13th and 14th is a twelfth each and their sum', () => {
    const { text } = askAgent(
      'calcolo',
      'commessa 4° livello commercio al minimo di novembre 2025: quanto metto da parte al mese di ratei di tredicesima e quattordicesima?',
    );
    // 1.783,75 / 12 = 148,65; 1.783,75 / 6 = 297,29.
    expect(opening(text)).toContain('148,65');
    expect(opening(text)).toContain('297,29');
  });
});

describe('net to gross: the net the asking clause wants', () => {
  const nets = (...values: number[]) =>
    ({ slots: { amounts: values.map((value) => ({ kind: 'net', value })) } }) as never;
  it.each([
    ['Oggi prendo 1.420 netti. Per cambiare lavoro voglio almeno 1.600 netti: che RAL chiedo?', 1600],
    ['Vorrei arrivare a 2.100 netti al mese, ora ne prendo 1.900: quanto lordo devo chiedere?', 2100],
    ['Al momento sono a 1.350 netti, ma non accetto meno di 1.500 netti: che RAL serve?', 1500],
  ])('%s', (message, wanted) => {
    const values = [...message.matchAll(/(\d\.\d{3})/g)].map((m) => Number(m[1]?.replace('.', '')));
    expect(wantedNet(message, nets(...values))).toBe(wanted);
  });
});

describe('an item of an uploaded payslip answers that item', () => {
  const payslip = {
    fileId: 'b1',
    fileName: 'cedolino-marzo.txt',
    text: 'CEDOLINO MARZO 2026\nCCNL Terziario Confcommercio - Livello V\nPaga base 1.135,47\nContingenza 518,19\nTotale competenze 1.655,73\nContributi IVS c/dipendente 9,19% 152,16\nImponibile fiscale 1.503,57\n',
  };
  it.each([
    [
      'calcolo',
      'ho allegato il cedolino di marzo, mi controlli se i contributi INPS trattenuti sono corretti?',
    ],
    ['main-agent', 'nella busta che ti ho mandato la ritenuta INPS torna?'],
  ])('%s: %s', (agent, message) => {
    const { text } = askAgent(agent, message, { documents: [payslip] });
    // 9,19% × 1.655,73 = 152,16.
    expect(opening(text)).toContain('152,16');
    expect(text).not.toMatch(/malattia/i);
  });
});

describe('a statement after a turn answers the earlier question with its facts', () => {
  it('the agreement, level and years after a notice question', () => {
    const request = read(
      'Contratto metalmeccanici industria, sono un C3 e ci lavoro da sei anni.',
      ['Devo dare le dimissioni: quanto preavviso mi tocca?'],
      'main-agent',
    );
    expect(request.intent).toBe('notice');
    expect(request.slots.level).toBe('C3');
  });
});

describe('hours of a kind valued from an hourly pay', () => {
  it.each([
    ['la badante prende 8,50 € l’ora, a Pasqua ha lavorato 4 ore: quanto le spetta?', '54,40'],
    ['colf a 10 euro all’ora, è venuta una domenica per 2 ore, quanto devo darle?', '32,00'],
  ])('%s', (message, total) => {
    // 8,50 × 1,60 × 4 = 54,40; 10 × 1,60 × 2 = 32,00 (domestic work: +60% on Sundays and holidays).
    expect(opening(askAgent('calcolo', message).text)).toContain(total);
  });
});

describe('an apprentice’s period asked as a follow-up', () => {
  it('computes the share on the final level named by its role', () => {
    const first =
      'apprendista nello studio di un commercialista, livello finale 4° del CCNL studi professionali: quanto prende nei primi 12 mesi?';
    expect(read(first, [], 'main-agent').slots.level).toBe('4');
    const { text } = askAgent('main-agent', 'e dopo il primo anno, nel secondo?', { history: [first] });
    // 85% × 1.595,42 = 1.356,11.
    expect(opening(text)).toContain('1.356,11');
  });
});

describe('a notice follow-up keeps the worker group of the conversation', () => {
  it('an operaio edile whose years change gets the band of those years', () => {
    const first =
      'faccio il carpentiere, operaio nel contratto edilizia industria da un anno: quanto preavviso devo dare se lascio?';
    const { text } = askAgent('main-agent', 'e quando avrò 4 anni di anzianità?', { history: [first] });
    // Edilizia, operai: 7 giorni lavorativi fino a 3 anni, 10 oltre (Cassa Edile di Savona, allegato 12).
    expect(opening(text)).toContain('10 giorni lavorativi');
  });
});

describe('a comparison follow-up keeps each agreement’s level', () => {
  it('the side changes, the levels of the earlier turn stay', () => {
    const first =
      'metti a confronto il preavviso di dimissioni con meno di 5 anni: 4° livello del CCNL Commercio e livello C2 del CCNL Metalmeccanici industria';
    const { text } = askAgent('confronta', 'e in caso di licenziamento da parte del datore?', {
      history: [first],
    });
    // Metalmeccanici C2 fino a 5 anni: 1 mese e 15 giorni (lexplain, 2024-10-01); Commercio 4° fino a 5 anni: 20 giorni.
    expect(text).toContain('1 mese e 15 giorni');
    expect(text).toContain('20 giorni');
  });
});
