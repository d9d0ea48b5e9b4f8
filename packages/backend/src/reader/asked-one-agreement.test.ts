import { describe, expect, it } from 'vitest';
import { TEST_TODAY, testKb } from '../testing/agents.js';
import { readQuestion } from './read.js';

const read = (message: string, agent: 'main-agent' | 'confronta' = 'main-agent') =>
  readQuestion({ kb: testKb, message, history: [], documents: 0, agent, today: TEST_TODAY });

describe('the agreement asked, not the one the story compares it with', () => {
  it('"Per confrontare: quanto è … nel Terziario Confesercenti?" asks the Confesercenti alone', () => {
    const request = read(
      'Il consulente mi propone di passare dal CCNL Terziario Confcommercio a quello Confesercenti perché costa meno. Per confrontare: quanto è la paga base del IV livello nel Terziario Confesercenti oggi?',
      'confronta',
    );
    expect(request.slots.agreements).toHaveLength(1);
    expect(testKb.byCategory(request.slots.agreements[0] ?? -1)?.short_name).toMatch(/Confesercenti/);
  });

  it('a comparison asked outright in the comparison agent keeps both agreements', () => {
    const request = read(
      'Ho un negozio col CCNL Terziario Confcommercio e uno col Confesercenti: quanto è la paga base del IV livello nei due?',
      'confronta',
    );
    expect(request.slots.agreements).toHaveLength(2);
  });

  it('the riders’ AssoDelivery-UGL agreement is not the UGL security one', () => {
    const request = read(
      "Faccio il rider per Glovo con la partita IVA e mi applicano il contratto Assodelivery-UGL. Quanto mi devono dare all'ora?",
    );
    expect(request.slots.unknownAgreements.join(' ')).toMatch(/assodelivery/i);
    expect(request.slots.unknownAgreements.join(' ')).not.toMatch(/Vigilanza/);
  });
});
