import { describe, expect, it } from 'vitest';
import { testKb as kb, TEST_TODAY } from '../testing/agents.js';
import { readQuestion } from './read.js';

const read = (message: string) =>
  readQuestion({ kb, message, history: [], categories: [], today: TEST_TODAY, agent: 'main-agent' });

describe('hours asked beside overtime and shifts (fx65)', () => {
  it('reads the ordinary hours before overtime starts as the working week, not the overtime ceiling', () => {
    const asked = read(
      'Guido un furgone, livello G2 del CCNL logistica; in ditta un accordo ci ha messo a 44 ore settimanali. Adesso fino a quante ore normali posso lavorare prima che scatti lo straordinario?',
    );
    expect(asked.intent).toBe('working_hours');
    // ("prima che scatti lo straordinario": the verb, not a seniority increment.)
    expect(asked.alsoAsked).not.toContain('seniority');
  });

  it("reads a shift's length and the shift workers' reduction of hours as the working time", () => {
    const asked = read(
      "Magazzino logistica aperto giorno e notte, faccio i turni di notte: quanto dura al massimo un turno e mi spetta una riduzione d'orario?",
    );
    expect(asked.intent).toBe('working_hours');
    expect(asked.alsoAsked).not.toContain('rol_ex_festivita');
    expect(asked.alsoAsked).not.toContain('hourly_rate');
  });

  it("still reads a renewal's reduction of hours for shift workers as the permits it adds", () => {
    expect(
      read(
        "Alimentari industria, lavoro su 21 turni: la riduzione d'orario per i turnisti del rinnovo da quando parte e di quante ore è?",
      ).intent,
    ).toBe('rol_ex_festivita');
  });

  it('still reads the yearly permits for reduced hours when they are asked', () => {
    expect(
      read("Nel CCNL logistica quante ore di permessi per riduzione d'orario spettano all'anno?").intent,
    ).toBe('rol_ex_festivita');
  });
});
