import { describe, expect, it } from 'vitest';
import { askAgent, openingLine } from '../testing/agents.js';

let uploads = 0;
const document = (text: string, fileName = 'documento.txt') => ({
  documents: [{ fileId: `rd8-${++uploads}-${fileName}`, fileName, stored: () => ({ text }) }],
  today: '2026-11-25',
});

const PAYSLIP = document(
  "OTTICA ALFA SNC - Verona\nCEDOLINO PAGA - Mese: OTTOBRE 2026\nCCNL: Terziario Distribuzione e Servizi (Confcommercio)   Livello: 4°\nELEMENTI FISSI:  Paga base 1.257,46  Contingenza 524,22  3° elemento 2,07  Scatti 20,66\n                 Totale retribuzione mensile 1.804,41\nCOD   DESCRIZIONE                      QUANTITA'   BASE       COMPETENZE   TRATTENUTE\n0100  Retribuzione ordinaria            26 gg                  1.804,41\n0310  Straordinario 15%                  6,00 h   12,3516     74,11\n4010  Contributi IVS 9,19%                        1.878,52                172,64\nNETTO IN BUSTA                                                   1.440,28",
  'cedolino.txt',
);
const SHIFTS = document(
  'PROSPETTO PAGA SETTEMBRE 2026\nDip. ROSSI   Operaio  Liv. C3   CCNL Metalmeccanica Industria (Federmeccanica)\nVOCE  DESCRIZIONE                         ORE      TARIFFA     COMPETENZE\n1001  Minimo tabellare                    173,00   12,7828     2.211,43\n1320  Magg. lavoro notturno turni 20%      40,00   2,5566      102,26\nNETTO 1.676,40',
  'turnista.txt',
);
const THIRTEENTH = document(
  "CEDOLINO TREDICESIMA MENSILITA' - DICEMBRE 2025\nNERI PAOLO  CCNL Terziario Confcommercio  Liv. 3°\n0700  Tredicesima mensilità          12/12    1.983,91\n4010  Contributi IVS 9,19%                                 182,32\nNETTO TREDICESIMA                               1.355,97",
  'tredicesima.txt',
);

describe('realdocs8: what the payslip paid for extra hours is its own row', () => {
  it('"quanto me le hanno pagate in busta?" opens with the row’s amount, not today’s table', () => {
    const answer = askAgent('calcolo', 'ho fatto 6 ore in più, in busta quanto me le hanno pagate?', PAYSLIP);
    expect(openingLine(answer.text)).toContain('74,11 €');
    expect(openingLine(answer.text)).not.toContain('74,70');
  });
  it('a row with hours, unit rate and amount reads the hours and the amount, not the minimum’s hours', () => {
    const answer = askAgent(
      'calcolo',
      'quante ore di notte mi hanno pagato e quanto ci ho preso in più?',
      SHIFTS,
    );
    // (A whole count reads as the question says it: "40 ore", as labelled-values.ts shows the other hours lines.)
    expect(openingLine(answer.text)).toContain('**40 ore**');
    expect(openingLine(answer.text)).toContain('102,26 €');
  });
});

describe('realdocs8: a payslip’s pay is the base of what is computed on it', () => {
  it('the overtime of the payslip checked is valued on its own pay (scatti included)', () => {
    const answer = askAgent(
      'calcolo',
      'Potete verificare se la maggiorazione applicata alle 6 ore di straordinario è quella del CCNL e quanto vale l’ora?',
      PAYSLIP,
    );
    // 1.804,41 / 168 × 1,15 = 12,35
    expect(openingLine(answer.text)).toContain('12,35 €');
  });
  it('a TFR "sulla retribuzione che risulta dal cedolino" is on its fixed pay × 14 / 13,5', () => {
    const answer = askAgent(
      'calcolo',
      'Sulla retribuzione fissa che risulta dal cedolino allegato, straordinari esclusi, quanto TFR matura in un anno?',
      PAYSLIP,
    );
    expect(openingLine(answer.text)).toContain('1.871,24');
  });
});

describe('realdocs8: the extra month named as the document, or a colleague’s', () => {
  it('"nel cedolino della tredicesima, quanto è il netto?" reads the net', () => {
    const answer = askAgent(
      'calcolo',
      'Nel cedolino della tredicesima allegato, quanto è stato trattenuto di contributi e quanto è il netto?',
      THIRTEENTH,
    );
    expect(openingLine(answer.text)).toContain('1.355,97');
  });
  it('a colleague hired in May is paid 8/12 of the same level’s 13th', () => {
    const answer = askAgent(
      'calcolo',
      'e la mia collega stesso livello assunta a maggio 2025 quanto doveva prendere di tredicesima?',
      { ...THIRTEENTH, history: ['la tredicesima del 2025 di 1.983,91 per il 3 livello è giusta?'] },
    );
    expect(openingLine(answer.text)).toContain('1.322,61');
  });
});

describe('realdocs8: the law’s daily rest between two shifts', () => {
  it('opens with the 11 hours and counts the hours between the times said', () => {
    const answer = askAgent(
      'main-agent',
      'venerdì stacco all’1 di notte e sabato attacco alle 10, ci sono abbastanza ore di riposo in mezzo per legge?',
      SHIFTS,
    );
    expect(openingLine(answer.text)).toContain('11 ore consecutive');
    expect(openingLine(answer.text)).toContain('9 ore');
  });
});

describe('realdocs8: a RAL weighed on the year', () => {
  it('states the yearly minimum on the agreement’s payments', () => {
    const answer = askAgent(
      'calcolo',
      'mi offrono 30.000 di RAL su 13 come B1 metalmeccanico, è sopra il minimo?',
    );
    expect(openingLine(answer.text)).toContain('30.814,29');
  });
});

describe('realdocs8: a part-timer’s pay "proporzionata" is weighed at the payslip’s month', () => {
  it('an October payslip is checked on the table in force in October, not November’s', () => {
    const PART = document(
      'SUPERMERCATI DEL LAGO S.R.L. - Como\nCEDOLINO  OTTOBRE 2026\nROSSI CHIARA  CCNL Terziario Confcommercio  Liv. 5°  Cassiera\nPart-time orizzontale 24 ore sett. (60%)\nRetribuzione part-time 60%   996,05\nNETTO 905,00',
      'parttime.txt',
    );
    const answer = askAgent(
      'calcolo',
      'la mia retribuzione part-time di 996,05 è proporzionata giusta rispetto al minimo del mio livello?',
      PART,
    );
    // 1.660,08 (table from 1.11.2025) × 60% = 996,05
    expect(openingLine(answer.text)).toContain('996,05 €');
    expect(openingLine(answer.text)).not.toContain('1.015,02');
  });
});
