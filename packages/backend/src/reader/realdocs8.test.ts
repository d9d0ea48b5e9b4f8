import { describe, expect, it } from 'vitest';
import { testKb } from '../testing/agents.js';
import { asksDuty } from './duty-asked.js';
import { readQuestion } from './read.js';
import { readable } from './text.js';

const read = (message: string, history: string[] = [], documents = 1) =>
  readQuestion({ kb: testKb, message, history, documents, agent: 'main-agent', today: '2026-11-25' });

describe('realdocs8: what one side must or may do, asked beside a document', () => {
  it('"le devo dare", "il datore può inquadrarla" ask the agreement; "mi devono pagare" may ask the payslip', () => {
    expect(asksDuty(readable('quanti giorni di preavviso le devo dare?'))).toBe(true);
    expect(asksDuty(readable('il datore di lavoro può inquadrarla così in basso?'))).toBe(true);
    expect(asksDuty(readable('quanti giorni di ferie mi devono pagare?'))).toBe(false);
  });
  it('a notice the family owes beside a domestic payslip is the notice, not the document', () => {
    expect(
      read('Lavora da noi da due anni, 22 ore alla settimana: quanti giorni di preavviso le devo dare?')
        .intent,
    ).toBe('notice');
  });
});

describe('realdocs8: the pay a renewal brings, a schedule, a cut of hours, arrears', () => {
  it('"a quanto arriva la mia paga col rinnovo?" asks the minimum then, not the tranche', () => {
    const r = read('e da novembre col rinnovo a quanto arriva la mia paga?', [
      'sono part-time a 20 ore al 4° livello commercio',
    ]);
    expect(r.intent).toBe('minimum_pay');
  });
  it('"faccio 30 ore su 40" beside a permits question is the schedule, not extra hours', () => {
    const r = read('di permessi quante ore mi spettano visto che faccio 30 ore su 40?');
    expect(r.slots.extraHours).toBeUndefined();
    expect(r.slots.weeklyHours).toBe(30);
  });
  it('"vuole abbassarmi a 12 ore a settimana, può farlo?" asks the part-time floor', () => {
    expect(read('il capo vuole abbassarmi a 12 ore a settimana, puo farlo? siamo in 9').intent).toBe(
      'part_time',
    );
  });
  it('"nel turismo sarebbe più lungo o più corto?" beside a letter compares ("corto" is no typo of "costo")', () => {
    expect(read('nel CCNL Turismo il preavviso di dimissioni sarebbe più lungo o più corto?').intent).toBe(
      'comparison',
    );
  });
});
