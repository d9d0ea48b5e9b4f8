import { describe, expect, it } from 'vitest';
import { askAgent, openingLines } from '../testing/agents.js';

// Session 60 (fx60budget): a year's budget. The months of a year's tranches and each one's rise are said, even
// when the story names another year's month (the signing); a year after an agreement's last tranche is a plain
// gap, not the earlier tranches listed as if they were that year's.
const TODAY = '2026-11-30';
const ask = (agent: string, message: string) => askAgent(agent, message, { today: TODAY });
const claims = (text: string) => text.split(/\n\s*Fonti:\s*\n/)[0] ?? text;

describe("a year's tranches with their rises", () => {
  it('FIPE 4th level in 2027: June and December, with the 30 € rise', () => {
    const opening = openingLines(
      ask('main-agent', 'pubblici esercizi fipe, 4 livello: per il 2027 che aumenti ci sono e in che mesi?')
        .text,
    );
    expect(opening).toContain('1° giugno 2027');
    expect(opening).toContain('1° dicembre 2027');
    expect(opening).toContain('30,00 €');
  });

  it('Multiservizi 2nd level: the signing month of another year does not hide the 2027 tranches', () => {
    const text = ask(
      'main-agent',
      'Multiservizi, rinnovo firmato a giugno 2025: nel 2027 quando arrivano gli aumenti per un 2° livello e quanto valgono?',
    ).text;
    const opening = openingLines(text);
    expect(opening).toContain('1° maggio 2027');
    expect(opening).toContain('1° dicembre 2027');
  });
});

describe('a year after the last tranche', () => {
  it('Studi professionali 2028: no increase is set, no figure given', () => {
    const text = claims(
      ask(
        'main-agent',
        'studio legale, contratto studi professionali: nel 2028 ci saranno aumenti dei minimi?',
      ).text,
    );
    expect(openingLines(text)).toContain('non è disponibile');
    expect(text).not.toMatch(/\d+,\d\d €/);
  });

  it('a year with a tranche still lists it (Turismo 2027)', () => {
    const text = ask('main-agent', 'turismo federalberghi, 4 livello: nel 2027 di quanto aumenta?').text;
    expect(text).not.toContain('non è fissato alcun aumento');
  });
});

describe("a budget year's figures on a level's tables", () => {
  it('the extra gross of a mid-year tranche: rise × months to December plus the 13th', () => {
    const text = ask(
      'calcolo',
      'metalmeccanici industria, livello D1 in forza tutto il 2027: di quanto mi costa in più nel 2027 la tranche di giugno 2027, solo lordo?',
    ).text;
    // D1: 1.784,94 € → 1.833,02 € from June 2027 (+48,08 €), 7 months + the 13th = 8.
    expect(openingLines(text)).toContain('384,64 €');
  });

  it('the yearly gross on 14 payments after the last tranche, without asking a tax year', () => {
    const text = askAgent('calcolo', 'e su base annua con 14 mensilità?', {
      today: TODAY,
      history: ['Terziario Confcommercio 4° livello, minimo da febbraio 2027?'],
    }).text;
    expect(openingLines(text)).toContain('26.022,50 €');
    expect(text).not.toContain('anno_fiscale');
  });

  it('the TFR of 2027 counts January at the table before the February tranche', () => {
    const text = ask(
      'calcolo',
      'quanto TFR matura nel 2027 un 4° livello Terziario Confcommercio ai minimi, tutto l’anno, con l’aumento di febbraio 2027?',
    ).text;
    // 1.818,75 + 11 × 1.858,75 + 2 × 1.858,75 = 25.982,50 €; ÷ 13,5 = 1.924,63 €.
    expect(text).toContain('1.924,63');
  });
});
