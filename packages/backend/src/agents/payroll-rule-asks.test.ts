import { describe, expect, it } from 'vitest';
import { readQuestion } from '../reader/read.js';
import { askAgent, openingLine, TEST_TODAY, testKb } from '../testing/agents.js';
import { statedMunicipalRate } from './stated-municipal-rate.js';

// Payroll-rule questions in the user's words (wave h604 and older misses): phrasings written for these tests.
const read = (message: string, history: string[] = []) =>
  readQuestion({ kb: testKb, message, history, today: TEST_TODAY } as never);
const ask = (message: string, history: string[] = []) =>
  askAgent('main-agent', message, { request: read(message, history), history, today: TEST_TODAY }).text;

describe('the rates the user states for the surcharges', () => {
  it.each([
    ['lavoro in un comune del veneto, regionale 1,23% e comunale 0,8% senza esenzione', 0.8],
    ['abito in un comune lombardo: addizionale regionale 1,73%, comunale 0,5%', 0.5],
  ])('%s', (message, rate) => {
    expect(statedMunicipalRate({ message }, { region: 'Veneto' })).toEqual({ ratePct: rate });
  });

  it('the net with both rates said applies the municipal one, not a gap', () => {
    const text = ask(
      'lavoro in un comune del veneto, regionale 1,23% e comunale 0,8% senza esenzione. RAL 30000 su 13 nel 2026, netto al mese?',
    );
    expect(openingLine(text)).toContain('1.805,26 €');
    expect(text).not.toContain('Comune non indicato');
    expect(text).not.toContain('Funzioni locali');
  });
});

describe('a comune named as the place of work is no public-sector agreement', () => {
  it.each([
    'lavoro in un comune del veneto, ral 28000: netto 2026?',
    'Lavoro in un comune della provincia di Bergamo, RAL 30.000: netto mensile?',
  ])('%s', (q) => {
    expect(read(q).slots.unknownAgreements).not.toContain('CCNL Funzioni locali (pubblico impiego)');
  });
  it('working for the comune still names it', () => {
    expect(
      read('Lavoro in un comune come istruttore amministrativo: quante ferie ho?').slots.unknownAgreements,
    ).toContain('CCNL Funzioni locali (pubblico impiego)');
  });
});

describe('the art. 13 deduction of the lowest band and its floor', () => {
  it('"sotto i 15mila … e il minimo a termine?": 1.955 € and 1.380 €', () => {
    const opening = openingLine(
      ask(
        'quanto vale la detrazione per lavoro dipendente fino a 15.000 euro di reddito nel 2026? e il minimo per un tempo determinato?',
      ),
    );
    expect(opening).toContain('1.955,00 €');
    expect(opening).toContain('1.380,00 €');
    expect(opening).not.toMatch(/13\.6\d\d/);
  });
  it('the floor asked bare on an open-ended contract: 690 €', () => {
    const opening = openingLine(
      ask('detrazione lavoro dipendente sotto i 10mila euro quanto è nel 2025? e il minimo?'),
    );
    expect(opening).toContain('1.955,00 €');
    expect(opening).toContain('690,00 €');
  });
});

describe('TFR: the first year quota revalued the year after', () => {
  it('the revaluation is on the quota, not on the pay', () => {
    const text = ask(
      "Con una RAL di 28.000 quanto TFR matura il primo anno (quota netta)? E di quanto si rivaluta l'anno dopo con inflazione all'1%?",
    );
    expect(text).toContain('1.934,07 €');
    expect(text).toContain('43,52 €');
    expect(text).not.toContain('630,00 €');
  });
});

describe("an apprentice's figures changed in a follow-up", () => {
  it('keeps the TFR asked before, on the total pay told', () => {
    const history = [
      "Apprendista con retribuzione annua lorda di 20.000 €: quanto TFR matura nell'anno al netto dello 0,50%?",
    ];
    const message = "e se l'apprendista se ne va dopo 6 mesi con 11.000 di lordo in tutto?";
    expect(read(message, history).intent).toBe('tfr');
    // 11.000 / 13,5 − 0,50% × 11.000: the total of the 6 months, not an annual pay cut down.
    expect(openingLine(ask(message, history))).toContain('759,81 €');
  });
});
