import { describe, expect, it } from 'vitest';
import { askAgent, openingLine, testKb } from '../testing/agents.js';
import { periodAsked } from './level-arrears.js';
import { levelGapAsked } from './level-gap-asked.js';

// Differences between two levels' minimums (today, at a date, over a period, in a follow-up) and a rise asked as
// "cambia qualcosa?" (session 39).

const commercio = testKb.byId('terziario-confcommercio');

describe('back pay for higher duties over a period', () => {
  const metal =
    'CCNL Metalmeccanici industria, inquadrato C2 ma dal 1° gennaio al 30 novembre 2026 ha svolto mansioni da C3: quantificare le differenze sui soli minimi tabellari, senza 13ª.';
  it('weighs each month on the table in force that month, the tranche changing the gap', () => {
    const text = askAgent('calcolo', metal).text;
    expect(openingLine(text)).toContain('1.594,40 €');
    expect(text).toContain('143,02 €');
    expect(text).toContain('146,55 €');
    expect(text).toContain('715,10 €');
    expect(text).toContain('879,30 €');
    expect(text).not.toContain('1.612,05 €');
  });
  it('says what it includes and what it leaves out', () => {
    const text = askAgent('calcolo', metal).text;
    expect(text).toMatch(/Comprende solo la differenza tra i minimi tabellari/);
    expect(text).toMatch(/Esclusi \(non calcolati qui\): l’incidenza sulla 13ª, sul TFR/);
  });
  it('is not turned into a 13th or 14th month by the items the question leaves out', () => {
    const text = askAgent(
      'calcolo',
      'CCNL Terziario Confcommercio, V livello con mansioni da IV livello dal 1° novembre 2025 al 31 ottobre 2026: differenza di minimo tabellare tra IV e V per quel periodo, senza ratei di 13ª e 14ª e senza TFR. Totale?',
    ).text;
    expect(openingLine(text)).toContain('1.484,04 €');
    expect(openingLine(text)).toContain('123,67 €');
    expect(openingLine(text)).not.toMatch(/quattordicesima|tredicesima/);
  });
  it('reads the period in words, with one year, or in figures', () => {
    expect(periodAsked('da gennaio a novembre 2026')).toEqual({
      from: { year: 2026, month: 1, day: 1 },
      to: { year: 2026, month: 11, day: 31 },
    });
    expect(periodAsked('dal 1° novembre 2025 al 31 ottobre 2026')?.from).toEqual({
      year: 2025,
      month: 11,
      day: 1,
    });
    expect(periodAsked('da ottobre a marzo 2027')?.from.year).toBe(2026);
    expect(periodAsked('periodo 01/03/2026 - 31/08/2026')?.to).toEqual({ year: 2026, month: 8, day: 31 });
    expect(periodAsked('a ottobre 2025')).toBeUndefined();
  });
});

describe("the gap between two levels' minimums", () => {
  it('answers a difference of minimums, not a classification', () => {
    const text = askAgent(
      'confronta',
      'CCNL Studi professionali: qual è oggi la differenza mensile di minimo tabellare tra il 3° e il 4° livello?',
    ).text;
    expect(openingLine(text)).toContain('110,95 €');
  });
  it('keeps the two levels when a follow-up only moves the date', () => {
    const text = askAgent('confronta', 'e dal 1 dicembre cn la nuova tranche quanto diventa?', {
      history: [
        'CCNL Studi professionali: qual è oggi la differenza mensile di minimo tabellare tra il 3° e il 4° livello?',
      ],
    }).text;
    expect(openingLine(text)).toContain('112,25 €');
  });
  it('reads "quanto" asked between two levels as their gap, from the level paid more', () => {
    const text = askAgent(
      'confronta',
      'ok e tra il 2 e il 3 livello quanto ballava al mese sempre in quel periodo?',
      { history: ['CCNL Edilizia industria (ANCE), operaio di 2° livello: minimo mensile a ottobre 2025?'] },
    ).text;
    expect(openingLine(text)).toContain('138,75 € lordi in più');
    expect(text).not.toContain('-138,75');
  });
  it('does not read "tra 3 mesi" as two levels weighed', () => {
    if (!commercio) throw new Error('no Commercio');
    expect(
      levelGapAsked(
        commercio,
        'Sono al 4° livello, tra 3 mesi passo al 3° livello: quanto prenderò?',
        undefined,
      ),
    ).toBeUndefined();
  });
});

describe('a change asked at a later date', () => {
  it('states the rise beside the new minimum', () => {
    const text = askAgent('main-agent', 'e da febbraio 2027 cambia qualcosa x la commessa al 4?', {
      history: [
        'CCNL Terziario Confcommercio, commessa al 4° livello: qual è oggi il minimo tabellare mensile lordo?',
      ],
    }).text;
    expect(openingLine(text)).toContain('1.858,75 €');
    expect(openingLine(text)).toContain('40,00 €');
  });
});
