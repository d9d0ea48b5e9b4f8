import { describe, expect, it } from 'vitest';
import { TEST_TODAY, testKb } from '../testing/agents.js';
import { readQuestion } from './read.js';

// The reading classes of the eighth employers' set (eval/questions/88-g21-realemp8.json), in words that are not its own.
const read = (message: string) => readQuestion({ kb: testKb, message, today: TEST_TODAY });

describe("an apprentice's cost in the story and the month's pay asked last is the apprenticeship's pay", () => {
  it.each([
    'Studio di architettura (studi professionali): assumo un apprendista con livello finale 3°, devo capire quanto mi costa. Il primo anno quanto gli devo dare lordo al mese?',
    'negozio commercio, apprendista commessa livello finale quarto: per il preventivo mi chiedo quanto mi costa, ma intanto quanto la pago al mese il secondo anno?',
  ])('%s', (message) => expect(read(message).intent).toBe('apprenticeship'));

  it('the cost asked alone stays the cost', () => {
    expect(read('quanto mi costa un apprendista del commercio al primo anno?').intent).toBe('employer_cost');
  });
});

describe('a level stated in the story with the increase asked is the renewal, not a classification', () => {
  it.each([
    'Abbiamo una colf a ore inquadrata B da due anni: ho letto del rinnovo del contratto domestico, da gennaio 2027 di quanto aumenta la sua paga?',
    'la badante di mia madre è inquadrata CS e convive con lei: col rinnovo quanto sale il minimo a gennaio 2027?',
  ])('%s', (message) => expect(read(message).intent).toBe('renewal'));

  it('a stated level with no increase asked stays a classification', () => {
    expect(
      read(
        'la nostra colf è inquadrata B ma ormai cucina per tutta la famiglia in autonomia: che livello dovrebbe avere?',
      ).intent,
    ).toBe('classification');
  });
});

describe("the apprentice's final level said after the level word is read", () => {
  it.each([
    ['apprendista studio prof liv finale 4, per capire quanto mi costa: quanto gli do lordo al mese?', '4'],
    [
      'apprendista contratto studi professionali, livello di arrivo terzo: non so quanto mi costa, ma quanto le devo pagare al mese?',
      '3',
    ],
  ])('%s', (message, level) => {
    const request = read(message);
    expect(request.intent).toBe('apprenticeship');
    expect(request.slots.level).toBe(level);
  });
});

describe('the most overtime allowed asked in words about hours is the overtime ceiling', () => {
  it.each([
    "contratto commercio: quante ore extra all'anno al massimo posso far fare a un magazziniere?",
    "CCNL Terziario: limite settimanale dell'orario comprensivo dello straordinario?",
  ])('%s', (message) => expect(read(message).intent).toBe('overtime_value'));

  it('the weekly schedule asked alone stays the working hours', () => {
    expect(read('CCNL Terziario: quante ore settimanali al massimo fa un full time?').intent).toBe(
      'working_hours',
    );
  });
});
