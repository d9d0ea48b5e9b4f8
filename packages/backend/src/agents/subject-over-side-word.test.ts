import { describe, expect, it } from 'vitest';
import { askAgent, openingLines } from '../testing/agents.js';

// A subject the knowledge base holds, asked beside a word that routes elsewhere (issue 12, session 54): the
// renewal that set the shift workers' yearly days, the nights of a story around dressing time, the EDR named
// inside the minimum asked.
describe('the yearly days of shift workers, set by the renewal', () => {
  it('Gomma plastica, 18 shifts a week in 2028: that row and year only', () => {
    const answer = askAgent(
      'main-agent',
      'gomma plastica, reparto su 18 turni a settimana: il nuovo accordo quante giornate annue di 8 ore fissa per il 2028?',
    );
    const opening = openingLines(answer.text);
    expect(opening).toContain('212,5 giornate annue di 8 ore');
    expect(answer.text).not.toContain('217,5');
    expect(answer.text).not.toContain('210,5');
  });

  it('Gomma plastica, 21 shifts with no year: each year of that row', () => {
    const answer = askAgent(
      'main-agent',
      'nel contratto gomma plastica il rinnovo quante giornate da 8 ore prevede per chi sta sul ciclo a 21 turni?',
    );
    const opening = openingLines(answer.text);
    expect(opening).toContain('**215,5 giornate annue di 8 ore** nel 2026 e nel 2027, 210,5 nel 2028');
    expect(answer.text).not.toContain('217,5');
  });
});

describe('dressing time asked after a story of nights', () => {
  it('Cooperative sociali: the minutes open, not the night surcharge', () => {
    const answer = askAgent(
      'main-agent',
      'sono OSS in cooperativa sociale, faccio anche delle notti. Per indossare la divisa quanti minuti mi contano nell’orario di lavoro?',
    );
    const opening = openingLines(answer.text);
    expect(opening).toMatch(/^Nel CCNL Cooperative sociali, orario di lavoro: [^.]*\*\*15 minuti\*\*/);
    expect(opening).not.toContain('notturn');
  });
});

describe('the EDR named inside the minimum asked', () => {
  it('Alimentari 5th level: the total with the EDR opens, the minimum follows', () => {
    const answer = askAgent(
      'main-agent',
      'alimentari industria, operaio al 5° livello: a quanto arriva il minimo inclusi contingenza ed EDR?',
    );
    const opening = openingLines(answer.text);
    expect(opening).toMatch(
      /^Nel CCNL Alimentari industria la paga minima mensile lorda del 5° livello[^*]*\*\*1\.853,19 €\*\*/,
    );
    expect(opening).toContain('EDR 10,33 €');
    expect(opening).toContain('1.842,86 €');
    expect(opening).not.toContain('non contiene');
  });

  it('Alimentari 5th level, the minimum alone: no EDR added', () => {
    const answer = askAgent('main-agent', 'alimentari industria, operaio al 5° livello: qual è il minimo?');
    const opening = openingLines(answer.text);
    expect(opening).toContain('**1.842,86 €**');
    expect(opening).not.toContain('EDR');
  });
});
