import { describe, expect, it } from 'vitest';
import { TEST_TODAY, testKb } from '../testing/agents.js';
import { questionParts } from './parts.js';
import { type ReaderInput, readQuestion } from './read.js';
import { expandShorthand } from './shorthand.js';

const COMMERCIO = 1;
const METALMECCANICI = 2;
const FIPE = 3;
const MULTISERVIZI = 4;

const read = (message: string, extra: Partial<ReaderInput> = {}) =>
  readQuestion({ kb: testKb, message, today: TEST_TODAY, ...extra });
const amount = (message: string, kind: string) =>
  read(message).slots.amounts.find((a) => a.kind === kind)?.value;

describe('consultant shorthand (levels, agreements, months, contract kinds)', () => {
  it.each([
    ['Quanto prende un 5° liv. comm. a gen 2026?', COMMERCIO, '5', '2026-01-01'],
    ['minimo IV liv terz. 2026', COMMERCIO, '4', undefined],
    ['multiserv. 2° liv. minimo', MULTISERVIZI, '2', undefined],
    ['pubbl. eserc. livello IV: minimo da mar. 2026?', FIPE, '4', '2026-03-01'],
    ['turismo liv. 6S, quanto prende?', 9, '6S', undefined],
    ['pubbl. eserc. 6s liv., minimo gen 2026?', FIPE, '6s', '2026-01-01'],
  ])('%s', (message, agreement, level, date) => {
    const { slots } = read(message);
    expect(slots.agreements).toEqual([agreement]);
    expect(slots.level).toBe(level);
    if (date) expect(slots.date).toBe(date);
  });

  it('reads metalm. and metalmecc. as the metalworkers', () => {
    expect(read('RAL 28k metalm., quanto netto?').slots.agreements).toEqual([METALMECCANICI]);
    expect(read('ferie metalmecc. 2026').slots.agreements).toEqual([METALMECCANICI]);
  });

  it('writes out t.d./t.i., PT/FT and abbreviated months, and leaves ordinary words alone', () => {
    expect(expandShorthand('4° liv. t.d. PT 50%')).toBe('4° livello tempo determinato part-time 50%');
    expect(expandShorthand('assunto t.i. FT dal 10 mar')).toBe(
      'assunto tempo indeterminato full-time dal 10 marzo',
    );
    expect(expandShorthand("dic '25 e feb 2027")).toBe('dicembre 2025 e febbraio 2027');
    // "mar" (the sea), "comma", "commercio", "p.es." and a lone "liv" word are not shorthand.
    expect(expandShorthand('una casa al mar, comma 3 del commercio')).toBe(
      'una casa al mar, comma 3 del commercio',
    );
    expect(read('4° liv. t.d. PT 50% commercio').slots.partTimePercent).toBe(50);
  });

  it('reads thousands in k with decimals', () => {
    expect(amount('RAL 28.5k su 14 mensilità, quanto netto?', 'ral')).toBe(28_500);
    expect(amount('ral 28k, netto?', 'ral')).toBe(28_000);
  });
});

describe('number words in amounts', () => {
  it.each([
    ['ho una RAL di trentamila euro nel commercio, quanto netto?', 'ral', 30_000],
    ['la mia cameriera ha una RAL di ventiseimila cinquecento euro, quanto le resta?', 'ral', 26_500],
    ['lordo milleottocento e cinquanta euro al mese, quanto netto?', 'monthly_gross', 1850],
    ['lordo di duemilacento euro al mese con INPS 193, quanto netto?', 'monthly_gross', 2100],
    ['prende duemila e cento lordi al mese', 'monthly_gross', 2100],
    ['mio marito, commesso da anni, ha ventottomila lordi annui: quanto netto?', 'ral', 28_000],
  ])('%s', (message, kind, value) => {
    expect(amount(message, kind)).toBe(value);
  });

  it('keeps counts in words out of amounts', () => {
    expect(read('ho tre figli e due scatti').slots.amounts).toEqual([]);
  });
});

