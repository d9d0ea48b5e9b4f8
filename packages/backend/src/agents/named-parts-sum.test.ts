import { describe, expect, it } from 'vitest';
import { askAgent, openingLine, withUpload } from '../testing/agents.js';
import { partsSummed } from './named-parts-sum.js';

const row = [
  { label: 'paga base', amount: 1222.46 },
  { label: 'contingenza', amount: 524.22 },
  { label: 'terzo elemento nazionale', amount: 2.07 },
];

describe('the parts of a minimum the question sums by name', () => {
  it('takes the parts named when they are fewer than the row holds', () => {
    expect(partsSummed(row, 'minimo conglobato (paga base + contingenza)')?.map((p) => p.label)).toEqual([
      'paga base',
      'contingenza',
    ]);
    expect(partsSummed(row, 'paga base più contingenza?')?.length).toBe(2);
    expect(partsSummed(row, 'il minimo senza il terzo elemento?')?.length).toBe(2);
  });

  it('leaves a sum of every part, or none named, to the whole minimum', () => {
    expect(partsSummed(row, 'paga base + contingenza + terzo elemento')).toBeUndefined();
    expect(partsSummed(row, 'minimo del 4° livello?')).toBeUndefined();
  });

  it("opens Commercio's March 2025 minimum with paga base + contingenza, and keeps it for another level", () => {
    const first =
      'Terziario Confcommercio: minimo conglobato del IV livello (paga base + contingenza) in vigore da marzo 2025?';
    expect(openingLine(askAgent('main-agent', first).text)).toContain('**1.746,68 €**');
    const next = askAgent('main-agent', 'e x il 5 livello??', { history: [first] }).text;
    expect(openingLine(next)).toContain('**1.626,39 €**');
  });
});

describe('a payslip level written "3/A"', () => {
  it('is the Alimentari 3A, whose January 2027 minimum the payslip misses', () => {
    const payslip = [
      'PASTIFICIO VALLE S.P.A. - Cedolino gennaio 2027',
      'CCNL Industria Alimentare - livello 3/A - operaio specializzato',
      'Minimo tabellare: 1.746,84',
      'Contingenza: 525,83',
      'Totale lordo: 2.272,67',
    ].join('\n');
    const text = askAgent(
      'main-agent',
      'Busta paga di gennaio 2027 in allegato: il minimo tabellare è aggiornato? Quanto manca al mese?',
      withUpload('cedolino.txt', payslip),
    ).text;
    expect(openingLine(text)).toMatch(/^\*\*No\*\*/);
    expect(openingLine(text)).toContain('1.788,12 €');
    expect(openingLine(text)).toContain('41,28 €');
    expect(text).not.toContain('3° livello');
  });
});
