import { describe, expect, it } from 'vitest';
import { askAgent } from '../testing/agents.js';

const FIRST =
  'Ciao, faccio la commessa in un negozio di scarpe, CCNL commercio Confcommercio, 4° livello, part-time 20 ore a settimana. Adesso quanto dovrei prendere lordo al mese come minimo?';

describe("a part-timer's hour doubted against a full-timer's", () => {
  it('answers the hour and says it is the same as full time', () => {
    const text = askAgent(
      'calcolo',
      'ok ma a ora quanto fa? xche il mio capo dice che i part time prendono meno all ora dei full time e vero??',
      { history: [FIRST], today: '2026-12-01' },
    ).text;
    expect(text).toMatch(/10,83 €/);
    expect(text).toContain('No: **la paga oraria del part-time è la stessa del tempo pieno**');
  });
  it('leaves a plain hourly question alone', () => {
    const text = askAgent('calcolo', 'Paga oraria del 4° livello CCNL Commercio?', {
      today: '2026-12-01',
    }).text;
    expect(text).not.toContain('la stessa del tempo pieno');
  });
});
