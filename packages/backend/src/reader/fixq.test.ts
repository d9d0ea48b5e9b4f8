import { describe, expect, it } from 'vitest';
import { testKb as kb, TEST_TODAY } from '../testing/agents.js';
import { readQuestion } from './read.js';

// Reader classes behind the blind failures on uploaded documents (session 17, fixq), in new words.
const read = (message: string, history: string[] = [], agent: 'calcolo' | 'main-agent' = 'main-agent') =>
  readQuestion({ kb, message, history, categories: [], today: TEST_TODAY, agent });

describe('months, hours and kinds of contract the reader must not miscount', () => {
  it.each([
    ['con questi 5 mesi di contratto a termine quante ferie mi maturano? metalmeccanico', 5],
    ['per gli ultimi 2 mesi di lavoro, ccnl commercio, quanti giorni di ferie ho maturato?', 2],
    ['mi hanno rinnovato da ottobre a fine gennaio, ccnl commercio: quante ferie maturo?', 4],
  ])('the months said are the months counted: %s', (message, months) => {
    const request = read(message);
    expect(request.intent).toBe('holidays');
    expect(request.slots.monthsWorked).toBe(months);
  });

  it('hours said in a follow-up replace the hours valued before', () => {
    const request = read(
      'e le 2 ore fatte a Natale?',
      ['dal foglio presenze ho 5 ore di straordinario feriale, sono 3° livello commercio: quanto valgono?'],
      'calcolo',
    );
    expect(request.intent).toBe('overtime_value');
    expect(request.slots.extraHours).toBe(2);
  });

  it('a weekly schedule said in a follow-up is not the extra hours', () => {
    const request = read(
      'e se fossero 30 ore a settimana?',
      ['part time 20 ore al 4° livello commercio, ho fatto 3 ore in più: quanto mi danno?'],
      'calcolo',
    );
    expect(request.slots.extraHours).toBe(3);
  });

  it.each([
    'allego il contratto part-time: ho lavorato 2 ore oltre le mie 24, come vengono pagate?',
    'col mio contratto full time da 40 ore quante ferie ho?',
    'ti mando il contratto allegato, sono part-time: quanti permessi ho?',
  ])('a kind of contract is not the name of an agreement: %s', (message) => {
    expect(read(message, [], 'calcolo').slots.unknownAgreements).toEqual([]);
  });

  it("a renewal's rise asked with 'quanto mi è aumentato' is the renewal, though a last question adds the total", () => {
    const request = read(
      'sono 5° livello commercio: a novembre quanto mi è aumentato il minimo? e in tutto?',
    );
    expect(request.intent).toBe('renewal');
  });

  it('a part-time week said as "il part-time a 25 ore" is the weekly schedule, not a daily one', () => {
    expect(
      read('ho il part-time a 25 ore e ne ho fatte 28: quanto mi pagano?', [], 'calcolo').slots.weeklyHours,
    ).toBe(25);
    expect(read('faccio part-time 4 ore al giorno, che paga ho?', [], 'calcolo').slots.weeklyHours).not.toBe(
      4,
    );
  });
});
