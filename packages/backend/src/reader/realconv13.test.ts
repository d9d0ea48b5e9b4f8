import { describe, expect, it } from 'vitest';
import { testKb as kb, TEST_TODAY } from '../testing/agents.js';
import { readQuestion } from './read.js';

type Agent = 'main-agent' | 'calcolo' | 'inquadra' | 'confronta';
const read = (message: string, history: string[] = [], agent: Agent = 'calcolo') =>
  readQuestion({ kb, today: TEST_TODAY, message, categories: [], history, agent });

describe('a turn weighed against the answer just given asks that subject again, not a comparison', () => {
  it.each([
    'Abbiamo cambiato idea: la signora verrà a vivere da noi, sempre livello B. A questo punto il periodo di prova cambia rispetto a quello che mi hai detto?',
    'ora però sarà convivente, sempre livello B: la prova cambia rispetto a prima?',
  ])('%s', (message) => {
    const r = read(
      message,
      ['assumo una colf livello B a ore non convivente, quanti giorni di prova?'],
      'main-agent',
    );
    expect(r.intent).toBe('probation');
    expect(r.slots.cohabiting).toBe(true);
  });

  it('two agreements weighed stay a comparison', () => {
    const r = read('e rispetto al contratto del turismo la prova è più lunga?', [
      'quanto dura la prova per un 4° livello del commercio?',
    ]);
    expect(r.intent).toBe('comparison');
  });
});

describe('a date and "quant’era?" after a classification with its minimum ask the minimum at that date', () => {
  it.each(['e a ottobre 2025 quant’era?', 'e nel marzo 2025 quanto faceva?'])('%s', (message) => {
    const r = read(message, [
      'Azienda metalmeccanica industria: ho un operaio che nella lettera del 2010 risulta di 4ª categoria.',
      'A quale livello attuale corrisponde e qual è oggi il suo minimo tabellare mensile?',
    ]);
    expect(r.intent).toBe('minimum_pay');
    expect(r.slots.level).toBe('C2');
    expect(r.slots.date?.startsWith('2025-')).toBe(true);
  });
});

describe('"stessa RAL" with another year changes the tax rules, not the pay table', () => {
  it.each([
    'e con le regole del 2025 stessa ral quanto veniva?',
    'a parità di lordo, con le regole del 2025 quanto sarebbe stato?',
  ])('%s', (message) => {
    const r = read(message, [
      'Metalmeccanico industria, livello C3, tempo pieno, nessuno scatto.',
      'Con 13 mensilità sul minimo C3 di oggi e residenza a Milano, quanto netto al mese nel 2026?',
    ]);
    expect(r.intent).toBe('gross_to_net');
    expect(r.slots.taxYear).toBe(2025);
    expect(r.slots.date).toBe(TEST_TODAY);
  });

  it('the year alone still reads that year’s table', () => {
    const r = read('e nel 2025 quanto veniva?', [
      'Metalmeccanico industria, livello C3, tempo pieno, nessuno scatto: quanto netto al mese nel 2026 a Milano?',
    ]);
    expect(r.slots.date).toBe('2025-12-31');
  });
});

describe('the minimum in other words and a domestic level typed in lower case', () => {
  it('"paga minima" after a vague turn is the minimum', () => {
    const r = read('e la paga minima mensile 2026 per la ds convivente?', [
      'Sto per assumere una badante convivente.',
      "E se invece avesse l'attestato di OSS?",
    ]);
    expect(r.intent).toBe('minimum_pay');
    expect(r.slots.level).toBe('DS');
  });

  it.each([
    ['quanto costa al mese una cs convivente?', 'CS'],
    ['la retribuzione minima di una bs convivente nel 2026?', 'BS'],
  ])('%s', (message, level) => {
    expect(read(message, ['ho una badante per mia madre']).slots.level).toBe(level);
  });
});

describe('a compared side said with the month its table starts is weighed at the conversation’s date', () => {
  it('C3 of July 2026 against the Turismo table from May 2026', () => {
    const r = read(
      'e rispetto a un 3 livello turismo alberghi da maggio 2026 chi prende di piu di minimo?',
      ['minimo metalmeccanico industria C3 luglio 2026?'],
      'confronta',
    );
    expect(r.intent).toBe('comparison');
    expect(r.slots.date).toBe('2026-07-01');
  });
});

describe('a hire "per il magazzino" of the same shop stays in the conversation’s agreement', () => {
  it('a cleaning task word does not move it to the Multiservizi', () => {
    const history = [
      'Negozio di abbigliamento, Terziario Confcommercio: quanto dura al massimo la prova per una commessa di 4° livello?',
    ];
    const earlier = read(history[0] as string, [], 'main-agent');
    const r = read(
      'Per la stessa assunzione ci sarebbe anche un ragazzo per il magazzino al 6° livello, che farà solo carico e pulizia degli scaffali: per lui la prova quanto dura?',
      history,
      'main-agent',
    );
    expect(r.intent).toBe('probation');
    expect(r.slots.agreements).toEqual(earlier.slots.agreements);
    expect(r.slots.level).toBe('6');
  });
});
