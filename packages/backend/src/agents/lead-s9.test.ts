import { describe, expect, it } from 'vitest';
import { readQuestion } from '../reader/read.js';
import { askAgent, TEST_TODAY, testKb } from '../testing/agents.js';

const read = (message: string) => readQuestion({ kb: testKb, message, today: TEST_TODAY });
const ids = (message: string) => read(message).slots.agreements.map((c) => testKb.byCategory(c)?.id);

describe('a job whose tasks are tax or office words is still a job to place', () => {
  it.each([
    'impiegata che fa prima nota, registrazioni IVA e F24 per i clienti dello studio: livello?',
    'ragioniere che prepara i modelli F24 e le liquidazioni IVA in uno studio professionale; livello?',
  ])('%s', (message) => {
    expect(read(message).intent).toBe('classification');
  });

  it('a tax question with no job stays outside the product', () => {
    expect(read('come si compila il modello F24 per pagare l’IVA trimestrale?').intent).toBe('out_of_scope');
  });
});

describe('two metalworkers’ agreements offered as alternatives are both compared', () => {
  it.each([
    'per un operaio al 4 livello conviene il metalmeccanico industria o quello confapi?',
    'paga di più il contratto metalmeccanico dell’industria oppure il Confapi per un impiegato di 6 livello?',
  ])('%s', (message) => {
    const request = read(message);
    expect(request.intent).toBe('comparison');
    expect(ids(message)).toEqual(
      expect.arrayContaining(['metalmeccanica-industria-federmeccanica', 'metalmeccanica-pmi-confapi']),
    );
  });

  it('Confapi named with "metalmeccanica" alone is still Confapi only', () => {
    expect(ids('metalmeccanica confapi, quanto prende un 3 livello?')).toEqual([
      'metalmeccanica-pmi-confapi',
    ]);
  });
});

describe('a comparison for a worker of a given level weighs the pay of that level in each agreement', () => {
  it('reads the shared level in each agreement’s own scale', () => {
    const text = askAgent(
      'confronta',
      'meglio il metalmeccanico industria o il confapi per un operaio di 5 livello?',
    ).text;
    const opening = text.split('\n')[0] ?? '';
    expect(opening).toMatch(/^Minimi retributivi/);
    expect(opening).toMatch(/Metalmeccanici industria \(livello C3\)/);
    expect(opening).toMatch(/Confapi \(5° livello\)/);
  });

  it('a level asked outright is still the levels’ comparison', () => {
    const text = askAgent('confronta', 'come sono inquadrati i livelli nel commercio e nel turismo?').text;
    expect(text.split('\n')[0]).not.toMatch(/^Minimi retributivi/);
  });
});

describe('a subject the knowledge base has no passage on is said as such, not answered with another', () => {
  it.each(['il lavoro intermittente a chiamata come funziona?'])('%s', (message) => {
    const opening = askAgent('main-agent', message).text.split('\n')[0] ?? '';
    expect(opening).toMatch(/^Non ho trovato nella base di conoscenza|esce da ciò di cui mi occupo/);
  });

  // (Session 64: night work with a small child is now the law's, D.Lgs. 151/2001 art. 53: night-parent.ts.)
  it('night shifts with a small child: the law, the right to refuse until the child is 3', () => {
    const opening = askAgent(
      'main-agent',
      'posso rifiutare i turni di notte se ho un bimbo piccolo?',
    ).text.split('\n')[0];
    expect(opening).toMatch(/3 anni/);
  });

  it('a subject it has is still found in its passage', () => {
    const opening = askAgent('main-agent', 'il welfare aziendale nel ccnl metalmeccanico quanto è?').text;
    expect(opening.split('\n')[0]).toMatch(/welfare/i);
  });
});

