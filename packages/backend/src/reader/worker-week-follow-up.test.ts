import { describe, expect, it } from 'vitest';
import { askAgent, testKb } from '../testing/agents.js';
import { readQuestion } from './read.js';
import { workerFollowUp } from './worker-follow-ups.js';

const first =
  "Studio di commercialisti, CCNL Studi professionali Confprofessioni, segretaria a 40 ore su 5 giorni con più di 4 anni di anzianità: quante ore annue di permessi per riduzione d'orario (ROL) le spettano?";

describe('a follow-up that changes only the days of the week keeps the permits asked', () => {
  it('"e l’altra collega che fa dal lunedì al sabato mattina sempre 40 ore?" asks the permits, not the week', () => {
    const message = "e l'altra collega che fa dal lunedi al sabato mattina sempre 40 ore??";
    expect(readQuestion({ kb: testKb, message, history: [first], today: '2026-11-22' }).intent).toBe(
      'rol_ex_festivita',
    );
    expect(askAgent('main-agent', message, { history: [first] }).text).toMatch(/66 ore/);
  });

  it('the week itself asked is not turned into the permits', () => {
    expect(
      workerFollowUp('e che orario fa chi lavora dal lunedi al sabato?', 'working_hours', 'rol_ex_festivita'),
    ).toBeUndefined();
    expect(
      workerFollowUp(
        "e l'altra collega che fa dal lunedi al sabato mattina?",
        'working_hours',
        'rol_ex_festivita',
      ),
    ).toBe('rol_ex_festivita');
  });
});
