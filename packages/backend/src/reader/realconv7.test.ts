import { describe, expect, it } from 'vitest';
import { testKb as kb, TEST_TODAY } from '../testing/agents.js';
import { readQuestion } from './read.js';
import { serviceYears } from './service-length.js';
import { withoutSigningDates } from './signing-dates.js';
import { fold } from './text.js';

// The reading classes of the seventh set of real conversations (89-real-conv-7.json), in other words.
const read = (
  message: string,
  history: string[] = [],
  agent: 'main-agent' | 'calcolo' | 'inquadra' = 'main-agent',
) => readQuestion({ kb, today: TEST_TODAY, message, categories: [], history, agent });

describe('a short follow-up after a classification moves to the subject it names', () => {
  const asked =
    "Faccio l'educatore in una comunità per minori gestita da una cooperativa sociale: che livello mi spetta?";
  it.each([
    ['e le ferie quante sono?', 'holidays'],
    ['e il preavviso se me ne vado?', 'notice'],
    ['e la quattordicesima c’è?', 'monthly_payments'],
    ['e se mi ammalo, la malattia come la pagano?', 'sickness_injury'],
  ])('%s → %s', (message, intent) => {
    expect(read(message, [asked], 'inquadra').intent).toBe(intent);
  });

  it('a follow-up that changes only the job stays a classification', () => {
    expect(read('e se invece facessi il cuoco della mensa?', [asked], 'inquadra').intent).toBe(
      'classification',
    );
  });
});

describe('a leaving told in the future is the service at that time', () => {
  it.each([
    ['se tra otto anni decidesse di licenziarsi, quanto preavviso?', 8],
    ['e dopo tre anni, se la lasciassi a casa con il licenziamento?', 3],
    ['fra 18 mesi vorrei dare le dimissioni', 1.5],
  ])('%s → %s years', (message, years) => {
    expect(serviceYears(fold(message))).toBe(years);
  });

  it.each(['tra due anni scade il contratto a termine', 'fra tre anni vado in pensione'])(
    'a future time with no leaving is no service: %s',
    (message) => {
      expect(serviceYears(fold(message))).toBeUndefined();
    },
  );

  it('the follow-up reads the band of that seniority', () => {
    const request = read('E se tra sette anni fosse lei a licenziarsi?', [
      'Ristorante con contratto FIPE, sto assumendo una cuoca al 3° livello: quanto dura la prova?',
    ]);
    expect(request.intent).toBe('notice');
    expect(request.slots.seniorityYears).toBe(7);
  });
});

describe("an agreement's signing day is not the day asked", () => {
  it.each([
    [
      'Commercio, accordo siglato il 22 marzo 2024: a quanto sale il 4° livello a febbraio 2027?',
      '2027-02-01',
    ],
    ['Chimici, ipotesi del 15.04.2025: quanto aumenta la D1 a luglio 2026?', '2026-07-01'],
  ])('%s → %s', (message, date) => {
    expect(read(message).slots.date).toBe(date);
  });

  it('a signing day alone is still read', () => {
    expect(read('Metalmeccanici: cosa cambia con il rinnovo firmato il 22 novembre 2025?').slots.date).toBe(
      '2025-11-22',
    );
  });

  it('blanks only the signing day', () => {
    expect(withoutSigningDates('verbale del 5.3.2024, minimi dal 1.10.2025')).not.toContain('5.3.2024');
    expect(withoutSigningDates('verbale del 5.3.2024, minimi dal 1.10.2025')).toContain('1.10.2025');
  });
});

describe('a level that rises: by how much, or up to how much', () => {
  it.each([
    ['Turismo, di quanto sale il 5° livello a maggio 2027?', 'renewal'],
    ['e di quanto salirà la paga del B2 a giugno 2028?', 'renewal'],
    ['Studi professionali: a quanto arriva il 3° livello da dicembre 2026?', 'minimum_pay'],
    ['metalmeccanici, a quanto passa il C2 a giugno 2027?', 'minimum_pay'],
  ])('%s → %s', (message, intent) => {
    expect(read(message).intent).toBe(intent);
  });

  it('a rise of something that is not pay is not a minimum', () => {
    expect(read('a quanto sale la tassa sui rifiuti quest’anno?').intent).not.toBe('minimum_pay');
  });
});
