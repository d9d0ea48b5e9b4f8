import { describe, expect, it } from 'vitest';
import { askAgent, openingLines as opening } from '../testing/agents.js';

describe('overtime paid by tiers within one kind', () => {
  it('splits a day’s hours between the first-hours rate and the following ones (Metalmeccanici)', () => {
    const { text } = askAgent(
      'calcolo',
      'metalmeccanico D2 al minimo di giugno 2025, ieri 4 ore di straordinario: quanto mi spettano?',
    );
    // 1.931,78 / 173 = 11,1664; 2 × 11,1664 × 1,25 + 2 × 11,1664 × 1,30 = 27,92 + 29,03 = 56,95.
    expect(opening(text)).toContain('56,95');
  });

  it('splits from an hourly pay too (Gomma plastica: the first hour, then the others)', () => {
    const { text } = askAgent(
      'calcolo',
      'operaio gomma plastica pagato 12 euro l’ora, 3 ore di straordinario feriale di giorno: quanto fanno?',
    );
    // 1 × 12 × 1,25 + 2 × 12 × 1,35 = 15,00 + 32,40 = 47,40.
    expect(opening(text)).toContain('47,40');
  });
});

describe('rule amounts asked by name at the income given', () => {
  it('the IRPEF saved in 2026 against 2025', () => {
    const { text } = askAgent(
      'calcolo',
      'con un reddito imponibile di 45.000 quanto pago di IRPEF in meno nel 2026 rispetto al 2025?',
    );
    // 2% × (45.000 − 28.000) = 340 (payroll-rules §2, published 45k → 340 €).
    expect(opening(text)).toContain('340,00');
  });

  it('the 1% above the first pensionable band alone', () => {
    const { text } = askAgent(
      'calcolo',
      'retribuzione annua 60.000 nel 2025: quanto mi trattengono per l’aliquota aggiuntiva dell’1%?',
    );
    // 1% × (60.000 − 55.448) = 45,52.
    expect(opening(text)).toContain('45,52');
    expect(opening(text)).not.toContain('5.559');
  });

  it('a deduction at the income even when the story gives a range', () => {
    const { text } = askAgent(
      'calcolo',
      'Ho capito che tra 28 e 50 mila la detrazione per lavoro dipendente scende. Con un reddito di 40.000 euro quanto vale la mia?',
    );
    // 1.910 × (50.000 − 40.000) / 22.000, ratio 0,4545 → 868,10 (payroll-rules §3).
    expect(opening(text)).toContain('868,10');
  });
});

describe('additional months at leaving and in part-time', () => {
  it('a tredicesima at leaving uses the table in force on the last day', () => {
    const { text } = askAgent(
      'calcolo',
      'commessa 4° livello commercio assunta il 1° luglio 2026, mi licenziano il 20 novembre: tredicesima?',
    );
    // luglio-novembre = 5 mesi sul minimo dal 1° novembre 2026 (1.818,75): 757,81.
    expect(opening(text)).toContain('757,81');
  });

  it('a quattordicesima of a part-time said as hours of the week', () => {
    const { text } = askAgent(
      'calcolo',
      'commesso 3° livello commercio, part-time 24 ore su 40, assunto il 1° gennaio 2026: quattordicesima di luglio?',
    );
    // 1.983,91 × 60% = 1.190,35; × 6/12 = 595,17.
    expect(opening(text)).toContain('595,17');
  });
});

describe('TFR and fixed-term figures of a follow-up or an inflation given', () => {
  it('revalues with the inflation the question gives when no coefficient of that month exists', () => {
    const { text } = askAgent(
      'calcolo',
      'Ho 8.000 € di TFR accumulato a fine anno scorso; se quest’anno l’inflazione fosse dell’1,6%, di quanto si rivaluta?',
    );
    // 1,5% + 75% × 1,6% = 2,7%; 8.000 × 2,7% = 216,00 (payroll-rules §7).
    expect(opening(text)).toContain('216,00');
  });

  it('"e se poi lo rinnovo?" after the NASpI additional contribution adds one renewal', () => {
    const first =
      'assumo un magazziniere a termine con RAL 26.000: quanto pago di contributo addizionale NASpI?';
    const { text } = askAgent('calcolo', 'e se poi lo rinnovo?', { history: [first] });
    // 1,40% + 0,50% = 1,90%; 26.000 × 1,90% = 494,00.
    expect(opening(text)).toContain('494,00');
  });
});

describe('a domestic payslip follow-up that changes the month’s hours', () => {
  it('replaces the hours of the conversation with the new count', () => {
    const first = 'la colf a ottobre 2026 ha fatto 70 ore a 8 euro l’ora: quanta INPS le trattengo in busta?';
    const { text } = askAgent('calcolo', 'e se a novembre le ore fossero 90? quota INPS della lavoratrice', {
      history: [first],
    });
    // 8,00 €/h ≤ 9,61: 0,43 €/h a carico della lavoratrice (INPS 2026); 90 × 0,43 = 38,70.
    expect(opening(text)).toContain('38,70');
  });
});

describe('what a two-part or check question reads first', () => {
  it('the contributions asked beside the net open the answer too', () => {
    const { text } = askAgent(
      'calcolo',
      'RAL 45.000 nel 2026: quanto pago di contributi INPS e quanto resta netto al mese su 14?',
    );
    // 9,19% × 45.000 = 4.135,50 (payroll-rules §1).
    expect(opening(text)).toContain('4.135,50');
  });

  it('an INPS check says the rate it applied', () => {
    const { text } = askAgent(
      'calcolo',
      'in busta ho imponibile INPS 1.900,00 e contributi trattenuti 174,61: è corretto?',
    );
    // 9,19% × 1.900 = 174,61.
    expect(opening(text)).toContain('9,19% di 1.900,00');
  });
});
