import { describe, expect, it } from 'vitest';
import { askAgent, testKb as kb, openingLine, TEST_TODAY } from '../testing/agents.js';
import { questionParts } from './parts.js';
import { readQuestion } from './read.js';

const read = (message: string, agent?: 'calcolo' | 'main-agent') =>
  readQuestion({ kb, message, categories: [], today: TEST_TODAY, ...(agent ? { agent } : {}) });

describe('the additional months at leaving', () => {
  it.each([
    ['mi sono dimesso, ultimo giorno 30 aprile 2026: quanto mi spetta di tredicesima?', '2026-04-30'],
    ['lascio il lavoro il 31 gennaio 2026, quanto prendo di rateo di tredicesima?', '2026-01-31'],
    [
      'sono stata licenziata, ultimo giorno di lavoro 15 maggio 2026: la quattordicesima quanto vale?',
      '2026-05-15',
    ],
  ])('reads the last day as the end date: %s', (message, end) => {
    expect(read(message).slots.endDate).toBe(end);
  });

  it('keeps "giorno" a day (it was mended to "giorni")', () => {
    expect(
      read('ultimo giorno 31 marzo 2026, commessa 4° livello commercio: rateo di tredicesima?').slots.endDate,
    ).toBe('2026-03-31');
  });

  it.each([
    'nella liquidazione quanto mi tocca di ratei di tredicesima?',
    'quanto mi danno di tredicesima con la liquidazione di fine mese?',
  ])('reads the 13th in the final settlement as the 13th, not the TFR: %s', (message) => {
    expect(read(message).intent).toBe('thirteenth_pro_rata');
  });

  it.each([
    ['ratei di quattordicesima e di tredicesima?', ['quattordicesima', 'tredicesima']],
    ['quanto mi spetta di 14ª e di 13ª?', ['14ª', '13ª']],
    ['e la tredicesima e la quattordicesima quanto valgono?', ['tredicesima', 'quattordicesima']],
  ])('asks each additional month apart: %s', (message, kinds) => {
    const parts = questionParts(message);
    expect(parts).toHaveLength(2);
    kinds.forEach((kind, i) => {
      expect(parts[i]).toContain(kind);
    });
  });
});

describe('calcolo keeps the subject a question names', () => {
  it('answers the table minimum asked with a level, not the net', () => {
    const text = askAgent(
      'calcolo',
      'operaio C3 metalmeccanico da 10 anni: qual è il minimo lordo mensile da luglio 2026?',
    ).text;
    expect(openingLine(text)).toContain('**2.211,43 €**');
  });

  it('still asks the level when the minimum is asked without one', () => {
    expect(read('quanto è il minimo lordo di un metalmeccanico?', 'calcolo').intent).not.toBe(
      'payroll_rules',
    );
    expect(openingLine(askAgent('calcolo', 'quanto è il minimo lordo di un metalmeccanico?').text)).toMatch(
      /mi serve il livello/,
    );
  });

  it.each([
    'Nel 2026 qual è la prima fascia pensionabile oltre la quale sullo stipendio si paga l’1% aggiuntivo?',
    'quali sono gli scaglioni IRPEF 2026 sullo stipendio?',
  ])('reads a payroll rule named outright as the rule: %s', (message) => {
    expect(read(message, 'calcolo').intent).toBe('payroll_rules');
  });

  it('still computes a net when the net is asked with the rule', () => {
    expect(read('calcola il netto con RAL 30.000 e le detrazioni 2026', 'calcolo').intent).toBe(
      'gross_to_net',
    );
  });
});

describe('hours beyond the schedule in other words', () => {
  it.each([
    ['se faccio delle ore extra la domenica quanto me le pagano?', 'straordinario_festivo'],
    ['le ore in più fatte di notte quanto valgono?', 'straordinario_notturno'],
    ['quanto mi pagano le ore extra?', 'straordinario'],
  ])('%s', (message, kind) => {
    const request = read(message);
    expect(request.intent).toBe('overtime_value');
    expect(request.slots.overtimeKind).toBe(kind);
  });
});

describe('weekly hours said after the hours', () => {
  it.each([
    ['se le ore diventano 30 a settimana quanto si versa?', 30],
    ["e se l'orario passa a 28 alla settimana?", 28],
    ['le sue ore salgono a 26,5 settimanali', 26.5],
  ])('%s', (message, hours) => {
    expect(read(message).slots.weeklyHours).toBe(hours);
  });
});

describe('the contributions a family pays, asked as a payment', () => {
  it('answers "quanto si versa a trimestre" for a colf with the contributions at the new hours', () => {
    const text = askAgent(
      'calcolo',
      "e se da aprile l'orario passa a 28 alla settimana, sempre a 8,50 l'ora, quanto si versa a trimestre?",
      {
        history: [
          'Nel 2025 abbiamo una colf non convivente a tempo indeterminato, 8,50 euro l’ora per 15 ore a settimana: quanti contributi INPS a trimestre?',
        ],
      },
    ).text;
    // 28 h > 24: the fixed 2025 rate 1,22 € × 28 h × 13 weeks.
    expect(openingLine(text)).toContain('**444,08 € a trimestre**');
  });
});

describe('a subject named only in the story is not a second question', () => {
  it('answers the minimum asked, not the sickness the story mentions', () => {
    const request = read(
      "Mia figlia è in malattia e il medico dell'ASL le ha fatto il certificato. Lavora in un negozio col contratto del commercio, 4° livello: qual è il minimo tabellare?",
    );
    expect(request.intent).toBe('minimum_pay');
    expect(request.alsoAsked).not.toContain('sickness_injury');
  });

  it('keeps a subject the question sentence itself asks', () => {
    const request = read(
      'Sono al 4° livello del commercio. Qual è il minimo tabellare e quanti giorni di ferie ho?',
    );
    expect(request.alsoAsked).toContain('holidays');
  });
});
