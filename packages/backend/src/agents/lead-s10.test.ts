import { describe, expect, it } from 'vitest';
import { readQuestion } from '../reader/read.js';
import { askAgent, openingLine, TEST_TODAY, testKb } from '../testing/agents.js';

const read = (message: string, history: string[] = [], agent: 'main-agent' | 'calcolo' = 'main-agent') =>
  readQuestion({ kb: testKb, message, today: TEST_TODAY, history, agent });

describe('a level stated with "inquadrato al …" does not swallow the ask that follows it', () => {
  it.each([
    'terziario, una commessa inquadrata al 5° livello quanto prende di minimo?',
    'studi professionali, inquadrata al 3° livello super: il minimo?',
  ])('%s', (message) => {
    expect(read(message).intent).toBe('minimum_pay');
  });

  it('the level stated still does not make the question a classification', () => {
    expect(read('inquadrata al 4 livello del commercio da due anni, quante ferie ho?').intent).toBe(
      'holidays',
    );
  });
});

describe('a turn that keeps the same date or table but names another level', () => {
  const first = 'Studi professionali: minimo tabellare del 3° livello in vigore da ottobre 2024?';
  it.each([
    'stessa data, ma per il 3° livello super?',
    'Stessa tabella: e un impiegato inquadrato al 3° livello super?',
  ])('%s', (message) => {
    const request = read(message, [first], 'calcolo');
    expect(request.intent).toBe('minimum_pay');
    expect(request.slots.level).toBe('3S');
    expect(request.slots.date).toBe('2024-10-01');
  });

  it('a new question in the same conversation reads "super" in the conversation’s agreement', () => {
    const request = read('un dipendente al 4° livello super quanto prende?', [first]);
    expect(request.slots.level).toBe('4S');
  });
});

describe('an apprenticeship’s length asked for one level opens with that level’s length', () => {
  it('a driver of the third level super in Logistica: 60 months', () => {
    const opening = openingLine(
      askAgent(
        'main-agent',
        'quanti anni di apprendistato per un autista al 3° livello super, ccnl logistica?',
      ).text,
    );
    expect(opening).toContain('3° livello super');
    expect(opening).toContain('**60 mesi (5 anni)**');
  });

  it('with no level named the clause opens as before', () => {
    const opening = openingLine(
      askAgent('main-agent', 'quanto dura l’apprendistato nel ccnl logistica?').text,
    );
    expect(opening).toContain('3 anni');
  });
});

describe('a bound asked of a rule whose declared gap is that bound is the gap, not the rule’s other figures', () => {
  it('the minimum part-time schedule in the metalworking crafts agreement', () => {
    const opening = openingLine(
      askAgent(
        'main-agent',
        'ccnl metalmeccanici artigiani: un part-time al minimo quante ore settimanali deve avere?',
      ).text,
    );
    expect(opening).toMatch(/non disponibile|non è nella base/);
    expect(opening).not.toContain('10%');
  });

  it('the supplementary hour of the same agreement is still answered with its rate', () => {
    const text = askAgent(
      'main-agent',
      'metalmeccanici artigiani, le ore supplementari del part-time come si pagano?',
    ).text;
    expect(openingLine(text)).toContain('10%');
  });
});

describe('what the blind sets of session 10 found, in new words', () => {
  it('"lordo necessario per … netti" is a gross for a net wanted', () => {
    expect(
      read('lordo annuo necessario per avere 1.800 euro netti al mese su 14 mensilità?', [], 'calcolo')
        .intent,
    ).toBe('net_to_gross');
  });

  it('night and holiday denied in the story are not the overtime asked; staying after the shift is overtime', () => {
    const request = read(
      'commercio 3 livello, ieri sono dovuta restare 3 ore dopo la chiusura, non era notte né festivo: quanto mi spetta per quelle ore?',
      [],
      'calcolo',
    );
    expect(request.slots.overtimeKind).toBe('straordinario');
  });

  it('a food-hygiene certificate is outside the agreements', () => {
    expect(
      read('il libretto sanitario per la mia cameriera va ancora fatto o basta il corso HACCP?').intent,
    ).toBe('out_of_scope');
  });

  it('a domestic quarter’s contributions say the employer’s share too', () => {
    const text = askAgent(
      'calcolo',
      'colf 10 ore a settimana a 9,00 euro l’ora nel 2026: quanto sono i contributi INPS del trimestre?',
    ).text;
    expect(openingLine(text)).toMatch(/a carico del datore di lavoro/);
  });
});

describe('a weekly bound kept ("non oltre le 48 ore") is not an hour beyond it', () => {
  it('Commercio overtime within the 48th hour is paid at the first band', () => {
    const text = askAgent(
      'calcolo',
      'commercio 5 livello: 4 ore di straordinario in una settimana senza superare le 48 ore, quanto valgono?',
    ).text;
    expect(openingLine(text)).toContain('15%');
  });
});

describe('documents in calcolo: a stated figure is read, a timesheet’s extra hours are valued', () => {
  const slip = {
    documents: [
      {
        fileId: 'p1',
        fileName: 'cedolino-settembre.txt',
        text: 'CEDOLINO SETTEMBRE 2026 - CCNL Terziario Confcommercio - Livello 3\nPaga base 1.451,20\nStraordinario 15%    4,00    51,20\nNETTO IN BUSTA    1.390,55\n',
      },
    ],
  };
  it('"quanto mi hanno pagato di straordinario?" reads the payslip’s line', () => {
    expect(
      openingLine(askAgent('calcolo', 'quanto mi hanno pagato di straordinario a settembre?', slip).text),
    ).toContain('51,20');
  });

  it('"ore eccedenti" of a timesheet are valued as overtime, all of them', () => {
    const sheet = {
      documents: [
        {
          fileId: 't1',
          fileName: 'presenze.txt',
          text: 'Foglio presenze 16-21 novembre 2026 - commesso 4° livello CCNL Terziario Confcommercio, tempo pieno 40 ore\nTotale ore lavorate: 44\n',
        },
      ],
    };
    // 1.818,75 / 168 = 10,8259; × 1,15 = 12,4498; × 4 = 49,80
    const opening = openingLine(
      askAgent(
        'calcolo',
        'come valorizzo in busta le ore eccedenti di questa settimana? importo lordo',
        sheet,
      ).text,
    );
    expect(opening).toContain('49,80');
  });
});

describe('a payslip column of whole hours is read like one written with decimals', () => {
  it('"Lavoro domenicale 30%   8   98,40": 8 hours, 98,40 €', () => {
    const slip = {
      documents: [
        {
          fileId: 'w1',
          fileName: 'busta-ottobre.txt',
          text: 'CEDOLINO OTTOBRE 2026 - CCNL Terziario Confcommercio - Livello 5\nVOCI                ORE     IMPORTO\nPaga base            1.691,70\nLavoro domenicale 30%     8     98,40\nNETTO IN BUSTA       1.500,10\n',
        },
      ],
    };
    const opening = openingLine(
      askAgent('main-agent', 'quante ore di lavoro domenicale mi hanno pagato?', slip).text,
    );
    expect(opening).toContain('8 ore');
    expect(opening).toContain('98,40');
  });
});
