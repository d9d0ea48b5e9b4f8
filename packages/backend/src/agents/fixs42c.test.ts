import { describe, expect, it } from 'vitest';
import { readQuestion } from '../reader/read.js';
import { askAgent, openingLines as lead, TEST_TODAY, testKb } from '../testing/agents.js';

// Session 42 (fixs42c): seasonal workers at the end of the season — NASpI, precedence, rehire probation, overtime rest.

const read = (message: string, history: string[] = []) =>
  readQuestion({ kb: testKb, message, history, today: TEST_TODAY });

describe('the NASpI asked with the weeks of contributions it needs', () => {
  const ask =
    'lavoravo in un lido, stagione finita. quanto è il massimo di naspi al mese? e quante settimane di contributi servono?';
  it('"settimane di contributi" is no payroll-rules question and "contratto finito" no agreement', () => {
    const req = read(
      'contratto finito il 30 settembre, quante settimane di contributi servono per la naspi?',
    );
    expect(req.intent).not.toBe('payroll_rules');
    expect(req.slots.unknownAgreements).toEqual([]);
  });
  it('answers the ceiling and the 13 weeks, not the INPS contribution rates', () => {
    const text = askAgent('main-agent', ask).text;
    expect(lead(text)).toMatch(/1\.584,70 €/);
    expect(lead(text)).toMatch(/13 settimane/);
    expect(text).not.toMatch(/9,19%/);
  });
  it('a follow-up on the deadline and the start of the payments', () => {
    const text = askAgent('main-agent', 'e la domanda quando la devo presentare? e da quando la pagano?', {
      history: [ask],
    }).text;
    expect(lead(text)).toMatch(/68 giorni/);
    expect(lead(text)).toMatch(/ottavo giorno/);
  });
});

describe("a seasonal worker's right of precedence", () => {
  it('is answered by the law with the written claim within 3 months, dated from the ending told', () => {
    const text = askAgent(
      'main-agent',
      "Il lido ha chiuso il 30 settembre 2026. Un bagnino mi dice che ha il diritto di precedenza per l'estate prossima: è vero e fino a quando deve chiederlo?",
    ).text;
    expect(lead(text)).toMatch(/per iscritto/);
    expect(lead(text)).toMatch(/3 mesi/);
    expect(lead(text)).toMatch(/30 dicembre 2026/);
  });
});

describe('a seasonal worker taken on again', () => {
  it('"riprendo la stessa cameriera": no probation in Turismo', () => {
    const text = askAgent(
      'main-agent',
      'A maggio riprendo la stessa cameriera ai piani della scorsa estate, contratto stagionale turismo. Va messa la prova?',
    ).text;
    expect(lead(text)).toMatch(/nessun periodo di prova/);
  });
});

describe('rest in place of overtime pay for seasonal workers', () => {
  it("FIPE art. 127's compensatory rest follows the rate", () => {
    const text = askAgent(
      'main-agent',
      'ho un bar stagionale con il ccnl fipe: ai ragazzi che fanno straordinari posso dare giorni di riposo invece di pagarli?',
    ).text;
    expect(text).toMatch(/riposi compensativi/);
  });
});
