import { describe, expect, it } from 'vitest';
import { testKb as kb, TEST_TODAY } from '../testing/agents.js';
import { readQuestion } from './read.js';
import { hoursOnDays, weekDays } from './week-days.js';

// Session 22 (realwork2): workers asking about their own case, follow-ups that other words pull elsewhere.
const read = (message: string, history: string[] = []) =>
  readQuestion({ kb, message, history, categories: [], today: TEST_TODAY, agent: 'main-agent' });
const DOMESTIC = kb.byId('lavoro-domestico')?.id_categoria;

describe('a follow-up keeps the worker’s subject when its words name another', () => {
  it('the 104 permits asked by the hour with the week, after the days', () => {
    const r = read('e volendo prenderli ad ore? lavoro 36 ore dal lunedi al sabato', [
      'mio padre ha la legge 104, quanti giorni di permesso al mese posso chiedere?',
    ]);
    expect(r.intent).toBe('leave');
  });
  it('the notice’s start asked with the day the letter is handed in', () => {
    const r = read('e se la lettera la do il 5 marzo, da che giorno inizia il conteggio?', [
      'sono al 5° livello del commercio da 3 anni e voglio dimettermi: quanto preavviso devo dare?',
    ]);
    expect(r.intent).toBe('notice');
  });
  it('the money between the level held and the right one, asked after the level', () => {
    const r = read('e nella busta di febbraio 2026 quanto ci rimetto tra il mio livello e quello giusto?', [
      'sono commessa al 5° livello del commercio ma da un anno faccio la vetrinista: il mio livello è corretto?',
    ]);
    expect(r.intent).toBe('classification');
  });
  it('a turn with a subject of its own after the notice keeps its subject ("fino a quando tengo il posto?")', () => {
    const r = read('e un altro operaio è in malattia da otto mesi: fino a quando gli devo tenere il posto?', [
      'CCNL Multiservizi: un operaio di 3° livello si dimette, quanti giorni di preavviso?',
    ]);
    expect(r.intent).toBe('sickness_injury');
  });
  it('a part-timer’s night hours after the supplementary ones: the night rate, shifts denied', () => {
    const r = read('e quelle che faccio di notte? non lavoro a turni', [
      'sono part time 25 ore in una ditta di pulizie (multiservizi), come mi pagano le ore in più?',
    ]);
    expect(r.intent).toBe('overtime_value');
    expect(r.slots.overtimeKind).toBe('notturno');
  });
});

describe('the months of one extra month are not carried to the other', () => {
  it('the 14th after the 13th from January to the last day is recounted from the dates', () => {
    const r = read('e quanto mi spetta di quattordicesima?', [
      'mi sono dimesso, ultimo giorno 30 aprile 2026, 4° livello commercio: la tredicesima da gennaio ad aprile quanto fa?',
    ]);
    expect(r.slots.monthsWorked).toBeUndefined();
    expect(r.slots.endDate).toBe('2026-04-30');
  });
});

describe('a carer telling her own job at home reads the domestic agreement', () => {
  it.each([
    'bado a un anziano che non è autosufficiente e dormo da lui: il livello che mi hanno dato è giusto?',
    'assisto una signora anziana, vivo con lei, mi hanno messo livello CS: va bene?',
  ])('%s', (message) => {
    expect(read(message).slots.agreements).toContain(DOMESTIC);
  });
  it('a carer employed by a cooperative is not the family’s', () => {
    expect(
      read('assisto una signora anziana per una cooperativa, vivo con lei: che livello?').slots.agreements,
    ).not.toContain(DOMESTIC);
  });
});

describe('the week told as its days', () => {
  it('"36 ore dal lunedì al sabato" is 36 hours on 6 days', () => {
    expect(hoursOnDays('faccio 36 ore dal lunedi al sabato')).toBe(36);
    expect(weekDays('faccio 36 ore dal lunedi al sabato')).toBe(6);
  });
});
