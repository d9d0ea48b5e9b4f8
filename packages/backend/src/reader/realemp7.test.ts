import { describe, expect, it } from 'vitest';
import { TEST_TODAY, testKb } from '../testing/agents.js';
import { readQuestion } from './read.js';

// The reading classes of the seventh employers' set (eval/questions/88-g20-realemp7.json), in words that are not its own.
const read = (message: string) => readQuestion({ kb: testKb, message, today: TEST_TODAY });

describe('a part-timer whose hours change is paid at the new hours, not the ones the story starts from', () => {
  it.each([
    ['commessa 4° livello commercio, ora a 18 ore, vuole passare a 25 ore: che minimo lordo?', 25],
    ['Terziario III livello, part-time da 20 a 28 ore dal mese prossimo: quanto diventa il minimo?', 28],
    ['la cassiera fa 16 ore, con 24 ore su 40 quanto prenderebbe di minimo al 4° livello del commercio?', 24],
  ])('%s', (message, hours) => expect(read(message).slots.weeklyHours).toBe(hours));

  it('the hours said alone stay the hours', () => {
    expect(
      read('commessa 4° livello commercio a 20 ore settimanali: minimo lordo mensile?').slots.weeklyHours,
    ).toBe(20);
  });
});

describe('an apprentice kept at the end of the training is paid the final level’s full minimum', () => {
  it.each([
    'La mia apprendista (commercio, livello finale quarto) finisce l’apprendistato a marzo e la confermo: poi quanto la devo pagare?',
    'apprendista studi professionali, 3° livello finale, termina la formazione a fine anno e ho deciso di confermarlo: quanto gli devo dare al mese?',
  ])('%s', (message) => {
    const request = read(message);
    expect(request.intent).toBe('minimum_pay');
    expect(request.slots.level).toMatch(/^[34]$/);
  });

  it('an apprentice still in training keeps the apprenticeship share', () => {
    expect(read('apprendista commercio 4° livello al secondo anno, quanto lo pago?').intent).toBe(
      'apprenticeship',
    );
  });
});

describe('"studio prof" and "studio profess" are Studi professionali', () => {
  it.each([
    'apprendista studio prof 3 liv primo anno quanto prende?',
    'segretaria studio profess 4 liv, preavviso?',
  ])('%s', (message) => expect(read(message).slots.agreements.length).toBe(1));
});

describe('someone else on holiday in the story is no holiday asked', () => {
  it('the consultant on holiday beside a worker kept during illness: only the sickness', () => {
    const request = read(
      'Impresa edile: il consulente è in ferie e un muratore con 4 anni di anzianità è malato da due mesi, per quanto devo conservargli il posto?',
    );
    expect(request.intent).toBe('sickness_injury');
    expect(request.alsoAsked).not.toContain('holidays');
  });
});
