import { describe, expect, it } from 'vitest';
import { askAgent } from '../testing/agents.js';

// The family employer's own tax relief for a domestic worker: the deduction of the INPS contributions (TUIR art. 10
// c. 2) and the 19% tax credit on a carer's pay (TUIR art. 15 c. 1 lett. i-septies), not the INPS hourly bands.
const opening = (agent: Parameters<typeof askAgent>[0], message: string) =>
  askAgent(agent, message, { today: '2026-12-02' }).text.split('\n')[0] ?? '';

describe('the family employer’s tax relief for a domestic worker', () => {
  it('the deduction of the contributions paid for the housekeeper', () => {
    const text = opening(
      'main-agent',
      'I contributi della colf li posso scaricare nella dichiarazione dei redditi? fino a quanto?',
    );
    expect(text).toMatch(/1\.549,37 €/);
    expect(text).toMatch(/E23/);
    expect(text).not.toMatch(/fascia di paga oraria/);
  });
  it('the tax credit on a carer’s pay, with the income told under the limit', () => {
    const text = opening(
      'calcolo',
      'Pago io la badante di mio suocero non autosufficiente, ho un reddito di 28.000 euro: quanto posso detrarre della sua paga nel 730?',
    );
    expect(text).toMatch(/399,00 €/);
    expect(text).toMatch(/2\.100,00 €/);
    expect(text).toMatch(/\*\*spetta\*\*/);
  });
  it('over the income limit the tax credit is not due', () => {
    const text = opening(
      'calcolo',
      'Mia madre non è autosufficiente e pago la badante; il mio reddito è 55.000 euro: posso detrarre gli stipendi nel 730?',
    );
    expect(text).toMatch(/\*\*non spetta\*\*/);
  });
});

describe('a family’s medical expense asked with the colf in the story', () => {
  it('says the tax return is out of scope, without the carer’s tax relief figures', () => {
    const a = askAgent(
      'main-agent',
      'Abbiamo la badante per mio padre con il contratto domestico. A parte questo: nel 730 posso detrarre le spese del dentista di mio padre? Che ricevute servono?',
    );
    expect(a.text.split('\n')[0]).toContain('esce da ciò di cui mi occupo');
    expect(a.text.split('\nFonti:')[0]).not.toMatch(/€|\d%/);
  });
});
