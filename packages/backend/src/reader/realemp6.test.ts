import { describe, expect, it } from 'vitest';
import { TEST_TODAY, testKb } from '../testing/agents.js';
import { readQuestion } from './read.js';

// The reading classes of the sixth employers' set (eval/questions/88-g19-realemp6.json), in words that are not its own.
const read = (message: string) => readQuestion({ kb: testKb, message, today: TEST_TODAY });

describe('a yearly gross asked beside the minimums and the payments it is computed on is the RAL', () => {
  it.each([
    'Pulizie, CCNL Multiservizi: retribuzione lorda annua di un operaio di 3° livello sui minimi in vigore, 14 mensilità.',
    'commercio 5° livello: retribuzione annua lorda sulle tabelle attuali, su 14 mensilità',
    'Studi professionali 4° livello, lorda annua sui minimi di ottobre 2025 con 14 mensilità?',
  ])('%s', (message) => expect(read(message).intent).toBe('gross_to_net'));

  it('the month’s minimum asked alone stays the minimum', () => {
    expect(read('commercio 5° livello: minimo mensile in vigore, 14 mensilità?').intent).toBe('minimum_pay');
  });
});

describe('extra hours counted with "ne" beside a short week are a part-timer’s supplementary hours', () => {
  it.each([
    'La babysitter viene 15 ore a settimana, la settimana scorsa ne ha fatte 4 in più: gliele pago come straordinario?',
    'la colf fa 18 ore settimanali e ieri ne ha fatte due in più di sera, devo maggiorarle?',
  ])('%s', (message) => expect(read(message).intent).toBe('part_time'));

  it('a full-time worker’s extra hours are not a part-timer’s', () => {
    expect(
      read(
        'commercio, il magazziniere è a tempo pieno, questa settimana ne ha fatte 3 in più: quanto gliele pago?',
      ).intent,
    ).not.toBe('part_time');
  });
});
