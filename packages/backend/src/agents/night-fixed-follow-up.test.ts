import { describe, expect, it } from 'vitest';
import { askAgent } from '../testing/agents.js';

const SHIFTS =
  'ciao, sto in un caseificio industriale a parma ccnl alimentari, la prox settimana faccio il turno di notte 22-6 x 5 notti (sono turnista a ciclo). paga oraria 11 euro lordi. quanto prendo in piu di maggiorazione notturna in tutto la settimana??';

describe('a fixed night worker, said in chat spelling after a shift worker’s surcharge', () => {
  it('takes the rate for night work not on shifts (40%) and keeps the surcharge alone: 40 × 4,40 = 176,00 €', () => {
    const a = askAgent(
      'calcolo',
      'e se invece nn fossi turnista ma mi mettono di notte fisso, sempre 5 notti da 8 ore, quanto diventa?',
      { history: [SHIFTS] },
    ) as { text: string };
    expect(a.text).toContain('176,00 €');
    expect(a.text).toContain('40%');
    expect(a.text).not.toContain('616,00');
  });

  it('the shift worker’s own question keeps the 30% rate', () => {
    const a = askAgent('calcolo', SHIFTS) as { text: string };
    expect(a.text).toContain('132,00 €');
  });
});
