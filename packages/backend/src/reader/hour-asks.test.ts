import { describe, expect, it } from 'vitest';
import { testKb as kb, TEST_TODAY } from '../testing/agents.js';
import { readQuestion } from './read.js';

const read = (message: string, history: string[] = []) =>
  readQuestion({ kb, today: TEST_TODAY, message, categories: [], history, agent: 'main-agent' });

describe('what an hour is worth, and night work said not to be overtime', () => {
  it('"quanto vale un\'ora" asks the hourly rate, even on the minimum', () => {
    for (const message of [
      "commessa al 4° livello del Commercio, quanto vale un'ora di lavoro col minimo?",
      "CCNL Metalmeccanici C3: quanto mi vale l'ora sul minimo tabellare?",
      'sono al 5 livello multiservizi, quanto valgono le mie ore?',
    ])
      expect(read(message).intent, message).toBe('hourly_rate');
  });

  it('night work with overtime denied is plain night work, alone or after an overtime question', () => {
    expect(
      read('Nel CCNL Commercio il notturno ordinario, senza straordinari, di quanto è maggiorato?').slots
        .overtimeKind,
    ).toBe('notturno');
    const followUp = read('e le ore di notte normali, non in straordinario?', [
      'CCNL Alimentari industria: lo straordinario diurno quanto è maggiorato?',
    ]);
    expect(followUp.intent).toBe('overtime_value');
    expect(followUp.slots.overtimeKind).toBe('notturno');
    // Without the denial, a night follow-up of an overtime question is still night overtime.
    expect(
      read('e di notte?', ['CCNL Alimentari industria: lo straordinario diurno quanto è maggiorato?']).slots
        .overtimeKind,
    ).toBe('straordinario_notturno');
  });
});

describe('staying late beyond the own full week is overtime', () => {
  it('"restare fino all\'una di notte, oltre le sue 40 ore" is night overtime', () => {
    const r = read(
      "abbiamo una badante non convivente che fa 40 ore a settimana; qualche volta le chiediamo di restare fino all'una di notte, oltre le sue 40 ore. Quelle ore dopo le 22 con che maggiorazione?",
    );
    expect(r.slots.overtimeKind).toBe('straordinario_notturno');
  });
});
