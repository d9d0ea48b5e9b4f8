import { describe, expect, it } from 'vitest';
import { askAgent, openingLine } from '../testing/agents.js';

// Session 16 (fixn): the classes behind the blind failures on uploaded documents (payslips, CUs, timesheets),
// pinned in other words and other layouts. Read as an upload is: from its stored text, indexed into passages.
let uploads = 0;
const document = (text: string, fileName = 'documento.txt') => ({
  documents: [{ fileId: `fixn-${++uploads}`, fileName, stored: () => ({ text }) }],
});
const opening = (agent: string, message: string, extra: object = {}) =>
  openingLine(askAgent(agent, message, extra).text);

describe('a timesheet: the hours worked in all, and a kind of the extra hours from its own column', () => {
  const SHEET = [
    'REGISTRO ORE - settimana dal 02/11/2026 al 07/11/2026',
    'Collaboratrice: FERRI GIULIA   Orario: 40 ore settimanali',
    'Giorno     Entrata  Uscita  Pausa   Ore',
    'Lunedì     08:00    17:00   1:00    8,0',
    'Martedì    08:00    18:30   1:00    9,5',
    'Mercoledì  08:00    17:00   1:00    8,0',
    'Giovedì    08:00    19:00   1:00    10,0',
    'Venerdì    08:00    17:00   1:00    8,0',
    'Sabato     09:00    11:30   0:00    2,5',
  ].join('\n');
  it('"quante ore ha lavorato in tutto" is the sum of the days, in bold', () => {
    const text = opening('main-agent', 'quante ore ha lavorato in tutto la collaboratrice?', document(SHEET));
    expect(text).toContain('**46 ore lavorate**');
  });
  it('the total and the hours beyond 40 asked together open with the figures, not a quote of the sheet', () => {
    const text = opening(
      'main-agent',
      'ecco il registro ore. quante ore ho fatto in tutto e quante sono oltre le 40?',
      document(SHEET),
    );
    expect(text).not.toMatch(/^Dal documento/);
    expect(text).toContain('46');
    expect(text).toContain('6 ore');
  });
  it('"quante di quelle sono notturne" reads the sheet’s night column', () => {
    const sheet = [
      'PRESENZE SETTIMANA 45 - Vigilanza Nord srl',
      'Guardia: SALA PIERO - full time 40h',
      'Giorno | Entrata | Uscita | Pausa | Ore lavorate | Ore extra | di cui notturne',
      'Lun 02/11 | 14:00 | 22:30 | 0:30 | 8,0 | 0,0 | 0,5',
      'Mar 03/11 | 14:00 | 23:30 | 0:30 | 9,0 | 1,0 | 1,5',
      'Mer 04/11 | 14:00 | 22:30 | 0:30 | 8,0 | 0,0 | 0,5',
      'Gio 05/11 | 14:00 | 00:30 | 0:30 | 10,0 | 2,0 | 2,5',
      'Ven 06/11 | 14:00 | 22:30 | 0:30 | 8,0 | 0,0 | 0,5',
    ].join('\n');
    const text = opening(
      'main-agent',
      'quante ore di straordinario ho fatto e quante di queste sono notturne?',
      document(sheet),
    );
    expect(text).toContain('**3 ore di straordinario**');
    expect(text).toContain('**5,5 ore notturne**');
  });
});

describe('a CU or payslip read by its labels', () => {
  const CU = [
    'CERTIFICAZIONE UNICA 2026 - redditi 2025',
    'Sostituto: OFFICINA MECCANICA RIVA SNC',
    'Percipiente: NERI PAOLA',
    '1  Redditi di lavoro dipendente ............ 27.300,00',
    '6  Giorni di lavoro ........................ 365',
    '21 Ritenute IRPEF .......................... 3.912,00',
    "22 Addizionale regionale all'IRPEF ......... 402,00",
    "26 Addizionale comunale all'IRPEF .......... 151,00",
    'Contributi previdenziali a carico del lavoratore trattenuti ... 2.511,00',
  ].join('\n');
  it('a benefit applied for is no contribution asked, and the IRPEF withheld leaves out the surcharges', () => {
    const text = opening(
      'main-agent',
      'Sto compilando la domanda per il contributo per la mensa scolastica. Dalla CU caricata: quanto reddito di lavoro dipendente ho avuto e quanta IRPEF mi hanno trattenuto in tutto?',
      document(CU, 'cu.txt'),
    );
    expect(text).toContain('27.300,00');
    expect(text).toContain('3.912,00');
    expect(text).not.toContain('2.511,00');
    expect(text).not.toContain('sommano');
  });
  const PAYSLIP = [
    'PROSPETTO PAGA SETTEMBRE 2026 - Caseificio Valli srl - CCNL Alimentari industria',
    'Dipendente: BRUNO ELIA   Liv. 5',
    'Paga base ........................ 1.910,00',
    'Superminimo ...................... 90,00',
    'Totale competenze ................ 2.000,00',
    'Imponibile contributivo .......... 2.000,00',
    'Contributi IVS dipendente 9,19% .. 183,80',
    'Imponibile fiscale ............... 1.816,20',
    'IRPEF netta ...................... 231,05',
    'Netto ............................ 1.585,15',
  ].join('\n');
  it('"su che base" of the contributions is the contribution base line, never the "paga base"', () => {
    const text = opening(
      'calcolo',
      'quanto mi tolgono di contributi e su quale base li calcolano?',
      document(PAYSLIP, 'busta.txt'),
    );
    expect(text).toContain('183,80');
    expect(text).toContain('imponibile contributivo **2.000,00 €**');
    expect(text).not.toContain('1.910,00');
  });
  it('items a bank asks for, read off the payslip rather than the tax rules', () => {
    const text = opening(
      'main-agent',
      "La banca per il prestito ci chiede l'imponibile fiscale e i contributi trattenuti al dipendente nell'ultimo cedolino, che vi allego: quali sono?",
      document(PAYSLIP, 'busta.txt'),
    );
    expect(text).toContain('1.816,20');
    expect(text).toContain('183,80');
  });
});

