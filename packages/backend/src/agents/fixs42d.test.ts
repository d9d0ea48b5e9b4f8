import { describe, expect, it } from 'vitest';
import { readQuestion } from '../reader/read.js';
import { askAgent, openingLine, TEST_TODAY, testKb } from '../testing/agents.js';

const today = '2026-11-27';
const ask = (agent: string, message: string, history?: string[]) =>
  askAgent(agent, message, { today, ...(history ? { history } : {}) }).text;

describe('a past month checked keeps the table then in force', () => {
  it('an old payslip asks no later tranche', () => {
    const text = ask(
      'calcolo',
      'Sto ricontrollando una busta vecchia: a febbraio 2025 un operaio comune di 1° livello dell’edilizia industria quanto doveva avere di minimo?',
    );
    expect(openingLine(text)).toContain('1.067,36 €');
    expect(text).not.toContain('1.117,36 €');
  });
});

describe('work stopped by the weather', () => {
  it('is the CIGO for weather events, not a pay table', () => {
    const text = ask(
      'main-agent',
      'Impresa edile: ha nevicato e il cantiere è rimasto fermo due giorni, gli operai li abbiamo mandati a casa. Chi paga quelle ore?',
    );
    expect(openingLine(text)).toContain('CIGO');
    expect(text).toContain('eventi meteo');
  });
});

describe('a building worker’s category on a level shared with clerks', () => {
  it('names the operaio specializzato, not a payroll clerk’s profile', () => {
    const text = ask(
      'inquadra',
      'Col contratto edilizia industria, un muratore con vent’anni di mestiere che legge da solo i disegni e fa murature e intonaci in autonomia: che livello?',
    );
    expect(openingLine(text)).toContain('3° livello');
    expect(openingLine(text)).toContain('operaio specializzato');
    expect(text).not.toContain('compilazione delle paghe');
  });
});

describe('a fitter on templates and power tools', () => {
  it('is the qualified assembler (D2), drawings denied', () => {
    const text = ask(
      'inquadra',
      'Metalmeccanico industria: monta ringhiere già tagliate con le dime e l’avvitatore, non fa saldature né legge disegni. Livello?',
    );
    expect(openingLine(text)).toContain('D2');
  });
});

describe('two levels weighed are no two agreements', () => {
  it('keeps the agreement named as the contract beside cleaning tasks', () => {
    const request = readQuestion({
      kb: testKb,
      message:
        'Lavora in cantiere col contratto edilizia industria, porta il materiale e fa le pulizie, non ha nessuna qualifica. Terzo o primo livello, che differenza fa?',
      history: [],
      today: TEST_TODAY,
      agent: 'inquadra',
    } as never);
    expect(request?.intent).toBe('classification');
  });
});

describe('who pays a building worker’s holidays and bonus, with the Cassa Edile share', () => {
  it('opens with the payer and the 18,5%', () => {
    const text = ask(
      'main-agent',
      'Impresa edile ANCE: ferie e gratifica natalizia degli operai le paga direttamente l’impresa? Che percentuale si accantona in Cassa Edile?',
    );
    expect(openingLine(text)).toContain('18,5%');
    expect(openingLine(text)).toContain('Cassa Edile');
  });
});
