import { describe, expect, it } from 'vitest';
import { askAgent, openingLine } from '../testing/agents.js';

// A worked public holiday weighed between the domestic agreement and another: both surcharges (fcomp3).

describe('the holiday surcharge compared with the domestic agreement', () => {
  it.each([
    "Per assistere mia madre a Natale e Capodanno valuto una badante col contratto del lavoro domestico oppure un'operatrice di una cooperativa sociale col CCNL Cooperative sociali: di quanto è la maggiorazione per il lavoro festivo nell'uno e nell'altro?",
    'Lavoro festivo a Santo Stefano: maggiorazione nel CCNL Lavoro domestico rispetto al CCNL Cooperative sociali?',
  ])('%s', async (question) => {
    const first = openingLine((await askAgent('confronta', question)).text);
    expect(first).toContain('60%');
    expect(first).toContain('15%');
  });

  it('keeps the domestic rule for a badante alone', async () => {
    const first = openingLine(
      (
        await askAgent(
          'main-agent',
          'la badante resta con mamma il 25, il 26 e a Capodanno: cosa le spetta per quei giorni di festa lavorati?',
        )
      ).text,
    );
    expect(first).toContain('retribuite comunque');
  });
});
