import { describe, expect, it } from 'vitest';
import { askAgent, openingLine } from '../testing/agents.js';

// Session 31 (fixs31l): TFR, employer cost, 13th and overtime from the user's own figures, in new words.
const doc = (fileName: string, text: string) => ({ documents: [{ fileId: 'f', fileName, text }] });
const open = (agent: string, message: string, extra = {}) =>
  openingLine(askAgent(agent, message, extra).text);

describe("the user's employer rate said in a relative clause is the one used", () => {
  it('"contributi a carico ditta che ci ha indicato lo studio paghe sono il 31%" costs 44.290,37 € on 32.000 €', () => {
    const line = open(
      'calcolo',
      'Devo preventivare un impiegato con RAL 32.000 €: i contributi a carico ditta che ci ha indicato lo studio paghe sono il 31%, più il TFR. Costo annuo?',
    );
    expect(line).toContain('**44.290,37 €**');
  });
});

describe('the TFR of a hire this year counts the months from the hire', () => {
  it('hired "dal 1/5 di quest\'anno", asked at the end of October: 6 months', () => {
    const line = open(
      'calcolo',
      "assunta dal 1/5 di quest'anno nel commercio, 1.600 € lordi al mese per 14 mensilità: quanto TFR avrò maturato a fine ottobre 2026?",
    );
    expect(line).toContain('6 mesi');
    expect(line).toContain('829,63 €');
  });
});

describe("a revaluation follow-up on another worker's fund", () => {
  it('"e per un collega con 15.000 € di TFR?" revalues 15.000 €, gross first', () => {
    const line = open('main-agent', 'e per un collega che aveva 15.000 € di fondo?', {
      history: [
        "Il fondo TFR al 31/12/2024 era di 8.000 euro: quanto vale la rivalutazione di dicembre 2025 e l'imposta?",
      ],
    });
    expect(line).toContain('**346,67 €**');
    expect(line).toContain('**58,93 €**');
  });
});

describe("an uploaded payslip's overtime line is weighed", () => {
  const payslip = (line: string) =>
    doc(
      'busta_ottobre.txt',
      `BUSTA PAGA OTTOBRE 2026 - CCNL Commercio (Terziario Confcommercio)\nDipendente: Rossi Anna - 4° livello - 40 ore settimanali\nRetribuzione mensile                 2.100,00\n${line}\nTotale lordo                         2.186,28\n`,
    );
  it('paid at the hour rounded to the cent: Sì', () => {
    const line = open(
      'main-agent',
      'mi controlli se le 6 ore di straordinario in busta sono pagate giuste? tutte entro le 48 ore',
      payslip('Straordinario 15% (6 ore x 14,38)      86,28'),
    );
    expect(line.startsWith('**Sì**')).toBe(true);
  });
  it('paid short: No, with the shortfall', () => {
    const line = open(
      'main-agent',
      'mi controlli se le 6 ore di straordinario in busta sono pagate giuste? tutte entro le 48 ore',
      payslip('Straordinario 15% (6 ore x 13,50)      81,00'),
    );
    expect(line.startsWith('**No**')).toBe(true);
    expect(line).toContain('5,25 € in meno');
  });
});

describe('overtime compared on a monthly pay: the hour in euro in each agreement', () => {
  it('1.800 € a month: 12,32 € Commercio, 13,01 € Metalmeccanici', () => {
    const line = open(
      'confronta',
      "Con 1.800 € al mese, un'ora di straordinario vale di più nel commercio (fino a 48 ore) o nei metalmeccanici (prime due ore)?",
    );
    expect(line).toContain('12,32 €');
    expect(line).toContain('13,01 €');
  });
});

describe("a payslip's level gives the 13th for the months of service", () => {
  it('D2 hired in September: 4/12 of 1.979,37 €, with no Sì before a figure asked', () => {
    const line = open(
      'calcolo',
      'ho allegato la busta della nuova operaia assunta a settembre, quanto le tocca di tredicesima a dicembre?',
      doc(
        'busta-settembre-2026.txt',
        'BUSTA PAGA SETTEMBRE 2026\nCCNL Metalmeccanici industria\nDipendente: Neri Sara - operaia - Livello D2\nData assunzione: 01/09/2026\nMinimo tabellare          1.979,37\nTotale lordo              1.979,37\n',
      ),
    );
    expect(line).toContain('**659,79 €**');
    expect(line.startsWith('**Sì**')).toBe(false);
  });
});
