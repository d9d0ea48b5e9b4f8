import { describe, expect, it } from 'vitest';
import { askAgent, withUpload } from '../testing/agents.js';

/**
 * Session 48 (fixs48e): a whole year's 13th and TFR asked. The 13th checked in a payslip is the month's pay (the
 * minimum plus the increments the payslip shows); a TFR quota with the revaluation left to someone else is the
 * quota alone; months named with the table they take split the year, they are not the months worked; a former
 * agency spell told before the direct hire is no former job of another workplace.
 */
const today = '2026-11-28';

const december = (thirteenth: string, increments: string) =>
  [
    'OFFICINE ESEMPIO S.R.L.',
    'CEDOLINO PAGA - DICEMBRE 2026',
    'CCNL: Metalmeccanica industria (Federmeccanica-Assistal)',
    'Dipendente: ROSSI MARIO - Livello: C3',
    '',
    "VOCI                                   QUANTITA'      IMPORTO",
    'Minimo tabellare C3                    1              2.211,43',
    `Scatti di anzianità (n. 3 x 29,64)     3              ${increments}`,
    `Tredicesima mensilità (12/12)          12/12          ${thirteenth}`,
    '',
    'TOTALE COMPETENZE                                     ......',
  ].join('\n');

describe('the 13th in a payslip is the month pay with its increments', () => {
  it('a 13th on the old minimum plus increments: short by the June rise', () => {
    const text = askAgent(
      'calcolo',
      'Ho caricato la busta di dicembre: la tredicesima mi torna o me ne hanno dato di meno? Di quanto?',
      { ...withUpload('busta-dicembre.txt', december('2.247,18', '88,92')), today },
    ).text;
    // 2.211,43 + 88,92 = 2.300,35 due; 2.158,26 + 88,92 = 2.247,18 paid.
    expect(text).toContain('2.300,35 €');
    expect(text).toContain('53,17 € in meno');
    expect(text).toContain('scatti di anzianità');
  });

  it('a 13th equal to the minimum plus increments matches', () => {
    const text = askAgent('calcolo', 'La tredicesima nel cedolino che ho allegato è corretta?', {
      ...withUpload('busta-dicembre.txt', december('2.300,35', '88,92')),
      today,
    }).text;
    expect(text).toContain('corrisponde');
    expect(text).not.toContain('in più');
  });
});

describe('a TFR quota with the revaluation left to someone else', () => {
  it('gives the year quota net of the fund contribution, no revaluation gap', () => {
    const text = askAgent(
      'calcolo',
      "Retribuzione utile TFR del 2026: 27.000 euro. Vorrei la quota dell'anno meno lo 0,50% del fondo di garanzia; alla rivalutazione del fondo ci pensa il commercialista.",
      { today },
    ).text;
    // 27.000 / 13,5 = 2.000,00 − 135,00 = 1.865,00.
    expect(text).toContain('1.865,00 €');
    expect(text).not.toContain('non è disponibile');
  });

  it('the revaluation the studio computes apart is not asked either', () => {
    const text = askAgent(
      'calcolo',
      'Nel 2026 un operaio metalmeccanico ha avuto 29.700 € di retribuzione utile ai fini del TFR. Quanto TFR ha maturato nel 2026, al netto dello 0,5%? La rivalutazione la calcola lo studio paghe.',
      { today },
    ).text;
    // 29.700 / 13,5 = 2.200,00 − 148,50 = 2.051,50.
    expect(text).toContain('2.051,50 €');
  });
});

describe('months named with their table split the year', () => {
  it('a whole year over two tables, not five months', () => {
    const text = askAgent(
      'calcolo',
      "Quota TFR 2026 di una cameriera FIPE 4° livello a tempo pieno, in forza da anni, senza scatti né assenze: da gennaio a maggio con la vecchia tabella, poi la nuova. Quanto matura nell'anno prima della rivalutazione e quanto dopo lo 0,50%?",
      { today },
    ).text;
    expect(text).toContain('1.740,57 €');
    expect(text).toContain('1.623,08 €');
    expect(text).not.toMatch(/in 5 mesi/);
  });
});

describe('an agency spell before the direct hire', () => {
  it('keeps the agreement and the hire the sentence names', () => {
    const text = askAgent(
      'calcolo',
      "Una magazziniera che prima lavorava da noi in somministrazione l'abbiamo assunta direttamente dal 1° settembre 2026, 5° livello CCNL Logistica a tempo pieno. Quanta tredicesima le spetta a dicembre, solo minimo?",
      { today },
    ).text;
    expect(text).toContain('Logistica');
    expect(text).toContain('587,21 €');
  });
});
