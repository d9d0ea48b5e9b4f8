import { describe, expect, it } from 'vitest';
import { askAgent } from '../testing/agents.js';

// CCNL Studi professionali (rinnovo 2024): fixed-term probation by level and length, halved up to 6 months.
const HIRES =
  'Studio professionale: assumo a tempo determinato per 8 mesi una segretaria al 4° livello e un praticante al 2° livello. Quanto può durare la prova per ciascuno?';

describe('the fixed-term probation of two levels of one agreement', () => {
  it('gives each level its row for the length told', () => {
    const { text } = askAgent('confronta', HIRES);
    expect(text).toContain('30 giorni di calendario');
    expect(text).toContain('40 giorni di calendario');
  });

  it('a follow-up that moves only the length keeps both levels at the new length', () => {
    const { text } = askAgent('confronta', 'e se i contratti fossero di 5 mesi?', { history: [HIRES] });
    expect(text).toContain('15 giorni di calendario');
    expect(text).toContain('20 giorni di calendario');
    expect(text).not.toContain('di 8 mesi');
  });
});