describe('a law rule asked with no agreement is answered by the law', () => {
  it.each(['le ferie che non ho fatto le perdo?', 'entro quando vanno smaltite le ferie arretrate?'])(
    '%s',
    (message) => {
      const text = askAgent('main-agent', message).text;
      expect(text.split('\n')[0]).toMatch(/^(?:\*\*No\*\*: per|Per) legge .*\*\*18 mesi\*\*/);
      expect(text).toMatch(/indica o seleziona il CCNL/);
    },
  );
});

describe('after merging: what a document states per week is not a figure read per hour', () => {
  it('an hourly pay from a letter that states the monthly pay and weekly hours is computed', () => {
    const documents = [
      {
        fileId: 'd1',
        fileName: 'lettera.txt',
        text: 'Lettera di assunzione\nOrario: 40 ore settimanali su 5 giorni.\nRetribuzione: 1.730,00 euro lordi mensili, CCNL Commercio, 4° livello.\n',
      },
    ];
    const text = askAgent('calcolo', 'in base alla lettera quanto prendo all’ora?', {
      documents,
    } as never).text;
    // 1.730,00 ÷ 168 (Commercio's divisor) = 10,30
    expect(text.split('\n')[0]).toContain('10,30');
  });
});

describe('after merging: a fixed-term renewal asked with its extra contribution is the contribution', () => {
  it('keeps the contribution across the follow-up', () => {
    const text = askAgent(
      'calcolo',
      'e se lo rinnovo una seconda volta, su 2.000 euro al mese quanto pago in più?',
      {
        history: ['quanto costa il contributo addizionale naspi su un contratto a termine?'],
      },
    ).text;
    expect(text.split('\n')[0]).not.toMatch(/al massimo 24 mesi/);
  });
});

describe('the year the question asks is the tax year, whatever years the story tells', () => {
  it.each([
    [
      'Ho fatto qualche collaborazione nel 2022, ora sono assunto con RAL 30.000 a Bologna. Nel 2026 quanto prendo netto al mese?',
      2026,
    ],
    [
      'La badante è con noi dal 2021, 25 ore a settimana a 8 euro. Per il 2025 quanto le tratteniamo di contributi?',
      2025,
    ],
  ])('%s', (message, year) => {
    expect(read(message).slots.taxYear).toBe(year);
  });
});

describe('a 14th month asked in a story about holidays is still work', () => {
  it('is not outside the product', () => {
    expect(
      read(
        'mio figlio fa il cameriere in un hotel al 5 livello dal marzo 2026 e ha già prenotato un viaggio in Spagna: quanto gli danno di quattordicesima a luglio?',
      ).intent,
    ).not.toBe('out_of_scope');
  });
});

describe('the schedule and the weekly limit are not hours to pay', () => {
  it('"full time 38 ore" is the week, "sotto le 48 ore settimanali" a limit', () => {
    const slots = read(
      'commercio 3 livello, full time 38 ore: ieri sono rimasto 2 ore in più, sempre sotto le 48 ore settimanali. quanto mi pagano ogni ora in più?',
    ).slots;
    expect(slots.weeklyHours).toBe(38);
    expect(slots.amounts.some((a) => a.kind === 'hours' && a.value === 38)).toBe(false);
  });
});

describe('two readings found by the blind sets', () => {
  it('the annual reduction of hours said as "riduzione d’orario" is the ROL', () => {
    expect(read('nel contratto dei bar quante ore di riduzioni d’orario ho all’anno?').intent).toBe(
      'rol_ex_festivita',
    );
  });

  it('"stessa decorrenza" in a follow-up is the same effective date, not a renewal', () => {
    const request = readQuestion({
      kb: testKb,
      message: 'medesima decorrenza, e per il 3° livello super?',
      history: ['Studi professionali: minimo del 3° livello da ottobre 2024?'],
      today: TEST_TODAY,
    });
    expect(request.intent).toBe('minimum_pay');
    expect(request.slots.level).toBe('3S');
  });
});

describe('a pension’s 14th month stays outside the product', () => {
  it('is out of scope', () => {
    expect(read('quando arriva la quattordicesima per i pensionati quest’anno?').intent).toBe('out_of_scope');
  });
});
