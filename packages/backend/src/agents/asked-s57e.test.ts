import { describe, expect, it } from 'vitest';
import { askAgent, openingLines } from '../testing/agents.js';

// Payroll questions that ask one item: that item opens the answer, not another calculation around it.
describe('one payroll item asked, answered as itself', () => {
  it("the month's INPS on a level's pay opens the answer, before the net", () => {
    // Commercio 5° livello 1.691,70 € × 9,19% = 155,47 €.
    const text = askAgent(
      'calcolo',
      'sono commessa al 5 livello del commercio: di contributi inps quanto mi tolgono sul mese?',
    ).text;
    expect(text.split('\n')[0]).toMatch(
      /^Nel 2026, su un lordo mensile di 1\.691,70 €.*\*\*155,47 € al mese\*\*/,
    );
  });

  it("a 13th's net on its own payslip: its INPS and IRPEF at the income's rate, no deductions", () => {
    // 1.800 × 9,19% = 165,42; RAL 30.000 → imponibile 27.243 (23%): (1.800 − 165,42) × 23% = 375,95; netto 1.258,63.
    const text = askAgent(
      'calcolo',
      "la mia 13esima è 1.800 euro lordi e me la pagano a parte a dicembre, ho una RAL di 30.000 l'anno. quanto mi arriva netta?",
    ).text;
    expect(openingLines(text)).toContain('**1.258,63 €**');
    expect(text).toContain('senza detrazioni');
    expect(text).not.toContain('la tredicesima per 12 mesi');
  });

  it('the advance of the 17% tax on the revaluations the user states: 90% of them, by 16 December', () => {
    // 3.100 × 90% = 2.790; × 17% = 474,30.
    const text = askAgent(
      'calcolo',
      "Per l'acconto dell'imposta sostitutiva col metodo storico: le rivalutazioni TFR dell'anno scorso sono state complessivamente 3.100 euro. Quanto versiamo?",
    ).text;
    expect(openingLines(text)).toContain('**474,30 €**');
    expect(openingLines(text)).toContain('16 dicembre');
    expect(text).not.toContain('coefficiente');
    expect(text).not.toContain('527,00');
  });

  it('who pays the revaluation tax and when, asked as a follow-up by its rate alone', () => {
    const text = askAgent('main-agent', 'e la tassa sulla rivalutazione chi la paga? io o la ditta?', {
      history: ['avevo 18.000 euro di tfr al 31/12/2024: quanto mi hanno rivalutato a fine 2025?'],
    }).text;
    expect(openingLines(text)).toContain('datore di lavoro');
    expect(openingLines(text)).toContain('16 dicembre');
    expect(openingLines(text)).toContain('16 febbraio');
  });

  it("a year's TFR with the revaluation waved away is the year's provision", () => {
    // 27.000 / 13,5 = 2.000,00; − 0,50% × 27.000 = 135,00 → 1.865,00.
    const text = askAgent(
      'calcolo',
      'ral 27.000, assunto da anni, tfr in azienda: quanto ne matura nel 2026? la rivalutazione non ci serve',
    ).text;
    expect(openingLines(text)).toContain('1.865,00 €');
    expect(text).not.toContain('non è disponibile');
  });

  it("last year's leftover holidays asked by their days in a follow-up: 18 months after that year", () => {
    const text = askAgent('main-agent', 'e i 4 giorni avanzati del 2025 fino a quando li posso fare?', {
      history: [
        'ho ancora 9 giorni di ferie di quest anno, se non le faccio entro dicembre le perdo? sono nel turismo',
      ],
    }).text;
    expect(openingLines(text)).toContain('30 giugno 2027');
  });
});
