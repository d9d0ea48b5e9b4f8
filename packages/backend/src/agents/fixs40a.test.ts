import { describe, expect, it } from 'vitest';
import { readQuestion } from '../reader/read.js';
import { askAgent, openingLines, TEST_TODAY, testKb } from '../testing/agents.js';

// Session 40 (fixs40a): building-site questions — the agreement said by its own pay words, a grade named of "uno"
// in a follow-up, the holidays' monthly accrual in hours, the Cassa Edile's net set-aside, sick pay by band.
const read = (message: string, history: string[] = []) =>
  readQuestion({ kb: testKb, message, history, today: TEST_TODAY } as never);
const EDILIZIA = 10;

describe('building agreement from its pay words', () => {
  it.each([
    'ha 10,20 all ora tra paga base, EET e ind. terr.: 4 ore di straordinario quanto valgono?',
    "con l'indennità territoriale e l'elemento economico territoriale la paga oraria è 11 euro: 3 ore di straordinario?",
  ])('%s', (q) => {
    expect(read(q).slots.agreements).toEqual([EDILIZIA]);
  });
  it('values the overtime hours on the hourly pay given', () => {
    const text = askAgent(
      'main-agent',
      'sabato 5 ore di straordinario diurno per gettare il solaio, paga oraria 10,00 € (paga base+EET+ind. terr.): quanto gli spetta?',
    ).text;
    expect(openingLines(text)).toContain('67,50 €');
  });
});

describe('a grade said of "uno" in a follow-up', () => {
  it('reads the skilled worker as the 3° livello', () => {
    const before = 'minimo del 1° livello operaio comune CCNL edilizia industria?';
    const text = askAgent('main-agent', 'e per uno specializato?', { history: [before] }).text;
    expect(openingLines(text)).toContain('3° livello');
    expect(openingLines(text)).toContain('1.452,56 €');
  });
});

describe('holidays accrued a month, in hours', () => {
  it('reads "rateo" of holidays in hours as the holidays, not the 13th', () => {
    const q =
      'Operaio edile (CCNL industria): quanti giorni di ferie ha e quante ore ne matura al mese come rateo?';
    expect(read(q).intent).toBe('holidays');
  });
  it('a hire-month follow-up keeps the holidays', () => {
    const before = 'ferie annue di un operaio edile CCNL industria e rateo mensile in ore?';
    const text = askAgent(
      'main-agent',
      'e uno assunto il 1 settembre 2026, a fine anno quante ore ha maturato?',
      {
        history: [before],
      },
    ).text;
    expect(openingLines(text)).toContain('53,33 ore');
  });
});

describe('Cassa Edile set-aside, net', () => {
  it('the net percentage in a follow-up', () => {
    const before =
      'Quanto si accantona in Cassa Edile per ferie e gratifica degli operai edili (CCNL industria)?';
    const text = askAgent('main-agent', 'ma noi lo versiamo al netto: quale percentuale si applica?', {
      history: [before],
    }).text;
    expect(openingLines(text)).toContain('14,2%');
  });
  // An upload stored and indexed: its lines reach the agents joined.
  it('a payslip line checked against its base', () => {
    const doc =
      'CCNL Edilizia Industria - Cassa Edile di Padova\nOre straordinario: 4\nImponibile accantonamento Cassa Edile (GNF)   1.500,00\nAccantonamento ferie e gratifica   213,00\n';
    const text = askAgent(
      'calcolo',
      "l'accantonamento cassa edile di 213,00 è giusto? ci va anche lo straordinario?",
      {
        documents: [{ fileId: 'fixs40a-busta', fileName: 'busta.txt', stored: () => ({ text: doc }) }],
      },
    ).text;
    expect(openingLines(text)).toContain('213,00 €');
    expect(openingLines(text)).toContain('14,2%');
  });
});

describe('building sick pay, first days and later', () => {
  it('answers both bands asked together on the hourly pay given', () => {
    const text = askAgent(
      'main-agent',
      "Operaio edile, 40 ore settimanali, retribuzione oraria utile (paga base, EET) 10,00 €, malattia di 8 giorni: quanto paga l'impresa al giorno per i primi 3 giorni e dal 4° giorno in poi?",
    ).text;
    expect(openingLines(text)).toContain('36,63 €');
    expect(openingLines(text)).toContain('25,30 €');
  });
});
