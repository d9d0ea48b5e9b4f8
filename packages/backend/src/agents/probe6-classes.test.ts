import { describe, expect, it } from 'vitest';
import { readQuestion } from '../reader/read.js';
import { askAgent, openingLines as opening, TEST_TODAY, testKb } from '../testing/agents.js';

/** The first three non-empty lines: what a reader sees before scrolling. */
const read = (message: string) => readQuestion({ kb: testKb, message, today: TEST_TODAY });

describe('a pay clause beside a contract subject is answered too', () => {
  it('the pay and the probation, in one sentence', () => {
    const { text } = askAgent(
      'main-agent',
      'un impiegato di 4 livello del commercio quanto guadagna e quanto dura la sua prova?',
    );
    expect(opening(text)).toMatch(/minimo mensile lordo/);
    expect(opening(text)).toMatch(/prova/);
  });

  it("the worker's own words for the pay due", () => {
    expect(read('faccio la barista al 5 livello fipe, quanto dovrei prendere al mese?').intent).toBe(
      'minimum_pay',
    );
    expect(read('4 livello del commercio, quanto prendo adesso?').intent).toBe('minimum_pay');
    expect(read('quanto prendo di tredicesima al 4 livello commercio?').intent).toBe('thirteenth_pro_rata');
    expect(read('quanto prendo netto al 4 livello commercio?').intent).toBe('gross_to_net');
  });
});

describe('"ratei di ferie" are the holidays accrued, not the 13th month', () => {
  it.each([
    ['ogni mese quanti ratei di ferie mi vengono messi nel metalmeccanico?', 'holidays'],
    ['ratei di permessi al mese nel commercio?', 'rol_ex_festivita'],
    ['quanti ratei mi pagano se esco a maggio? 3 livello commercio', 'thirteenth_pro_rata'],
  ])('%s', (message, intent) => {
    expect(read(message).intent).toBe(intent);
  });
});

describe('a level change told in the question', () => {
  it.each([
    ["mi hanno promosso dal D2 al C1 nei metalmeccanici, quanto vale adesso un'ora di straordinario?", 'C1'],
    ['è stata inquadrata al 2° livello del commercio, prima era al 3°: che minimo ha?', '2'],
    [
      "tra un mese dovrei passare al 2° livello, ora sono al 3° livello commercio: quanto vale l'ora di straordinario?",
      '3',
    ],
    ['sono passata a tempo pieno, 4 livello commercio, quanto prendo?', '4'],
  ])('%s', (message, level) => {
    expect(read(message).slots.level).toBe(level);
  });

  it('hours done beyond the week, valued, are overtime, not two levels weighed', () => {
    const message =
      'commercio 4 livello, 40 ore; questa settimana ho fatto 43 ore e il mese prossimo passo al 3 livello. quanto mi pagano le ore in più?';
    expect(read(message).intent).toBe('overtime_value');
    expect(opening(askAgent('main-agent', message).text)).not.toMatch(/in meno al mese|in più al mese/);
  });
});

describe('the law answers with no agreement named', () => {
  it('leaving during the probation', () => {
    const fired = askAgent(
      'main-agent',
      'il mio capo può mandarmi via mentre sono ancora in prova, senza spiegarmi niente?',
    );
    expect(opening(fired.text)).toMatch(/^Sì: per legge \(art\. 2096 c\.c\./);
    expect(opening(fired.text)).toContain('senza preavviso');
    const resigning = askAgent('main-agent', 'durante la prova se voglio andarmene devo dare il preavviso?');
    expect(opening(resigning.text)).toMatch(/^No: per legge/);
  });

  it('the probation length is still the agreement’s', () => {
    expect(
      opening(askAgent('main-agent', 'nel commercio quanto dura la prova per un 5 livello?').text),
    ).not.toContain('2096');
  });

  it('the TFR every month in the payslip', () => {
    const { text } = askAgent('main-agent', 'posso farmi mettere il tfr mensilmente in busta paga?');
    expect(opening(text)).toMatch(/^\*\*No\*\*/);
    expect(opening(text)).toContain('70%');
    // A monthly accrual asked with "quanto" is a calculation.
    expect(askAgent('main-agent', 'quanto tfr matura ogni mese con 1.800 lordi?').text).not.toContain(
      'Qu.I.R.',
    );
  });

  it('how the RAL is made', () => {
    const { text } = askAgent('main-agent', 'cosa comprende la RAL di preciso?');
    expect(opening(text)).toContain('moltiplicata per il numero di mensilità');
  });

  it('bereavement leave', () => {
    const { text } = askAgent(
      'main-agent',
      'è mancato mio fratello, quanti giorni di permesso posso prendere?',
    );
    expect(opening(text)).toContain('3 giorni lavorativi di permesso retribuito');
    expect(text).not.toContain('Non riesco a identificare');
  });

  it('the dismissal ticket named beside a dismissal', () => {
    const { text } = askAgent(
      'main-agent',
      'quanto mi costa licenziare il magazziniere? a quanto ammonta il ticket?',
    );
    expect(opening(text)).toMatch(/ticket di licenziamento/i);
  });
});

describe('the cost of a hire for a span of months', () => {
  it.each([
    ['quanto costa al datore una commessa di 4 livello commercio per tre mesi?', 3],
    ['un magazziniere 5 livello commercio per un trimestre quanto costa all’azienda?', 3],
  ])('%s', (message, months) => {
    const { text } = askAgent('main-agent', message);
    expect(opening(text)).toContain(`per ${months} mesi`);
    expect(opening(text)).toContain(`${months}/12 del costo annuo`);
  });

  it('a year asked stays a year', () => {
    expect(opening(askAgent('main-agent', 'costo annuo azienda di un 4 livello commercio?').text)).toContain(
      'il costo annuo per l',
    );
  });
});

describe('"normale" describing the worker is no doubt on a figure', () => {
  it.each([
    ["che ral mi serve per 24mila netti l'anno? sono un impiegato normale, niente figli", 'net_to_gross'],
    ['in busta ho 1.310 netti, vi sembra normale?', 'payslip_check'],
  ])('%s', (message, intent) => {
    expect(read(message).intent).toBe(intent);
  });
});

describe('leaving in a month named without a year', () => {
  it.each([
    ['se mi dimettessi ad aprile, quanta tredicesima mi darebbero? 3 livello commercio', 4],
    ['se lascio il lavoro a fine settembre la tredicesima quanto è? metalmeccanico C2', 9],
  ])('%s', (message, months) => {
    expect(read(message).slots.monthsWorked).toBe(months);
  });

  it('the 14th month keeps its own year (July to June)', () => {
    expect(
      read('se mi dimetto a giugno quanta quattordicesima? 4 livello commercio').slots.monthsWorked,
    ).toBe(undefined);
  });
});
