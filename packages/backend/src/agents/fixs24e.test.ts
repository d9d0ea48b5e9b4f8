import { describe, expect, it } from 'vitest';
import { readQuestion } from '../reader/read.js';
import { askAgent, openingLine, TEST_TODAY, testKb } from '../testing/agents.js';
import { supersededTable } from './superseded-passage.js';

// Session 24 (fixs24e): the second wave of blind sets' failures, part 1, in new words.
const read = (message: string, history: string[]) =>
  readQuestion({ kb: testKb, message, history, categories: [], today: TEST_TODAY });

const MM_JOB =
  'Sono in una fabbrica metalmeccanica con il contratto Federmeccanica: faccio solo carico e scarico e movimentazione semplice della merce in magazzino, sempre su istruzioni del capo reparto. Che livello mi spetta?';
const HEAD_COOK =
  'Nella mia osteria (CCNL Pubblici esercizi FIPE) ho un cuoco che è responsabile della cucina, coordina gli aiuto cuochi, prepara i menù e segue gli ordini della merce ai fornitori. A che livello va inquadrato?';

describe('the pay asked right after a classification is the minimum of the level proposed', () => {
  it('"quanto guadagna al mese a quel livello?" reads a minimum, not the classification again', () => {
    expect(read('ok, e uno a quel livello quanto guadagna al mese oggi?', [MM_JOB]).intent).toBe(
      'minimum_pay',
    );
  });
  it('"a quale livello andrebbe invece?" stays a classification', () => {
    expect(read('e a quale livello andrebbe se guidasse il muletto?', [MM_JOB]).intent).toBe(
      'classification',
    );
  });
  it('the D1 minimum opens the answer', () => {
    const a = askAgent('main-agent', 'ok, e uno a quel livello quanto guadagna al mese oggi?', {
      history: [MM_JOB],
    });
    expect(openingLine(a.text)).toContain('livello D1');
    expect(openingLine(a.text)).toContain('**1.784,94 €**');
  });
  it('after a head cook classified, "quanto gli spetta di minimo?" gives the 2nd level minimum', () => {
    const a = askAgent('main-agent', 'E quanto gli spetta al mese come paga minima, oggi?', {
      history: [HEAD_COOK],
    });
    expect(openingLine(a.text)).toContain('2° livello');
    expect(openingLine(a.text)).toContain('**1.916,35 €**');
  });
});

describe('a job told at length is classified on its own words', () => {
  it('a cook who runs the kitchen and leads the helpers is the head cook, 2nd level', () => {
    const a = askAgent('inquadra', HEAD_COOK);
    expect(openingLine(a.text)).toContain('**2° livello**');
  });
  it("a waiter's pay asked before does not classify the cook as a waiter", () => {
    const a = askAgent('inquadra', HEAD_COOK, {
      history: ['quanto prende al mese un barista al 5° livello nei pubblici esercizi FIPE?'],
    });
    expect(openingLine(a.text)).toContain('**2° livello**');
  });
});

describe('a whole calculation asked after a rule is read on its own', () => {
  it('a net with RAL, city and payments after the IRPEF brackets', () => {
    const r = read(
      'Bene, e io con RAL 30.000 a Milano su 13 mensilità quanto mi ritrovo netto al mese quest anno?',
      ['quali sono gli scaglioni irpef del 2026?'],
    );
    expect(r.intent).toBe('gross_to_net');
    const a = askAgent(
      'calcolo',
      'Bene, e io con RAL 30.000 a Milano su 13 mensilità quanto mi ritrovo netto al mese quest anno?',
      { history: ['quali sono gli scaglioni irpef del 2026?'] },
    );
    expect(openingLine(a.text)).toContain('**1.801,96 € al mese**');
  });
});

describe("the year after a TFR accrual revalues that year's quota", () => {
  it('28.000 of RAL: 1.934,07 set aside, revalued at 3% is 58,02', () => {
    const a = askAgent(
      'calcolo',
      "e l'anno seguente, se l'inflazione fosse al 2%, di quanto viene rivalutato?",
      { history: ['Con una RAL di 28.000 euro quanto TFR accantono in un anno?'] },
    );
    expect(openingLine(a.text)).toContain('1.934,07 €');
    expect(openingLine(a.text)).toContain('**58,02 €**');
  });
});

describe('a superseded pay table is no further element', () => {
  it('the Commercio 4th level today: the November 2025 table is not added', () => {
    const a = askAgent(
      'main-agent',
      'commesso 4 livello commercio confcommercio adesso quanto e il minimo al mese??',
    );
    expect(openingLine(a.text)).toContain('**1.818,75 €**');
    expect(a.text).not.toContain('1.783,75');
  });
  it('a passage dated before the table in force is superseded; one dated after is not', () => {
    const opening = 'il minimo è **1.818,75 €**, in vigore dal 1° novembre 2026';
    expect(supersededTable('Dal 1° novembre 2025 il minimo mensile del 4° livello è 1.783,75', opening)).toBe(
      true,
    );
    expect(supersededTable('Dal 1° febbraio 2027 il minimo mensile sale a 1.858,75', opening)).toBe(false);
    expect(supersededTable('Dal 1° novembre 2025 spetta un giorno di permesso', opening)).toBe(false);
  });
});
