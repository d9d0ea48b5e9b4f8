import { describe, expect, it } from 'vitest';
import { testKb as kb, TEST_TODAY } from '../testing/agents.js';
import { revisits } from './answer-turn.js';
import { withoutNegatedItems } from './negation.js';
import { readQuestion } from './read.js';

const read = (message: string, history: string[] = []) =>
  readQuestion({ kb, message, history, categories: [], today: TEST_TODAY });

describe('conditions a question denies', () => {
  it('night denied beside holidays ("niente notte né festivi") leaves plain overtime', () => {
    const r = read(
      'turismo alberghi, 4° livello 40 ore, ha fatto 10 ore di straordinario, tutte di giorno, niente notte né festivi. quanto le devo?',
    );
    expect(r.intent).toBe('overtime_value');
    expect(r.slots.overtimeKind).toBe('straordinario');
  });

  it('"senza notti" and "mai la notte" deny the night too', () => {
    expect(withoutNegatedItems('8 ore di straordinario senza notti, quanto fanno?')).not.toMatch(/notti/);
    expect(read('turismo 4° livello, 6 ore di straordinario, mai la notte: quanto?').slots.overtimeKind).toBe(
      'straordinario',
    );
  });

  it('an absence the next sentence doubts is the subject asked', () => {
    const text = 'in busta non ha mai avuto scatti di anzianita. e giusto o ho sbagliato qualcosa?';
    expect(withoutNegatedItems(text)).toContain('scatti');
    expect(withoutNegatedItems('niente scatti. quanto prende al mese?')).not.toContain('scatti');
  });
});

describe('follow-ups that switch topic', () => {
  const before = [
    'Impresa di pulizie, contratto Multiservizi, operaia di 2° livello: quanto preavviso mi deve dare?',
  ];

  it('"un\'altra cosa … è giusto o ho sbagliato qualcosa?" after the notice asks the seniority', () => {
    const r = read(
      'ah un altra cosa, lei lavora con noi da 6 anni e in busta non ha mai avuto scatti di anzianita. e giusto o ho sbagliato qualcosa?',
      before,
    );
    expect(r.intent).toBe('seniority');
  });

  it('asking whether the writer got it wrong is no correction of the answer before', () => {
    expect(revisits('e giusto o ho sbagliato qualcosa?')).toBe(false);
    expect(revisits('volevo sapere se ho sbagliato')).toBe(false);
    expect(revisits("un'altra cosa: scusa, ho sbagliato a scrivere prima?")).toBe(false);
    expect(revisits('ho sbagliato, intendevo 2.300 lordi')).toBe(true);
  });
});

describe('a subject announced only where the turn opens it', () => {
  it('"mi ha detto un\'altra cosa" is something different said, not a new subject', () => {
    expect(revisits("il capocantiere mi ha detto un'altra cosa. da dove viene questo numero?")).toBe(true);
    expect(revisits("ok, un'altra domanda: da dove viene il tuo numero?")).toBe(false);
  });
});
