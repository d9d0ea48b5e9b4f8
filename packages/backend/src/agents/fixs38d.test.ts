import { describe, expect, it } from 'vitest';
import { readQuestion } from '../reader/read.js';
import { askAgent, openingLine, TEST_TODAY, testKb } from '../testing/agents.js';

// Pay differences, increases and the value asked when the story around it names another figure (session 38).

const read = (message: string, history: string[] = [], agent?: string) =>
  readQuestion({ kb: testKb, message, history, today: TEST_TODAY, agent } as never);

describe('a move to another level, whatever the reason told for it', () => {
  const move =
    'Lavoro in albergo (CCNL Turismo) al 4° livello; mi offrono di salire al 3° livello perché seguo anche il turno di notte. Di quanto aumenta il mio minimo mensile?';
  it('reads no night hour in the reason', () => {
    expect(read(move).slots.overtimeKind).toBeUndefined();
  });
  it('answers the difference between the two levels’ minimums', () => {
    const text = askAgent('confronta', move).text;
    expect(text).toContain('101,35 €');
    expect(text).not.toContain('12,32 €');
  });
});

describe('night work in the normal schedule, overtime denied', () => {
  it('values the night hour, not the overtime ones', () => {
    const text = askAgent(
      'calcolo',
      'CCNL Turismo, 4° livello: la notte di Capodanno il receptionist di giorno copre il portiere di notte nel suo orario normale, niente straordinario. Quanto vale un’ora di lavoro notturno?',
    ).text;
    expect(openingLine(text)).toContain('12,32 €');
    expect(openingLine(text)).not.toContain('straordinario');
  });
});

describe('a monthly difference asked after a renewal turn', () => {
  it('compares the two minimums, not the agreements’ validity', () => {
    const text = askAgent('confronta', 'e rispetto a un 4° livello FIPE quanto c’è di differenza al mese?', {
      history: [
        'CCNL Terziario Confcommercio: quanto è salito il IV livello con la tranche di novembre 2026 e a quanto è arrivato?',
      ],
    }).text;
    expect(text).toContain('126,06 €');
    expect(text).not.toMatch(/^Validità/);
  });
});

describe('the next increase asked with a season’s year', () => {
  it('gives the next tranche and its figure, not the later one', () => {
    const text = askAgent(
      'main-agent',
      'In vista della stagione estiva 2027 preparo i costi della pizzeria (CCNL Pubblici esercizi FIPE). Quando scatta il prossimo aumento dei minimi e quanto diventa il minimo del 4° livello?',
    ).text;
    expect(openingLine(text)).toContain('1.722,69 €');
    expect(openingLine(text)).not.toContain('1.762,69 €');
  });
});
