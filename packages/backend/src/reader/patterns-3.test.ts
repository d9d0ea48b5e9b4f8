import { describe, expect, it } from 'vitest';
import { testKb } from '../testing/agents.js';
import { dateOfYear, leaveKindsOf } from './asked-topic.js';
import { type ReaderInput, readQuestion } from './read.js';
import { readable } from './text.js';

const TODAY = '2026-11-22';
const COMMERCIO = 1;
const METALMECCANICI = 2;
const DOMESTICO = 7;

const read = (message: string, extra: Partial<ReaderInput> = {}) =>
  readQuestion({ kb: testKb, message, today: TODAY, ...extra });
const kinds = (message: string) => leaveKindsOf(readable(message));

describe('the subject asked wins over side words', () => {
  it('reads each kind of leave, in the order the question names them', () => {
    expect(kinds('mi è morto il nonno, quanti giorni di permesso ho?')).toEqual(['bereavement']);
    expect(kinds('Decesso di un familiare: quanti giorni retribuiti?')).toEqual(['bereavement']);
    expect(kinds('devo andare al funerale di mio padre')).toEqual(['bereavement']);
    expect(kinds('Quanto dura il congedo di maternità?')).toEqual(['maternity']);
    expect(kinds('sono incinta, quando inizia l’astensione obbligatoria?')).toEqual(['maternity']);
    expect(kinds('mia moglie ha partorito ieri, quanti giorni ho come padre?')).toEqual(['paternity']);
    expect(kinds('congedo parentale quanto pagano?')).toEqual(['parental']);
    expect(kinds('permessi per allattamento')).toEqual(['breastfeeding']);
    expect(kinds('mi sposo a giugno')).toEqual(['marriage']);
    expect(kinds('Quante ore di permesso studio?')).toEqual(['study']);
    expect(kinds('maternità e poi congedo parentale: quanto prende?')).toEqual(['maternity', 'parental']);
    // A study in "studio professionale" is a workplace, not study leave.
    expect(kinds('quanti ROL ho in uno studio professionale?')).toEqual([]);
  });

  it('a leave question is a leave question, whatever table its other words point to', () => {
    for (const message of [
      'Quanti giorni di paternità spettano al papà nel CCNL Metalmeccanici?',
      'maternita obbligatoria commercio quanto dura',
      'mi è morto il nonno, quanti giorni di permesso retribuito ho? CCNL Commercio',
      'Ho bisogno dei permessi per allattamento, lavoro nel commercio: quante ore al giorno?',
      'congedo parentale nel ccnl turismo quanto pagano?',
    ])
      expect(read(message).intent, message).toBe('leave');
  });

  it("an employer's extra contribution is an employer cost, whatever else the question names", () => {
    for (const message of [
      'Quanto è il contributo addizionale NASpI sui contratti a tempo determinato?',
      'contributo addizionale 1,4% quanto aumenta a ogni rinnovo del contratto a termine?',
      'Quanto costa il ticket di licenziamento nel 2026?',
      'ticket naspi per un dipendente con 2 anni di anzianità, quanto pago?',
    ])
      expect(read(message, { agent: 'calcolo' }).intent, message).toBe('employer_cost');
  });

  it('the gross tax on a taxable income is a payroll rule, also in calcolo', () => {
    for (const message of [
      'IRPEF lorda su un imponibile di 28.000 € nel 2026',
      'quanto fa l’imposta lorda su 35000 euro di reddito imponibile 2025?',
      'irpef lorda 2026 con imponibile 60k',
    ])
      expect(read(message, { agent: 'calcolo' }).intent, message).toBe('payroll_rules');
  });

  it('a probation asked about a job is the probation; domestic contributions are the hourly bands', () => {
    expect(read('periodo di prova educatore coop sociale livello D2?', { agent: 'inquadra' }).intent).toBe(
      'probation',
    );
    const colf = read("quanto si pagano di contributi all'ora per una colf?");
    expect(colf.intent).toBe('payroll_rules');
    expect(colf.slots.agreements).toEqual([DOMESTICO]);
    expect(read('contributi inps colf 2025 per ora', { agent: 'calcolo' }).intent).toBe('payroll_rules');
  });

  it('a weekday overtime hour stays weekday when a holiday word is negated', () => {
    expect(
      read('ora di straordinario in un giorno non festivo, 4° livello commercio').slots.overtimeKind,
    ).toBe('straordinario');
    expect(read('straordinario feriale 4 livello commercio').slots.overtimeKind).toBe('straordinario');
    expect(read('straordinario domenicale 4 livello commercio').slots.overtimeKind).toBe(
      'straordinario_festivo',
    );
  });

  it('a 14th month however written, and supplementary hours, are their own subjects', () => {
    expect(read('14esima metalmeccanici quanto matura?').intent).toBe('thirteenth_pro_rata');
    expect(read('lavoro supplementare part time studi professionali maggiorazione?').intent).toBe(
      'part_time',
    );
  });
});

describe('a year asked picks that year', () => {
  it('reads the end of a past year, the start of a future one, today for this one', () => {
    expect(dateOfYear(2025, TODAY)).toBe('2025-12-31');
    expect(dateOfYear(2027, TODAY)).toBe('2027-01-01');
    expect(dateOfYear(2026, TODAY)).toBe(TODAY);
  });

  it('in a question and in a follow-up, but not for a renewal named by its year', () => {
    expect(read('Qual era il minimo del 4° livello Commercio nel 2025?').slots.date).toBe('2025-12-31');
    const follow = read('e nel 2025?', { history: ['Qual è il minimo del 4° livello nel CCNL Commercio?'] });
    expect(follow.intent).toBe('minimum_pay');
    expect(follow.slots.date).toBe('2025-12-31');
    expect(read('aumento del rinnovo 2025 del CCNL Chimico').slots.date).toBeUndefined();
  });
});

describe('a comparison follow-up keeps the conversation’s agreement', () => {
  it('compares the agreement asked before with the one named now', () => {
    const request = read('e confronta gli aumenti del rinnovo con il Metalmeccanici', {
      history: ['Quanto prende netto un 4° livello del Commercio?'],
      agent: 'confronta',
    });
    expect(request.intent).toBe('comparison');
    expect(request.slots.agreements).toEqual([COMMERCIO, METALMECCANICI]);
  });
});
