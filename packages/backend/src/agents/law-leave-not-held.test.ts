import { describe, expect, it } from 'vitest';
import { askAgent, openingLine } from '../testing/agents.js';

describe('a law leave of an agreement not held', () => {
  it('answers the whole maternity pay asked of a bank as the agreement’s gap, with no figure and no CCNL asked', () => {
    const { text } = askAgent(
      'main-agent',
      'Lavoro in banca (CCNL ABI) e aspetto un bambino per febbraio 2027: la banca mi paga la maternità al 100%?',
    );
    expect(openingLine(text)).toMatch(/Credito \(ABI\) non è nella base di conoscenza/);
    expect(text).not.toContain('Quale CCNL ti applicano');
    expect(text.split('Fonti:')[0]).not.toMatch(/80 ?%/);
  });

  it('still gives the law’s paternity rule to a bank worker', () => {
    const { text } = askAgent(
      'main-agent',
      'lavoro in banca, ccnl ABI: quanti giorni di congedo di paternità ho?',
    );
    expect(text).toContain('10 giorni lavorativi');
  });
});
