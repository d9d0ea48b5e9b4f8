import { describe, expect, it } from 'vitest';
import { askAgent, testKb as kb } from '../testing/agents.js';
import { statedTrancheLine } from './stated-tranche.js';

const first = (message: string) =>
  askAgent('main-agent', message)
    .text.replace(/(?: ?\[\d+\])+(?=[.;:]|$)/gm, '')
    .split('\n')[0];

describe('a tranche the renewal states at a level, with no pay table of its date', () => {
  // Logistica, B3 viaggianti: 40 € of EPA from January 2027, 10 € of minimum and 40 € of EPA from June 2027
  // (Confcooperative Veneto); no table of either date is in the knowledge base.
  it('opens the answer with the amount the sources give for the month asked', () => {
    expect(first('autista B3 del CCNL logistica: quanto aumenta a gennaio 2027?')).toMatch(
      /^Nel CCNL Logistica, trasporto merci e spedizione la tranche del 1° gennaio 2027 vale \*\*40,00 €\*\* .*secondo le fonti del rinnovo/,
    );
    expect(first('tranche di giugno 2027 per il 3° super non viaggiante nel contratto logistica')).toMatch(
      /la tranche del 1° giugno 2027 vale \*\*40,00 €\*\*/,
    );
  });

  it('says nothing for a month with no tranche, or a level the sources do not state', () => {
    const ccnl = kb.byId('logistica-trasporto-merci-spedizione');
    if (!ccnl) throw new Error('Logistica non è nella base di conoscenza');
    const plain = (text: string) => text;
    expect(statedTrancheLine(ccnl, 'B3', '2027-03-01', plain)).toBeUndefined();
    expect(statedTrancheLine(ccnl, 'C3', '2027-01-01', plain)).toBeUndefined();
    expect(statedTrancheLine(ccnl, 'B3', '2027-01-15', plain)).toContain('40,00 €');
  });
});

describe('a tranche the sources give level by level beside the reference level', () => {
  // Vigilanza, servizi fiduciari: from 1 October 2024 32,50 € at level D, 51,07 € at A, 46,43 € at B (Lexplain);
  // no table of that date is in the knowledge base.
  it("states another level's amount of that tranche, never the reference level's", () => {
    const ccnl = kb.byId('vigilanza-privata-servizi-fiduciari');
    if (!ccnl) throw new Error('Vigilanza non è nella base di conoscenza');
    const plain = (text: string) => text;
    const a = statedTrancheLine(ccnl, 'A', '2024-10-01', plain) ?? '';
    expect(a).toContain('vale 51,07 €');
    expect(a).toContain('al livello A servizi fiduciari');
    expect(a).not.toContain('32,50');
    expect(statedTrancheLine(ccnl, 'B', '2024-10-01', plain)).toContain('46,43 €');
    expect(statedTrancheLine(ccnl, 'A', '2025-03-01', plain)).toBeUndefined();
  });
});
