import { describe, expect, it } from 'vitest';
import { askAgent, openingLines } from '../testing/agents.js';

describe('the study leave rule asked (study-asked.ts)', () => {
  it('each worker’s 150 hours open when asked before the company pool', () => {
    const opening = openingLines(
      askAgent(
        'main-agent',
        'CCNL Metalmeccanici industria, diritto allo studio: quante ore pro capite e su quale periodo? Come si calcola il monte ore aziendale?',
      ).text,
    );
    expect(opening.indexOf('150 ore')).toBeGreaterThanOrEqual(0);
    expect(opening.indexOf('150 ore')).toBeLessThan(opening.indexOf('21 ore'));
  });

  it('the company cap ("tetto complessivo") computed on the headcount given', () => {
    const opening = openingLines(
      askAgent(
        'main-agent',
        'Punto vendita con 40 dipendenti, CCNL Terziario Confcommercio: qual è il tetto complessivo di ore di permesso studio retribuite del triennio per la nostra unità produttiva?',
      ).text,
    );
    expect(opening).toContain('600 ore');
  });
});
