import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config.js';
import { loadKnowledgeBase } from '../kb/knowledge-base.js';
import { readQuestion } from '../reader/read.js';
import { askAgent } from '../testing/agents.js';
import { scheduleFirst, weekAsked } from './schedule-variant.js';

// Phrasings written for these tests, not the eval's (eval/questions/89-real-topics-5.json, 88-g9-realtopics5.json).
const kb = loadKnowledgeBase(loadConfig({}).kbDir);
const read = (message: string, history: string[] = []) =>
  readQuestion({ kb, message, history, today: '2026-11-23', agent: 'main-agent' });
const lead = (text: string) => text.split('\n').slice(0, 3).join(' ').slice(0, 500);
const ask = (message: string, history: string[] = []) =>
  askAgent('main-agent', message, { history, request: read(message, history) });

describe('a relative’s death or illness asks the leave, whatever “ferie” the story says', () => {
  it.each([
    'in azienda mi dicono di usare due giorni di ferie perché è scomparsa mia nonna, ma un permesso non mi tocca? faccio il magazziniere nella logistica',
    'Sono commessa nel commercio: per il funerale di mio suocero il titolare vuole che metta ferie. Non esistono giorni pagati apposta?',
    'operaio metalmeccanico, è venuto a mancare mio cognato e il capo reparto mi dice di prendere ferie: mi spetta qualche giorno retribuito?',
  ])('%s', (message) => {
    expect(read(message).intent).toBe('leave');
  });

  it('keeps a holiday question with a relative in it a holiday question', () => {
    expect(
      read('quanti giorni di ferie ho nel commercio? vorrei andare da mia madre in Sicilia').intent,
    ).toBe('holidays');
  });
});

describe('hours beyond a part-timer’s schedule are supplementary, also in the next turn', () => {
  it.each([
    [
      ['ho un contratto part-time di 18 ore in un supermercato, commercio'],
      'e se resto oltre il mio orario come mi pagano?',
    ],
    [
      ['faccio le pulizie in un condominio per una ditta multiservizi, part time 25 ore'],
      'le ore che mi fanno fare in più quanto valgono?',
    ],
  ])('%s → %s', (history, message) => {
    expect(read(message, history).intent).toBe('part_time');
  });

  it('leaves a full-timer’s extra hours as overtime', () => {
    expect(
      read('e le ore in più come me le pagano?', ['sono a tempo pieno in un negozio del commercio']).intent,
    ).not.toBe('part_time');
  });

  it('opens with the agreement’s supplementary rate after the part-time turn', () => {
    const history = ['lavoro part time in una impresa di pulizie multiservizi, 20 ore'];
    expect(lead(ask('e le ore che mi chiedono in più?', history).text)).toContain('28%');
  });
});

describe('the working week said picks the holidays or leave figure that opens', () => {
  it.each([
    ['lavoriamo dal lunedì al sabato, ccnl multiservizi: ferie?', 6],
    ['ho la settimana corta, studi professionali', 5],
    ['e se lavoro anche di sabato?', 6],
    ['quante ferie ho?', undefined],
  ])('%s', (message, week) => {
    expect(weekAsked(message)).toBe(week);
  });

  it('rewrites “66 più 32 ore” with each number’s unit and keeps only the week’s rule', () => {
    const line =
      'Nel CCNL X, permessi retribuiti: 40 ore di riduzione più 32 ore di ex festività con orario su 5 giorni, oppure 66 più 32 ore con orario su 6 giorni; altro.';
    const out = scheduleFirst(line, 6);
    expect(out).toContain('**98 ore** in tutto (66 ore più 32 ore)');
    expect(out).toContain('La regola: 66 più 32 ore con orario su 6 giorni; altro.');
    expect(out).not.toContain('40 ore');
    expect(scheduleFirst(line, undefined)).toBe(line);
  });

  it('opens a logistics holiday answer with the six-day figure when the Saturday is worked', () => {
    const text = ask('magazziniere nella logistica, lavoro pure il sabato mattina: quante ferie ho?').text;
    expect(lead(text)).toContain('**26 giorni lavorativi**');
  });

  it('opens with the five-day figure in a follow-up', () => {
    const history = ['ccnl studi professionali, ferie annuali?'];
    expect(lead(ask('io però non lavoro il sabato', history).text)).toContain('**22 giorni lavorativi**');
  });
});

describe('the sickness check from the law, not a gap', () => {
  it.each([
    'sono a casa con la febbre, dipendente di un bar: quando può venire il medico fiscale?',
    'in malattia devo essere reperibile tutto il giorno o solo in certe ore?',
  ])('%s', (message) => {
    const text = ask(message).text;
    expect(lead(text)).toContain('dalle 10 alle 12 e dalle 17 alle 19');
    expect(text).toContain('D.M. 15 luglio 1986');
  });

  it('opens with what missing the check costs when that is asked', () => {
    const text = ask(
      'ero dal dottore quando è passata la visita fiscale e non mi hanno trovato: cosa rischio?',
    ).text;
    expect(lead(text)).toContain('primi 10 giorni');
  });
});