describe('a payslip pasted into the question', () => {
  it('a row code is no amount and "la domanda è solo sugli scatti" asks the increments', () => {
    const text = askAgent(
      'calcolo',
      [
        'Ti copio il cedolino:',
        'COD DESCRIZIONE COMPETENZE TRATTENUTE',
        '0001 PAGA BASE 1.292,46',
        '0002 CONTINGENZA 524,22',
        '0005 SCATTI ANZ. N.3 68,40',
        '8000 CONTRIBUTI INPS 9,19% 173,33',
        '8200 IRPEF 255,10',
        'NETTO 1.456,65',
        'Sono al 4° livello del commercio da 11 anni. La mia domanda è solo sugli scatti: quanto dovrebbero valere in tutto i miei 3 scatti?',
      ].join('\n'),
    ).text;
    expect(text).toContain('61,98');
    expect(text).not.toContain('8.200,00');
    expect(text).not.toMatch(/non torna/);
  });
});

describe('the table items of a payslip weighed against the minimum', () => {
  it('base, contingency and third element summed, the allowance left out', () => {
    const payslip = [
      'BUSTA PAGA NOVEMBRE 2026 - Profumeria Gialli srl - CCNL Terziario Confcommercio',
      'Dipendente: LODI SARA   Livello: 4',
      'Voce                Importo',
      'Paga base           1.280,00',
      'Contingenza         524,22',
      '3° elemento         2,07',
      'Indennità cassa     25,00',
      'Totale competenze   1.831,29',
    ].join('\n');
    const text = opening(
      'calcolo',
      'paga base più contingenza della mia busta raggiungono almeno il minimo del 4° livello?',
      document(payslip, 'busta.txt'),
    );
    // 1.280,00 + 524,22 + 2,07 = 1.806,29; minimum 1.818,75 from 1.11.2026: 12,46 short.
    expect(text).toContain('1.806,29');
    expect(text).toContain('12,46');
  });
});

describe("a household worker's payslip: the contributions withheld by the hourly band", () => {
  it('a percentage line doubted: the worker’s hourly share times the hours', () => {
    const payslip = [
      'BUSTA PAGA COLF - SETTEMBRE 2026',
      'Datore: BIANCHI LUCA   Lavoratrice: IVANOVA OLGA   livello A   non convivente',
      'Paga oraria: 8,50 €      Ore lavorate nel mese: 60',
      'Retribuzione (60 × 8,50) .................. 510,00',
      'Contributi a carico lavoratrice 9,19% ..... 46,87',
      'Netto ..................................... 463,13',
    ].join('\n');
    const text = opening(
      'calcolo',
      'ho caricato la busta della colf fatta da me. i contributi che le tolgo sono giusti? quanto le devo trattenere a settembre?',
      document(payslip, 'colf.txt'),
    );
    // 8,50 €/h is in the first band (up to 9,61): worker's share 0,43 €/h × 60 = 25,80.
    expect(text).toContain('25,80');
  });
});

describe('the extra months on leaving, both asked', () => {
  const payslip = [
    'CEDOLINO AGOSTO 2026 - Casalinghi Serra srl - CCNL Terziario Confcommercio',
    'Dipendente: VILLA NINA   Livello: 4°',
    'Data assunzione: 01/04/2020 - Data cessazione: 31/08/2026',
    'Paga base ...................... 1.292,46',
    'Contingenza .................... 524,22',
    'Terzo elemento ................. 2,07',
    'Scatti anzianità (n. 2) ........ 41,32',
    'TOTALE RETRIBUZIONE MENSILE .... 1.860,07',
  ].join('\n');
  it('13ª and 14ª ratei on the payslip’s monthly pay, the story’s last day asking no notice', () => {
    const text = askAgent(
      'calcolo',
      'La dipendente lascia l’azienda, ultimo giorno 31 agosto 2026. Sulla retribuzione mensile del cedolino allegato, a quanto arrivano i ratei di tredicesima (da gennaio) e di quattordicesima (da luglio)?',
      document(payslip, 'cedolino.txt'),
    ).text;
    // 13ª: 8/12 of 1.860,07 = 1.240,05; 14ª: 2/12 = 310,01.
    expect(text).toContain('1.240,05');
    expect(text).toContain('310,01');
    expect(openingLine(text)).not.toMatch(/preavviso/);
  });
});

describe('a TFR statement with the revaluation left blank', () => {
  it('the revaluation of the fund at the year’s end and its 17% tax, computed on the stated fund', () => {
    const statement = [
      'ESTRATTO CONTO TFR ANNO 2025',
      'Ditta: Mobilificio Conti snc   Dipendente: SERRA IVO',
      'Fondo TFR al 31/12/2024 ............ 8.000,00',
      'Quota maturata 2025 ................ 1.650,00',
      'Rivalutazione ...................... (da calcolare)',
    ].join('\n');
    const text = opening(
      'calcolo',
      'nel prospetto la rivalutazione è vuota: di quanto si doveva rivalutare il fondo di fine 2024 e quanto è l’imposta sostitutiva?',
      document(statement, 'tfr.txt'),
    );
    // 8.000,00 × 2,311148% = 184,89; 17% = 31,43.
    expect(text).toContain('184,89');
    expect(text).toContain('31,43');
  });
});
