import { describe, expect, it } from 'vitest';
import { askAgent, openingLine } from '../testing/agents.js';

// Session 26 (fixs26a): payroll calculations from what the user gives, in new words.

describe('the worker’s INPS contributions on a yearly pay', () => {
  it('"imponibile contributivo" is the pay, and the 1% taken into account is inside the total', () => {
    const answer = askAgent(
      'calcolo',
      "Quadro con imponibile contributivo annuo di 80.000 € nel 2026, iscritto all'INPS nel 1990: contributi a suo carico considerando anche l'1% aggiuntivo?",
    );
    // 9,19% × 80.000 = 7.352,00; 1% × (80.000 − 56.224) = 237,76.
    expect(openingLine(answer.text)).toContain('**7.589,76 €**');
  });
  it('a first contribution after 1995 stops the base at the ceiling', () => {
    const answer = askAgent(
      'calcolo',
      'Dirigente con 150.000 € di imponibile previdenziale nel 2026, primo versamento contributivo nel 2003: contributi a suo carico?',
    );
    expect(openingLine(answer.text)).toContain('**11.899,62 €**');
  });
  it('the monthly threshold of the 1% is given when asked beside the total', () => {
    const answer = askAgent(
      'calcolo',
      "Imponibile previdenziale 60.000 € nel 2026: mi calcoli i contributi INPS del dipendente con l'1% aggiuntivo compreso? E la soglia mensile?",
    );
    // 9,19% × 60.000 = 5.514,00; 1% × 3.776 = 37,76; 56.224 / 12 = 4.685.
    expect(openingLine(answer.text)).toContain('**5.551,76 €**');
    expect(openingLine(answer.text)).toContain('4.685,00 €');
  });
  it('"su quello stipendio" after a monthly minimum asks the month’s contribution', () => {
    const answer = askAgent(
      'calcolo',
      'E su quello stipendio quanto va di contributi INPS a carico del dipendente?',
      { history: ['Minimo mensile del 5° livello Commercio a novembre 2026?'] },
    );
    // 9,19% × 1.691,70 = 155,47.
    expect(openingLine(answer.text)).toContain('155,47 € al mese');
  });
});

describe('the 2026 15% on night and holiday overtime', () => {
  it('asked of overtime, it is the law’s rule, with no agreement asked', () => {
    const answer = askAgent('main-agent', 'Gli straordinari fatti di notte nel 2026 godono della flat tax?');
    expect(openingLine(answer.text)).toContain('15%');
    expect(openingLine(answer.text)).toContain('40.000,00 €');
    expect(answer.text).not.toContain('Non riesco a identificare');
  });
});

describe('a net follow-up asking whether a setting changes it', () => {
  it('14 payments instead of 13: No, the same yearly net, the monthly on 14', () => {
    const answer = askAgent('calcolo', 'e se gliela pago in 14 mensilità il netto annuo cambia?', {
      history: ['Netto mensile di una RAL di 28.000 € a Roma nel 2026, su 13 mensilità?'],
    });
    expect(openingLine(answer.text)).toMatch(/^\*\*No\*\*, non cambia/);
    expect(openingLine(answer.text)).toContain('su 14 mensilità');
    expect(answer.text).not.toContain('Passando da');
  });
  it('a year whose brackets touch the income: Sì, with both nets', () => {
    const answer = askAgent('calcolo', 'e col 2026 cambia qualcosa?', {
      history: ['Netto annuo di una RAL di 45.000 € a Milano nel 2025?'],
    });
    expect(openingLine(answer.text)).toMatch(/^\*\*Sì\*\*: con le regole del 2026 il netto annuo passa da/);
  });
});

describe('what the user gives for a net is used', () => {
  it('a municipal rate said with the place replaces the table’s', () => {
    const answer = askAgent(
      'calcolo',
      'RAL 25.000 nel 2026, residente a Lecce, comunale di Lecce mettila allo 0,8%: netto annuo?',
    );
    // 0,8% × (25.000 − 2.297,50) = 181,62.
    expect(answer.text).toContain('| Addizionale comunale (Lecce) | 0,8% × 22.702,50 | 181,62 € |');
  });
  it('the tax-free sum asked "soprattutto" opens the answer', () => {
    const answer = askAgent(
      'calcolo',
      'Operaio con RAL 18.000 nel 2025 a Bologna: netto annuo e soprattutto quanto vale la somma esente del cuneo?',
    );
    // 4,8% × (18.000 − 1.654,20) = 784,60.
    expect(openingLine(answer.text)).toContain('**784,60 €**');
  });
});

describe('two payroll figures compared', () => {
  it('IRPEF netta of 2025 and 2026 with the surcharges left out', () => {
    const answer = askAgent(
      'calcolo',
      "RAL 50.000, residente a Milano. Senza addizionali: voglio l'IRPEF netta del 2025 e del 2026 e quanto risparmia.",
    );
    expect(openingLine(answer.text)).toContain("l'IRPEF netta è di");
    expect(openingLine(answer.text)).toContain('**348,10 €**');
    expect(openingLine(answer.text)).not.toContain('addizionale');
  });
  it('the regional surcharge in two regions, both amounts', () => {
    const answer = askAgent(
      'confronta',
      'Con una RAL di 40.000 € nel 2026, quanto si paga di addizionale regionale in Veneto e quanto in Campania?',
    );
    // Imponibile 40.000 − 3.676 = 36.324: Veneto 1,23% = 446,79; Campania 259,50 + 384,80 + 266,37 = 910,67.
    expect(openingLine(answer.text)).toContain('**446,79 €** in Veneto');
    expect(openingLine(answer.text)).toContain('**910,67 €** in Campania');
  });
});
