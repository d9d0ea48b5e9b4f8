import { describe, expect, it } from 'vitest';
import { askAgent } from '../testing/agents.js';

describe('a shop helper new to selling, with no apprenticeship in the trade', () => {
  it('told by a former job, is the unapprenticed shop assistant: the 5th for 18 months, then the 4th', () => {
    const text = askAgent(
      'main-agent',
      'Lavoro in un negozio di abbigliamento come aiuto commessa, 5° livello del CCNL Commercio. Prima ho fatto la cameriera per due anni e nel commercio non ho mai fatto apprendistato. Vendo e sto in cassa come le colleghe al 4°. Il mio livello è giusto o dovrei essere al quarto?',
    ).text;
    expect(text).toMatch(/18 mesi/);
  });
});
