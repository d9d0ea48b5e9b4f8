import { describe, expect, it } from 'vitest';
import { testKb as kb, TEST_TODAY } from '../testing/agents.js';
import { accrualEnd } from './accrual-end.js';
import { asksAgreementOfDocument } from './document-subject.js';
import { readQuestion } from './read.js';
import { readable } from './text.js';

const read = (message: string, documents = 0) =>
  readQuestion({ kb, message, history: [], categories: [], today: TEST_TODAY, agent: 'calcolo', documents });
const slots = (hireDate?: string) =>
  ({ agreements: [], unknownAgreements: [], amounts: [], ...(hireDate ? { hireDate } : {}) }) as never;

describe('realdocs6: an accrual asked over a range of months ends at the range’s last month', () => {
  it('"da aprile a settembre compreso" ends on 30 September of the hire’s year', () => {
    expect(
      accrualEnd(
        readable('quanta tredicesima ho maturato da aprile a settembre compreso?'),
        slots('2026-02-10'),
        'thirteenth_pro_rata',
      ),
    ).toEqual({ endDate: '2026-09-30' });
  });
  it('a range that starts at the hire’s month ends there too, in the hire’s year', () => {
    expect(
      accrualEnd(
        readable('ho maturato da maggio a novembre quanta 13esima?'),
        slots('2026-05-04'),
        'thirteenth_pro_rata',
      ),
    ).toEqual({ endDate: '2026-11-30' });
  });
  it('a story’s season that neither starts at the hire nor says "compreso" is no end', () => {
    expect(
      accrualEnd(
        readable('lavoro da marzo a ottobre ogni anno, quanta tredicesima mi spetta?'),
        slots('2024-01-10'),
        'thirteenth_pro_rata',
      ),
    ).toEqual({});
  });
  it('beside an uploaded payslip, a 13ª accrued "da marzo a ottobre compreso" keeps its end', () => {
    const r = read(
      'assunta il 1 marzo 2026, vi ho caricato il cedolino: quanta tredicesima ho maturato da marzo a ottobre compreso?',
      1,
    );
    expect(r.slots.endDate).toBe('2026-10-31');
  });
});

describe('realdocs6: a document’s term doubted asks the agreement', () => {
  it.each([
    'nella lettera c’è scritto 90 giorni di prova, si può?',
    'il periodo di prova della lettera è regolare?',
    'la prova di 3 mesi del contratto allegato è lecita?',
  ])('%s', (text) => {
    expect(asksAgreementOfDocument('probation', readable(text))).toBe(true);
  });
  it('"cosa dice la lettera sulla prova?" stays the document', () => {
    expect(asksAgreementOfDocument('probation', readable('cosa dice la lettera sulla prova?'))).toBe(false);
  });
  it('"secondo il contratto" is the document only when a contract was uploaded', () => {
    const text = readable('quante ferie le spettano secondo il contratto?');
    expect(asksAgreementOfDocument('holidays', text, true)).toBe(false);
    expect(asksAgreementOfDocument('holidays', text, false)).toBe(true);
  });
});

describe('realdocs6: the pay the TFR is computed on is a gross, "in busta" or not', () => {
  it('"la retribuzione utile tfr in busta di ottobre è 1.950,40" reads a monthly gross, not a net', () => {
    const r = read(
      'la retribuzione utile tfr in busta di ottobre è 1.950,40, quanto tfr accantono in quel mese?',
    );
    expect(r.slots.amounts).toEqual([{ kind: 'monthly_gross', value: 1950.4 }]);
  });
  it('"in busta prendo 1.400" stays a net', () => {
    const r = read('in busta prendo 1.400, quanto tfr matura in un anno?');
    expect(r.slots.amounts[0]?.kind).toBe('net');
  });
});
