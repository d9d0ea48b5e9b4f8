import { describe, expect, it } from 'vitest';
import { askAgent, openingLine } from '../testing/agents.js';
import { pairHours } from './hours-pair-net.js';

const PAIR =
  "Siamo due commesse nello stesso negozio a Milano, CCNL commercio 4° livello a minimo di oggi, 14 mensilità. Io full time 40 ore, la mia collega part time 20 ore. Tutto l'anno 2026 a queste condizioni, nessun carico. Quanto prendiamo netto all'anno ciascuna?";

describe('two workers of one level, full time and part time', () => {
  it('reads the two weekly hours of the pair', () => {
    expect(pairHours('io full time 40 ore, la mia collega part time 20 ore')).toEqual({ full: 40, part: 20 });
    expect(pairHours('part time 20 ore, quanto prendo netto?')).toBeUndefined();
  });

  it("gives each one's yearly net, the part-timer's not half the full-timer's", () => {
    const line = openingLine(askAgent('main-agent', PAIR).text);
    // Engine on 1.818,75 × 14 and its half: the part-timer gets somma esente and trattamento integrativo.
    expect(line).toMatch(/20\.66\d,\d\d/);
    expect(line).toMatch(/12\.52\d,\d\d/);
  });

  it('gives both monthly nets on 14 in the follow-up', () => {
    const line = openingLine(
      askAgent('main-agent', 'e al mese su 14 quanto fa per tutte e due?', { history: [PAIR] }).text,
    );
    expect(line).toMatch(/1\.475,9\d/);
    expect(line).toMatch(/894,8\d/);
  });
});
