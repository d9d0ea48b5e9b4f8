import { describe, expect, it } from 'vitest';
import { testKb as kb } from '../testing/agents.js';

const ids = (question: string) => kb.recognise(question).map((c) => c.id_categoria);

describe('the agreement said to apply comes before one only named in the job', () => {
  it('puts the contract named after «contratto» or «CCNL» first, keeping the other', () => {
    expect(
      ids('gestisco la ristorazione di un resort, col contratto turismo federalberghi che livello ho?'),
    ).toEqual([9, 3]);
    expect(ids('nel nostro albergo facciamo anche ristorazione, applichiamo il CCNL FIPE')[0]).toBe(3);
  });
});
