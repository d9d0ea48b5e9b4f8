import { describe, expect, it } from 'vitest';
import { TEST_TODAY, testKb } from '../testing/agents.js';
import { readQuestion } from './read.js';

// The reading classes of the ninth employers' set (eval/questions/88-g23-realemp9.json), in words that are not its own.
const read = (message: string, history: string[] = []) =>
  readQuestion({ kb: testKb, message, history, today: TEST_TODAY });
const id = (name: string) => testKb.byId(name)?.id_categoria;

describe('the increase asked in euro ("di quanti euro aumenta") is the renewal’s tranche, not the minimum', () => {
  it.each([
    'Azienda di detergenti con contratto chimico Federchimica: a luglio 2026 di quanti euro aumenta il minimo di un C1?',
    'paghe di uno stabilimento alimentare, contratto industria alimentare: l’ufficio vuole sapere di quanti euro cresce il minimo del 4° livello a gennaio 2027',
  ])('%s', (message) => expect(read(message).intent).toBe('renewal'));

  it('"di quanti euro sale il minimo" is the tranche; the hourly pay that "sale in più" on a Sunday is not', () => {
    expect(read('metalmeccanici industria, di quanti euro sale il minimo del C2 a giugno 2027?').intent).toBe(
      'renewal',
    );
    expect(
      read('lavoro la domenica, terzo livello commercio: di quanto sale la paga oraria in più?').intent,
    ).not.toBe('renewal');
  });

  it('the minimum asked outright stays the minimum', () => {
    expect(read('chimico Federchimica, minimo del D1 a luglio 2026?').intent).toBe('minimum_pay');
  });
});

describe('a sector weighed as the other option beside a named agreement is compared with it', () => {
  it('"come alimentare o metalmeccanico"', () => {
    const r = read(
      'dobbiamo decidere se inquadrare il nuovo stabilimento come alimentare o metalmeccanico: quante ore di lavoro a settimana in ciascuno?',
    );
    expect(r.slots.agreements).toEqual(
      expect.arrayContaining([id('alimentari-industria'), id('metalmeccanica-industria-federmeccanica')]),
    );
  });

  it('one agreement named with no option weighed stays alone', () => {
    const r = read(
      'stabilimento metalmeccanico vicino a un pastificio: quante mensilità ha il contratto metalmeccanico?',
    );
    expect(r.slots.agreements).toEqual([id('metalmeccanica-industria-federmeccanica')]);
  });
});
