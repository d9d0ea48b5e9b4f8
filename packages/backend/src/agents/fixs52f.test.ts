import { describe, expect, it } from 'vitest';
import { readQuestion } from '../reader/read.js';
import { askAgent, openingLines, TEST_TODAY, testKb } from '../testing/agents.js';

// Session 52 (fixs52f): agreement clauses the knowledge base lacked or stated loosely — the social cooperatives'
// maternity top-up, Commercio's unused permits (30 June of the next year) and its hours worked on a public holiday
// (+30%), and a renewal named as a label by its years ("rinnovo 2026-2028") beside another subject.
const read = (message: string) => readQuestion({ kb: testKb, message, today: TEST_TODAY } as never);

describe('the social cooperatives top up maternity pay', () => {
  it('opens with the 100% when the pay during the compulsory leave is asked', () => {
    const opening = openingLines(
      askAgent(
        'main-agent',
        'faccio la OSS in una coop sociale e a febbraio vado in maternità: oltre all’80% dell’INPS la coop mi mette qualcosa?',
      ).text,
    );
    expect(opening).toContain('100%');
  });
  it('keeps the law’s length first when only the length is asked', () => {
    const opening = openingLines(
      askAgent(
        'main-agent',
        'educatrice in cooperativa sociale: quanti mesi dura l’astensione obbligatoria per maternità?',
      ).text,
    );
    expect(opening.split('\n')[0]).toContain('5 mesi');
  });
});

describe('Commercio: permits left at the end of the year', () => {
  it('says they are not lost and can be used until 30 June of the next year', () => {
    const opening = openingLines(
      askAgent(
        'main-agent',
        'commessa col contratto del commercio: a fine anno mi restano 20 ore di permessi, che fine fanno?',
      ).text,
    );
    expect(opening).toContain('30 giugno');
  });
});

describe('Commercio: an hour worked on a public holiday', () => {
  it('adds 30% to the hourly pay the user gives', () => {
    const opening = openingLines(
      askAgent(
        'calcolo',
        'commercio, il 25 aprile mi fanno lavorare e ho 11 euro lordi l’ora: un’ora di festivo quanto vale?',
      ).text,
    );
    expect(opening).toContain('14,30 €');
  });
});

describe('a renewal named by its years is not the subject', () => {
  it('reads the annual hours of shift workers asked beside "rinnovo 2026-2028"', () => {
    expect(
      read(
        'Gomma plastica, rinnovo 2026-2028: per chi fa tre turni a ciclo continuo, qual è l’orario annuo nel 2027?',
      ).intent,
    ).toBe('working_hours');
  });
  it('keeps the renewal when it is the only subject', () => {
    expect(read('gomma plastica, rinnovo 2026-2028: quando scade?').intent).toBe('renewal');
  });
});
