import { describe, expect, it } from 'vitest';
import { askAgent, openingLines } from '../testing/agents.js';
import { leadsIntoRuleAsk } from './topic-lead-in.js';

describe('a general ask of the agreement that leads into one rule', () => {
  it('is a lead-in when a short ask of one rule follows it', () => {
    expect(
      leadsIntoRuleAsk(
        'ccnl gomma plastica. che dice il contratto sul part time?',
        "e c'è un minimo di ore?",
      ),
    ).toBe(true);
    expect(leadsIntoRuleAsk('Cosa prevede il CCNL per il part-time?', 'Quante ore al minimo?')).toBe(true);
  });

  it('stays a part of its own when the next ask is another subject or nothing follows', () => {
    expect(leadsIntoRuleAsk('che dice il contratto sul part time?', 'e sulle ferie invece?')).toBe(false);
    expect(leadsIntoRuleAsk('che dice il contratto sul part time?', undefined)).toBe(false);
    expect(leadsIntoRuleAsk('quanto dura la prova?', "c'è un minimo di ore?")).toBe(false);
  });

  it('answers the rule asked with its gap, no other rule’s percentage beside it', async () => {
    const answer = await askAgent(
      'main-agent',
      'faccio lo stampatore in una ditta con il ccnl gomma plastica, vorrei passare a 20 ore. cosa prevede il contratto per il part time? ci sono ore minime?',
    );
    expect(openingLines(answer.text)).toMatch(/part-time: dato non disponibile nella base di conoscenza/);
    expect(answer.text).not.toMatch(/\d+\s?%/);
  });
});
