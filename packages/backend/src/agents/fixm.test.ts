import { describe, expect, it } from 'vitest';
import { askAgent, openingLine } from '../testing/agents.js';

// Session 15 (fixm): the deductions for dependants (art. 12 TUIR from 2025) in the net and in the rule answer.
const opening = (message: string, history: string[] = [], agent = 'calcolo') =>
  openingLine(askAgent(agent, message, { history }).text);

describe('a net asked with dependants includes their deductions', () => {
  it('a husband at charge, RAL 38.000 on 13 in 2026: 710 € off the IRPEF (income 34.508,00: the 20 € increment)', () => {
    const text = opening(
      'sono impiegata, 38 mila lordi su tredici mensilità, mio marito è a mio carico: netto mensile 2026?',
    );
    expect(text).toContain('2.209,74');
    expect(text).toContain('coniuge 710,00');
  });
  it('a daughter of 24 and a mother living with me, 24.000 on 14 in 2025', () => {
    const text = opening(
      'RAL 24.000 su 14 mensilità nel 2025, una figlia di 24 anni a carico al 100% e mia madre che vive con me, anche lei a mio carico: quanto netto al mese?',
    );
    expect(text).toContain('1.538,38');
  });
  it('small children give no deduction: the assegno unico is said, the net is unchanged', () => {
    const text = opening('33k lordi su 13 nel 2026, ho tre bambini piccoli a carico: netto al mese?');
    expect(text).toContain('1.975,55');
    expect(text).toContain('assegno unico');
  });
  it('children of unknown age are named as left out', () => {
    expect(opening('e se ho tre figli a carico?', ['RAL 33.000 su 13 nel 2026, netto mensile?'])).toContain(
      'non comprende le detrazioni per familiari a carico',
    );
  });
});

describe('the deduction asked as a rule', () => {
  it('is computed at the income given', () => {
    // 3 children of 22, 25, 28 at 100%, income 65.000: (125.000 − 65.000) / 125.000 = 0,48 → 3 × 950 × 0,48 = 1.368
    expect(
      opening(
        'quanto mi spetta di detrazione per tre figli di 22, 25 e 28 anni a carico al 100% con reddito complessivo di 65.000 euro?',
      ),
    ).toContain('1.368,00');
  });
  it('without an income it states the rule', () => {
    const text = opening('come si calcola la detrazione per il coniuge a carico?');
    expect(text).toContain('800,00');
  });
});

describe('a payslip check with dependants takes their deductions to the month', () => {
  it('a husband at charge: 710 / 12 off the month’s IRPEF', () => {
    // gross 2.500 on 13 in 2026: income 2.270,25 × 13 = 29.513,25 (spouse 690 + 20); IRPEF 285,19 − 59,17 = 226,02
    const text = opening(
      'busta paga di maggio 2026, lordo 2.500 euro, 13 mensilità, mio marito è a mio carico: IRPEF trattenuta 226,02, va bene?',
    );
    expect(text).toContain('torna');
    expect(text).toContain('226,02');
  });
});

describe('children of mixed ages', () => {
  it('a son of 17 and a daughter of 23: only the daughter’s deduction, the 15,000 increase named as a gap', () => {
    const text = opening(
      'RAL 29.000 su 13 nel 2026, un figlio di 17 e una figlia di 23 anni, entrambi a carico al 100%: netto?',
    );
    expect(text).toContain('non è nella base di conoscenza');
    expect(text).toContain('assegno unico');
  });
});