describe('payslip labels', () => {
  it.each([
    'lordo 2.100, contributo IVS a carico dipendente 193, trattenuta IRPEF 250, netto in busta 1.657: torna?',
    'lordo 2100, ritenute previdenziali 193, IRPEF 250, netto 1657: è giusta?',
    'totale competenze 2.100, contributi c/dip. 193, ritenute fiscali 250, netto a pagare 1.657',
  ])('%s', (message) => {
    const request = read(message);
    expect(request.intent).toBe('payslip_check');
    expect(request.slots.amounts).toEqual([
      { kind: 'monthly_gross', value: 2100 },
      { kind: 'inps', value: 193 },
      { kind: 'irpef', value: 250 },
      { kind: 'net', value: 1657 },
    ]);
  });

  it('writes out the surcharges', () => {
    expect(expandShorthand('add. reg./com. 40')).toBe('addizionali regionale e comunale 40');
    expect(expandShorthand('add. com. 12')).toBe('addizionale comunale 12');
  });
});

describe('a table date is not a tax year for the table', () => {
  it('reads "dal 1° gennaio 2027" and "da aprile 2027" as the date the table is wanted at', () => {
    expect(read('minimo del 4° livello commercio dal 1° gennaio 2027').slots.date).toBe('2027-01-01');
    expect(read('quanto prende un 4° livello commercio da aprile 2027?').slots.date).toBe('2027-04-01');
  });
});

describe('parts of a two-part question', () => {
  it.each([
    [
      'quattordicesima turismo: quando si paga e da quando matura?',
      ['quattordicesima turismo: quando si paga?', 'quattordicesima turismo: da quando matura?'],
    ],
    [
      'nel commercio quanti giorni di lutto e di matrimonio?',
      ['nel commercio quanti giorni di lutto?', 'nel commercio quanti giorni di matrimonio?'],
    ],
    [
      'nel commercio quanto dura il periodo di prova e quanto il preavviso per un 4° livello?',
      [
        'nel commercio quanto dura il periodo di prova per un 4° livello?',
        'nel commercio quanto il preavviso per un 4° livello?',
      ],
    ],
    [
      'permessi per lutto e matrimonio nel turismo',
      ['permessi per lutto nel turismo', 'permessi per matrimonio nel turismo'],
    ],
  ])('%s', (message, parts) => {
    expect(questionParts(message)).toEqual(parts);
  });

  it('keeps one question whole', () => {
    expect(questionParts('quanti giorni di ferie e permessi nel commercio?')).toHaveLength(1);
    expect(questionParts('lavora come commessa e quanto prende?')).toHaveLength(1);
  });
});

describe('agreements not covered, in the user’s words', () => {
  it.each([
    [
      'Ho un cliente che applica il CCNL del settore elettrico, quanti giorni di malattia?',
      'CCNL del settore elettrico',
    ],
    ['quanti giorni di ferie nel CCNL Elettrici?', 'CCNL Elettrici'],
    ['preavviso nel CCNL del settore funerario?', 'CCNL del settore funerario'],
  ])('%s', (message, name) => {
    const request = read(message);
    expect(request.intent).toBe('agreement_not_covered');
    expect(request.slots.unknownAgreements).toEqual([name]);
  });
});

describe('follow-ups that change one thing', () => {
  it.each(['e se le fa di notte?', 'e di notte?', 'e se è di notte invece?'])(
    'overtime stays overtime: %s',
    (message) => {
      const request = read(message, {
        history: ["commercio 4° livello, quanto vale un'ora di straordinario?"],
      });
      expect(request.intent).toBe('overtime_value');
      expect(request.slots.overtimeKind).toBe('straordinario_notturno');
      expect(request.slots.level).toBe('4');
    },
  );

  it('a holiday follow-up of overtime is holiday overtime', () => {
    const request = read('e di domenica?', { history: ['metalm. C3, quanto vale un’ora di straordinario?'] });
    expect(request.slots.overtimeKind).toBe('straordinario_festivo');
  });
});
