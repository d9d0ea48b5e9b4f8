import { describe, expect, it } from 'vitest';
import { askAgent, openingLine, testKb } from '../testing/agents.js';
import { ratePeriodYear } from './ratei-period.js';

// The answer classes of the employers' set (89-real-employer.json), in phrasings that are not its words.
const category = (id: string) => testKb.byId(id)?.id_categoria as number;
const proposed = (agreement: string, message: string) =>
  /Livello proposto: \*\*(?:livello )?([^*( ]+)/.exec(
    askAgent('inquadra', message, { categories: [category(agreement)] }).text,
  )?.[1];

describe('a job told by its tasks is the profile its title names', () => {
  it.each([
    [
      'pubblici-esercizi-fipe',
      'in trattoria uno che prepara l’impasto, farcisce le pizze e le inforna, poi pulisce il piano',
      '4°',
    ],
    [
      'terziario-confcommercio',
      'in negozio uno che controlla i documenti di trasporto, sistema la merce e guida il transpallet',
      '4°',
    ],
    [
      'cooperative-sociali',
      'una persona che segue gli ospiti della casa di riposo nell’igiene personale e li aiuta a vestirsi',
      'C1',
    ],
  ])('%s: %s → %s', (agreement, message, level) => {
    expect(proposed(agreement, message)).toBe(level);
  });

  it('a forklift the worker does not drive names no warehouse job', () => {
    expect(
      proposed(
        'logistica-trasporto-merci-spedizione',
        'preparo gli ordini col palmare e metto i colli sui bancali; non guido il muletto e non coordino nessuno',
      ),
    ).not.toBe('4°');
  });
});

describe('the ratei period holds the dates the question gives', () => {
  it.each([
    [false, 2025, undefined, '2026-09-30', 2026],
    [true, 2025, '2025-10-01', undefined, 2026],
    [true, 2026, '2026-03-01', undefined, 2026],
    [false, 2026, '2026-02-01', undefined, 2026],
  ] as const)('14ª %s, year %s, hire %s, end %s → %s', (fourteenth, year, hire, end, expected) => {
    expect(ratePeriodYear(fourteenth, year, hire, end)).toBe(expected);
  });

  it('a 13th at leaving, with a table of the year before named in the story', () => {
    const text = askAgent(
      'calcolo',
      'Farmacia non convenzionata col CCNL Commercio: impiegata di III livello pagata al minimo di novembre 2025, ultimo giorno il 31 marzo 2026. Rateo di tredicesima?',
    ).text;
    expect(openingLine(text)).toContain('495,98');
  });
});

describe('holidays left untaken on leaving, as money', () => {
  it('days × the daily quota', () => {
    const text = askAgent(
      'calcolo',
      'chiude il rapporto una impiegata di 3° livello del CCNL Studi professionali pagata al minimo di ottobre 2025: le avanzano 6 giorni di ferie, quanto le devo liquidare?',
    ).text;
    expect(openingLine(text)).toMatch(/393,7[78]/);
  });

  it('no days said: no amount', () => {
    const text = askAgent(
      'main-agent',
      'CCNL Commercio: le ferie non godute si pagano quando uno si dimette?',
    ).text;
    expect(text).not.toMatch(/indennità sostitutiva \(/);
  });
});

describe('a pay offered asked against the minimum', () => {
  it('"è legale?" with a monthly figure and a level', () => {
    const text = askAgent(
      'calcolo',
      'Offro 1.500 euro lordi al mese a un commesso full time al V livello del commercio: è legale?',
    ).text;
    expect(openingLine(text)).toContain('1.691,70');
  });
});

describe('a domestic TFR over years, with the contributions named in the story', () => {
  it('the yearly gross quota and the total, the revaluation set aside after its noun', () => {
    const text = askAgent(
      'calcolo',
      'La badante di mio padre fa 25 ore a settimana a 10 euro l’ora, contributi sempre pagati. Se ne va dopo due anni: rivalutazione esclusa, quanto TFR in un anno e quanto in tutto?',
    ).text;
    expect(text).toMatch(/1\.043,2[01]/);
    expect(text).toMatch(/2\.086,4[12]/);
  });
});

describe('the asked subject opens a sickness answer', () => {
  it('an illness told without an accident does not open with the injury', () => {
    const text = askAgent(
      'main-agent',
      'CCNL Commercio, negozio: la commessa ha la febbre e il certificato medico dice tre giorni, la prima volta quest’anno. I primi giorni li pago io?',
    ).text;
    // The verdict may open it ("**Sì**: … i primi 3 giorni …"): the opening line is about sick days, not the injury.
    const opening = openingLine(text);
    expect(opening).not.toMatch(/infortunio/);
    expect(opening).toMatch(/primi 3 giorni/);
  });

  it('a comporto follow-up that changes the years keeps the comporto first', () => {
    const text = askAgent('main-agent', 'E per un collega dello stesso reparto assunto 4 anni fa?', {
      history: [
        'Metalmeccanica industria: per quanto si conserva il posto (comporto) a un operaio con 1 anno di anzianità?',
      ],
    }).text;
    expect(openingLine(text)).toContain('9 mesi');
  });
});

describe('a household worker’s hours said without the week are her weekly schedule', () => {
  it('TFR of a colf at 9 € an hour for 15 hours', () => {
    const text = askAgent('calcolo', 'colf 15 ore a 9 euro l’ora, quanto TFR matura in un anno intero?').text;
    // 9 × 15 × 52 / 12 = 585,00 a month; × 13 = 7.605,00; / 13,5 = 563,33.
    expect(text).toMatch(/563,33/);
    expect(text).toMatch(/intese come orario settimanale/);
  });
});

describe('a child minded ("ci tiene", "mi guarda") is the babysitter’s care level', () => {
  it.each([
    'una ragazza che ci tiene la bambina di 6 anni tre pomeriggi a settimana',
    'la studentessa che mi guarda i figli quando esco la sera',
  ])('%s → BS', (message) => expect(proposed('lavoro-domestico', message)).toBe('BS'));
});
