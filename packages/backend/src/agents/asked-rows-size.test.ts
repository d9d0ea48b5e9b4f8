import { describe, expect, it } from 'vitest';
import { askAgent, openingLine } from '../testing/agents.js';

const FIRST =
  'ho una ferramenta con 8 dipendenti applico il ccnl commercio, vorrei prendere un ragazzo part time solo 12 ore a settimana si puo fare o c e un minimo?';

describe("a follow-up that changes only the firm's size", () => {
  it("opens with the size's row, its hours still weekly", () => {
    for (const message of [
      'e se invece fossi nel negozio di mio fratello che ne ha 35 di dipendenti?',
      'e in un negozio con 35 dipendenti?',
    ]) {
      const line = openingLine(
        askAgent('main-agent', message, { history: [FIRST], today: '2026-12-01' }).text,
      );
      expect(line).toContain('18 ore settimanali');
      expect(line).toContain('35 dipendenti');
    }
  });
});
