import { describe, expect, it } from 'vitest';
import { askAgent, openingLine } from '../testing/agents.js';
import { marriageByLaw } from './payslip-marriage-allowance.js';

// A blue-collar worker's marriage with the INPS named and no agreement: the law's days and the INPS allowance.
describe('the INPS marriage allowance asked with no agreement', () => {
  it('gives the 8 consecutive days and the 7 days paid by INPS', () => {
    const a = askAgent(
      'main-agent',
      'lavoro come operaio in produzione, a maggio mi sposo: ho letto che il congedo matrimoniale lo paga l’inps, quanti giorni sono?',
    );
    const open = openingLine(a.text);
    expect(open).toContain('**8 giorni consecutivi**');
    expect(open).toContain('assegno INPS pari a 7 giorni di retribuzione');
  });

  it('leaves a clerk and a question without the INPS to the agreement', () => {
    expect(marriageByLaw('sono impiegata e mi sposo, paga l’inps?')).toBeUndefined();
    expect(marriageByLaw('sono operaio e mi sposo: quanti giorni di congedo?')).toBeUndefined();
  });
});
