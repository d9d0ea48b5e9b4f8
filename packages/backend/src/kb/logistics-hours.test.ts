import { describe, expect, it } from 'vitest';
import { askAgent, openingLine } from '../testing/agents.js';

const lead = (message: string, history?: string[]) =>
  openingLine(askAgent('main-agent', message, history ? { history } : {}).text);

describe('Logistica weekly hours: the groups the agreement names', () => {
  it('night workers on continuous 24-hour shifts: 8-hour shifts at most and 15 minutes less', () => {
    const text = lead(
      "Nel nostro hub si lavora h24 a ciclo continuo e io faccio parte dei notturni fissi a rotazione. Con il contratto logistica trasporto merci quanto può durare al massimo il mio turno e ho diritto a qualche riduzione d'orario?",
    );
    expect(text).toMatch(/^Nel CCNL Logistica[^:]*: i lavoratori notturni/);
    expect(text).toContain('8 ore');
    expect(text).toContain('15 minuti');
  });

  it('drivers of levels G and H are not told the 44 hours the 2024 renewal lowered to 42', () => {
    expect(
      lead("i driver G1 con furgone patente B nel ccnl logistica: si può allungare l'orario ordinario?"),
    ).not.toContain('44 ore settimanali solo con accordi');
  });
});
