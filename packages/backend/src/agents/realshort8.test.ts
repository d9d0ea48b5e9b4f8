import { describe, expect, it } from 'vitest';
import { askAgent, openingLine } from '../testing/agents.js';

const ask = (message: string, history: string[] = [], agent: 'calcolo' | 'main-agent' = 'calcolo') =>
  askAgent(agent, message, { history }).text;

describe('payroll offices’ shorthand answered at the figures given (realshort8 classes)', () => {
  it('computes a contribution’s shares on a clipped taxable pay', () => {
    // FIS 0,80% × 1.500 = 12,00: 2/3 = 8,00 to the firm, 1/3 = 4,00 to the worker
    const line = openingLine(ask('FIS 0,80% oltre 5 dip su impon. 1.500: quote c/ditta e c/dip?'));
    expect(line).toContain('8,00');
    expect(line).toContain('4,00');
  });

  it('answers the deduction for employment income asked with "det. lav. dip."', () => {
    // 1.910 × (50.000 − 31.400) / 22.000 = 1.910 × 0,8454 = 1.614,71; + 65 = 1.679,71
    expect(openingLine(ask('det. lav. dip. 2026 con RC 31.400, anno intero?'))).toMatch(/1\.679,7\d/);
    // The income named bare after a comma: 1.910 + 1.190 × 0,3076 = 2.276,04
    expect(openingLine(ask('detr. lav. dip. 2025, RC 24.000?'))).toMatch(/2\.276,0\d/);
  });

  it('opens with the benefit when its claim is asked back as true', () => {
    // 11.000 − 9,19% = 9.989,10; IRPEF lorda 2.297,49 > 1.880: the 1.200 is due
    const line = openingLine(
      ask('Al bar dicono che con 11.000 euro lordi nel 2026 mi spetta il bonus da 100 euro al mese: è vero?'),
    );
    expect(line).toContain('trattamento integrativo');
    expect(line).toContain('1.200,00');
  });

  it('sums the years’ TFR quotas when the revaluation is set aside before its noun', () => {
    // 30.000 / 13,5 = 2.222,22 − 150 = 2.072,22 a year; × 2 = 4.144,44
    const line = openingLine(
      ask(
        'Lavoro qui da 2 anni con 30.000 euro lordi l’anno. Non mi interessa la rivalutazione: quanto TFR ho maturato al netto dello 0,50%?',
      ),
    );
    expect(line).toMatch(/4\.144,4\d/);
  });

  it('values the same untaken holidays at the level a follow-up names', () => {
    // Terziario 2° livello from 1.11.2026: 2.283,00 / 26 × 5 = 439,04
    const first = 'ferie res. 5gg liv 4 comm val. oggi? (1/26)';
    expect(openingLine(ask('e x un liv 2?', [first], 'main-agent'))).toContain('439,04');
    // "val. alla cessazione": the value asked at the leaving; 6° livello 1.570,16 / 26 × 5 = 301,95
    const leaving = 'ferie res. 5gg 4° liv. comm.: val. alla cessazione?';
    expect(openingLine(ask('e se fosse un 6° livello?', [leaving], 'main-agent'))).toContain('301,95');
  });

  it('applies the 1% extra above the monthly band INPS publishes, to the euro', () => {
    // 2026: 56.224 / 12 → 4.685; 5.200 × 9,19% + 1% × 515 = 477,88 + 5,15 = 483,03
    const text = ask('imponibile previdenziale 5.200 nel 2026, INPS c/dip 483,03: torna?');
    expect(text).toContain('4.685,00');
    expect(openingLine(text)).toContain('483,03');
  });
});
