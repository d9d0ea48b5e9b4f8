import { describe, expect, it } from 'vitest';
import { testKb as kb, TEST_TODAY } from '../testing/agents.js';
import { questionParts } from './parts.js';
import { readQuestion } from './read.js';

const read = (message: string, history: string[] = [], agent: 'main-agent' | 'calcolo' = 'main-agent') =>
  readQuestion({ kb, today: TEST_TODAY, message, categories: [], history, agent });
const id = (name: string) => kb.byId(name)?.id_categoria;

describe('a stay told by its first and last day with no year', () => {
  it.each([
    [
      'Quest’estate ho lavorato in uno stabilimento balneare dal 10 giugno al 10 settembre, 5° livello turismo: ratei?',
      '06-10',
      '09-10',
    ],
    [
      'Ho fatto la stagione invernale in un rifugio dal 1° dicembre al 31 dicembre, che tredicesima mi tocca?',
      '12-01',
      '12-31',
    ],
  ])('%s', (message, start, end) => {
    const r = read(message, [], 'calcolo');
    expect(r.slots.hireDate?.slice(5)).toBe(start);
    expect(r.slots.endDate?.slice(5)).toBe(end);
    expect(r.slots.hireDate?.slice(0, 4)).toBe(r.slots.endDate?.slice(0, 4));
  });

  it('a span that runs backwards is not read as one stay', () => {
    const r = read('Lavoro in un hotel dal 1° ottobre al 31 marzo: quanti giorni di ferie?');
    expect(r.slots.hireDate === undefined || r.slots.endDate === undefined).toBe(true);
  });
});

describe('two kinds of overtime in one ask are two parts', () => {
  it.each([
    ['Di quanto è maggiorato lo straordinario diurno e lo straordinario domenicale nel turismo?', 2],
    [
      'Nel contratto delle pulizie, la maggiorazione del straordinario feriale e del straordinario notturno?',
      2,
    ],
    ['Quanto vale lo straordinario e il notturno?', 1],
  ])('%s', (message, count) => {
    expect(questionParts(message)).toHaveLength(count);
  });
});

describe('law-104 permits counted in hours are leave, not the working week', () => {
  it('with the week said in the turn before', () => {
    const r = read('Mio suocero ha ottenuto la 104: volendo usarla a ore, quante ne avrei al mese?', [
      'Faccio 36 ore su 6 giorni in un negozio di scarpe.',
    ]);
    expect(r.intent).toBe('leave');
  });
});

describe('an allowance asked for night work is a rate, not a subject outside work', () => {
  it.each([
    'Nella comunità per minori faccio le notti: esiste un’indennità?',
    'Faccio il guardiano notturno in un albergo: c’è un supplemento per il turno di notte?',
  ])('%s', (message) => {
    expect(read(message).intent).toBe('overtime_value');
  });
});

describe('a night presence in a relative’s home is domestic work', () => {
  it.each([
    'Cerchiamo qualcuno per la presenza notturna accanto al nonno: quanto si paga al mese?',
    'Per la presenza notturna a casa della suocera che minimo devo dare?',
  ])('%s', (message) => {
    expect(read(message, [], 'calcolo').slots.agreements).toContain(id('lavoro-domestico'));
  });
});
