import { describe, expect, it } from 'vitest';
import { askAgent, openingLine } from '../testing/agents.js';

describe('a fixed-term probation follow-up that changes only the contract’s span', () => {
  it('counts the new dates, not the ones of the turn before', () => {
    const first =
      'Assumiamo una commessa al 4° livello del CCNL Terziario Confcommercio con contratto a termine dal 1° giugno al 31 agosto 2026. Quanti giorni di periodo di prova possiamo prevedere?';
    const text = openingLine(
      askAgent('main-agent', 'e se il contratto fosse di 9 mesi, dal 1° marzo al 30 novembre 2026?', {
        history: [first],
      }).text,
    );
    expect(text).toContain('dal 1° marzo 2026 al 30 novembre 2026');
    expect(text).toContain('**18 giorni**');
  });
});
