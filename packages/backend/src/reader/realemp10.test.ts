import { describe, expect, it } from 'vitest';
import { TEST_TODAY, testKb } from '../testing/agents.js';
import { readQuestion } from './read.js';

// The reading classes of the tenth employers' set (eval/questions/89-re10-real.json), in words that are not its own.
const read = (message: string, history: string[] = []) =>
  readQuestion({ kb: testKb, message, history, today: TEST_TODAY });
const id = (name: string) => testKb.byId(name)?.id_categoria;

describe('a farm named by what it grows, or its workers by OTI/OTD, is the agricultural workers’ agreement', () => {
  it.each([
    'abbiamo una ditta frutticola in Trentino: un nostro operaio fisso quante ferie ha in un anno?',
    'nel nostro vivaio lavorano tre ragazzi: se uno si ammala, quanto paga l’INPS?',
    'un OTD che ha fatto 120 giornate si è fatto male: che indennità di malattia gli spetta?',
    'impresa olivicola in Puglia, quanto dura la prova di un operaio di area 2?',
  ])('%s', (message) => {
    const r = read(message);
    expect(r.slots.agreements).toEqual([id('agricoltura-operai')]);
    expect(r.slots.agreementsBySector).toBe(true);
  });

  it("a farm's office worker is not one of its field workers", () => {
    expect(
      read('impiegata amministrativa in un’azienda orticola: quante ferie?').slots.agreements,
    ).not.toContain(id('agricoltura-operai'));
  });
});

describe('a renewal named by its month is the agreement, not the month asked', () => {
  it('the month asked beside it stays the date', () => {
    const r = read(
      'tessile abbigliamento moda, col rinnovo di novembre 2024: minimo del 5° livello dal 1° gennaio 2026?',
    );
    expect(r.slots.date).toBe('2026-01-01');
  });

  it('the renewal\'s month said with an elided article ("dell\'aprile 2025")', () => {
    expect(
      read("chimico farmaceutico, dopo l'ipotesi dell'aprile 2025: minimo della D1 a luglio 2026?").slots
        .date,
    ).toBe('2026-07-01');
  });

  it('a renewal month alone still dates the question', () => {
    expect(read('gomma plastica, minimo del livello F a dicembre 2025?').slots.date).toBe('2025-12-01');
  });
});

describe('an agricultural area said as an ordinal is that area', () => {
  it.each([
    ['operai agricoli e florovivaisti: periodo di prova di un operaio di area prima?', 'Area 1'],
    ['contratto operai agricoli, minimo della seconda area nel 2025?', 'Area 2'],
    ['braccianti: quanto prende un operaio di terza area?', 'Area 3'],
  ])('%s', (message, level) => expect(read(message).slots.level).toBe(level));
});

describe('an allowance asked after a night shift told is the night rate, not the weekly hours', () => {
  it.each([
    'comunità per disabili, cooperativa sociale: un operatore fa un turno di notte di 9 ore, che indennità gli spetta?',
    'RSA AIOP: le OSS che fanno turni notturni da 8 ore hanno una maggiorazione?',
  ])('%s', (message) => expect(read(message).intent).toBe('overtime_value'));
});
