import { describe, expect, it } from 'vitest';
import { askAgent, openingLine } from '../testing/agents.js';

// The TFR of a year whose pay the user states: the pay / 13,5, less the 0,50% to the guarantee fund.
describe('the TFR of a pay the user states', () => {
  it('a pension fund named as never joined is the story: the TFR is computed, not the fund’s rate', () => {
    const text = askAgent(
      'calcolo',
      "Sono impiegato in un'azienda metalmeccanica, il TFR lo lascio in azienda, non ho mai aderito al fondo pensione. Quest'anno la mia retribuzione annua utile per il TFR è 28.000 euro. Quanto matura di TFR per il 2026, prima e dopo lo 0,50% al fondo di garanzia INPS?",
    ).text;
    // 28.000 / 13,5 = 2.074,07; − 140,00 = 1.934,07.
    expect(text).not.toContain('non è nella base di conoscenza');
    expect(openingLine(text)).toMatch(/1\.934,07 €|2\.074,07 €/);
  });

  it('"prima delle tasse" asks the gross quota, not the separate taxation', () => {
    const text = askAgent(
      'calcolo',
      'mi dimetto e il mio ultimo giorno è il 30 giugno, ho una ral di 27mila. quanto tfr matura solo quest anno (gennaio-giugno), prima delle tasse?',
    ).text;
    expect(openingLine(text)).not.toContain('tassazione separata');
    expect(text).toContain('1.000,00 €');
  });

  it('an office worker of a farm with a yearly pay told gets the ordinary quota, not the day-worker’s 8,63%', () => {
    const text = askAgent(
      'calcolo',
      "Azienda agricola, CCNL operai agricoli e florovivaisti, abbiamo anche degli OTD. Prendiamo Sara, dell'ufficio: nel 2026 la sua retribuzione utile ai fini del TFR sarà 28.000 euro in tutto, tempo pieno. Il TFR resta in azienda. Quanto TFR matura quest'anno, già tolto lo 0,50% del fondo di garanzia INPS?",
    ).text;
    expect(openingLine(text)).not.toContain('8,63%');
    expect(text).toContain('1.934');
  });
});

describe('the revaluation tax of a TFR that will later go to a fund', () => {
  it('computes the December advance, not the fund’s contribution', () => {
    const text = askAgent(
      'calcolo',
      "Devo preparare l'F24 del 16 dicembre con l'acconto dell'imposta sostitutiva sulla rivalutazione del TFR. Impiegato metalmeccanico C2, TFR in azienda. Il fondo TFR al 31/12/2024 era 18.400,00 euro; a marzo 2027 andrà in un fondo pensione per la parte futura. Metodo storico: quanto è l'acconto da versare il 16 dicembre 2026?",
    ).text;
    expect(text).not.toContain('non è nella base di conoscenza');
    // 18.400 × 2,311148% = 425,25; × 17% = 72,29; × 90% = 65,06.
    expect(text).toContain('65,06 €');
  });
});

describe('the TFR to be taxed, told as one figure', () => {
  it('still computes the separate taxation', () => {
    const text = askAgent(
      'calcolo',
      "Lascio l'azienda dopo esattamente 7 anni e mi liquidano il TFR: le quote accantonate sono 14.000 euro. Come viene tassato e quanto mi tratterrà il datore di lavoro su quei 14.000 euro?",
    ).text;
    expect(openingLine(text)).toContain('3.220,00 €');
  });
});
