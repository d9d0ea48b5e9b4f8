import { describe, expect, it } from 'vitest';
import { readQuestion } from '../reader/read.js';
import { askAgent, openingLine, openingLines, TEST_TODAY, testKb } from '../testing/agents.js';

// Session 41 (fixs41m): a services group's HR and an elderly-care cooperative — the law's rules asked without an
// agreement (priority in smart working, part-time instead of parental leave, by when a year's holidays must be
// taken), a deadline "dell'anno successivo" asked for a year, a company nursery, sick pay in probation, a tax
// treatment set aside with its brackets, the half 14th month, and "stesso confronto" after a net by year.
const read = (message: string, history: string[] = []) =>
  readQuestion({ kb: testKb, message, history, today: TEST_TODAY } as never);

describe("the law's rules asked without an agreement", () => {
  it('gives parents of children up to 12 priority in smart working', () => {
    const text = askAgent(
      'main-agent',
      'Possiamo concedere il lavoro agile solo a tre persone: un papà con un bambino di 8 anni ha la precedenza su chi non ha figli?',
    ).text;
    expect(openingLine(text)).toMatch(/priorità/);
    expect(openingLine(text)).toContain('12 anni');
  });
  it('answers part-time in place of parental leave as a right, with its limit and term', () => {
    const text = askAgent(
      'main-agent',
      'Un nostro impiegato, padre da poco, vuole il part-time invece del congedo parentale: possiamo rifiutare?',
    ).text;
    expect(openingLine(text)).toContain('50%');
    expect(openingLine(text)).toContain('15 giorni');
  });
  it("dates the deadline of a year's untaken holidays", () => {
    const text = askAgent(
      'main-agent',
      'le ferie maturate nel 2024 e non ancora fatte fino a quando possono slittare?',
    ).text;
    expect(openingLine(text)).toContain('30 giugno 2026');
  });
});

describe('a relative deadline asked for a year', () => {
  it('says the date in the year after the one asked', () => {
    const text = askAgent(
      'main-agent',
      'CCNL Studi professionali, orario su 5 giorni: le ore di permesso del 2025 non godute entro quando vanno pagate?',
    ).text;
    expect(openingLines(text)).toContain('31 luglio 2026');
  });
});

describe('an elderly-care cooperative', () => {
  it('places a company nursery educator at D2', () => {
    const text = askAgent(
      'inquadra',
      "Cooperativa sociale: assumiamo un'educatrice per il nostro micronido, che livello le diamo?",
    ).text;
    expect(openingLine(text)).toContain('D2');
  });
  it('says the top-up of sick pay does not apply in probation', () => {
    const text = askAgent(
      'main-agent',
      "CCNL cooperative sociali: un OSS ancora in prova che si ammala ha l'integrazione della malattia?",
    ).text;
    expect(openingLine(text)).toContain('non spetta');
  });
  it('says the half 14th month as a half in a comparison', () => {
    const text = askAgent(
      'confronta',
      'Mensilità all’anno: CCNL cooperative sociali e CCNL commercio a confronto',
    ).text;
    expect(openingLines(text)).toContain('metà mensilità');
  });
});

describe('what the question sets aside or repeats', () => {
  it('reads a net asked beside a tax treatment set aside with its brackets', () => {
    const req = read(
      'RAL 2026 di 24.000 euro, coop sociale, residente a Bari: mi stimi il netto annuo? Ignorate le tassazioni agevolate (5% sugli aumenti contrattuali, 15% sugli straordinari).',
    );
    expect(req.intent).toBe('gross_to_net');
  });
  it('keeps the net by year when a follow-up asks the same comparison for another RAL', () => {
    const req = read('e con 50000 di RAL? stesso confronto', [
      'impiegata a Torino, RAL 30000: netto 2026 e differenza col 2025?',
    ]);
    expect(req.intent).toBe('gross_to_net');
  });
});
