import { describe, expect, it } from 'vitest';
import { testKb as kb, TEST_TODAY } from '../testing/agents.js';
import { hourlyPayAsked } from './hourly-asked.js';
import { readQuestion } from './read.js';
import type { TypedRequest } from './request.js';

const read = (message: string) =>
  readQuestion({ kb, message, history: [], categories: [], today: TEST_TODAY, agent: 'calcolo' });

describe("an hour's pay named with words between the pay and its unit", () => {
  it.each([
    'la paga base oraria nazionale adesso a quanto sta?',
    'la retribuzione base oraria di un 2° livello oggi quanto è?',
    'il minimo tabellare orario del 3° livello quant è adesso?',
    'la paga minima oraria per un operaio qualificato a quanto arriva?',
  ])('turns the minimum asked into the hourly rate: %s', (text) => {
    const minimum = { ...read(text), intent: 'minimum_pay', alsoAsked: [] } as TypedRequest;
    expect(hourlyPayAsked(minimum, text).intent).toBe('hourly_rate');
  });

  it('leaves the monthly minimum asked with no hour named', () => {
    const text = 'la paga base nazionale adesso a quanto sta?';
    const minimum = { ...read(text), intent: 'minimum_pay', alsoAsked: [] } as TypedRequest;
    expect(hourlyPayAsked(minimum, text).intent).toBe('minimum_pay');
  });

  it('reads a whole question about the hourly base pay as the hourly rate', () => {
    expect(
      read(
        'ciao sono muratore operaio qualificato 2 liv edile industria, la paga base oraria nazionale adesso a quanto sta? senza ITS e EET',
      ).intent,
    ).toBe('hourly_rate');
  });
});
