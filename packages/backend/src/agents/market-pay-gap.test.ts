import { describe, expect, it } from 'vitest';
import { askAgent, openingLine } from '../testing/agents.js';

describe('a market average of what firms pay on top of the agreement', () => {
  it('is a gap, with no table minimum in its place', () => {
    const text = askAgent(
      'main-agent',
      "Sono quadro in un'azienda farmaceutica a Milano e tra poco ho il colloquio per la revisione dello stipendio. Qual è il superminimo medio che le aziende chimico-farmaceutiche di Milano riconoscono oggi ai quadri? Vorrei una cifra da portare al tavolo.",
      { today: '2026-12-03' },
    ).text;
    expect(openingLine(text)).toContain('non è nella base di conoscenza');
    expect(text).not.toMatch(/\d\.\d{3},\d{2} €/);
  });
  it('leaves the superminimo of a payslip alone ("il superminimo è assorbibile?")', () => {
    const text = askAgent('main-agent', 'Nel CCNL Commercio il superminimo è assorbibile dagli aumenti?', {
      today: '2026-12-03',
    }).text;
    expect(openingLine(text)).not.toContain('media');
  });
});
