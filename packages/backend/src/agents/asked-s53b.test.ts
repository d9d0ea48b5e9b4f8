import { describe, expect, it } from 'vitest';
import { askAgent, openingLines } from '../testing/agents.js';

// Answering the question asked (issue 12, session 53): an ordinary hour on a day the agreement pays more, and the
// hours of leave left at the year's end compared across two agreements.
describe('an ordinary hour asked with its day surcharge', () => {
  it('Logistica, six-day week: the Saturday hour with its 20%, not the plain hourly pay', () => {
    const answer = askAgent(
      'calcolo',
      'Logistica trasporto merci, 6° livello non viaggiante, settimana di sei giorni: a me un’ora di lavoro del sabato, maggiorazione compresa, quanto vale?',
    );
    const opening = openingLines(answer.text);
    expect(opening).toContain('11,78');
    expect(opening).toContain('20%');
    expect(opening).not.toContain('altra maggiorazione');
  });

  it('a surcharge denied keeps the plain hour', () => {
    const answer = askAgent(
      'calcolo',
      'CCNL Logistica, 6° livello: quanto vale un’ora di lavoro normale, senza maggiorazione?',
    );
    expect(openingLines(answer.text)).toContain('9,81');
    expect(openingLines(answer.text)).not.toContain('11,78');
  });
});

describe('leave hours left at the year end, two agreements compared', () => {
  it('each agreement’s deadline before the hours are paid, not the yearly hours nor a second job', () => {
    const answer = askAgent(
      'confronta',
      'Abbiamo dipendenti col CCNL Commercio e altri coi Metalmeccanici industria: i permessi ROL rimasti da fare a fine anno, in ciascuno dei due contratti, fino a quando si possono recuperare prima che li paghiamo?',
    );
    const opening = openingLines(answer.text);
    expect(opening).toContain('30 giugno');
    expect(opening).toContain('24 mesi');
    expect(opening).not.toMatch(/cumulo di due rapporti/);
  });

  it('a worker asking about holding two jobs still gets the two-jobs gap', () => {
    const answer = askAgent('main-agent', 'Posso avere due contratti di lavoro con due aziende diverse?');
    expect(openingLines(answer.text)).toMatch(/cumulo di due rapporti/);
  });
});
