import { describe, expect, it } from 'vitest';
import { askAgent, openingLines, testKb } from '../testing/agents.js';
import { agreementPassages } from './leave-passages.js';

describe('the maternity top-up during the early leave', () => {
  it('says no for the Terziario’s early maternity, with its source, and keeps the compulsory leave’s 100%', () => {
    const { text } = askAgent(
      'main-agent',
      "Lavoro in un'azienda col CCNL Terziario Confcommercio. Sono in maternità anticipata per gravidanza a rischio e mi pagano l'80%: mi spetta l'integrazione anche adesso o solo dopo?",
    );
    const open = openingLines(text);
    expect(open).toMatch(/^\*\*No\*\*: durante la maternità anticipata il CCNL non prevede l’integrazione/);
    expect(open).toContain(
      "Per la maternità anticipata il CCNL Terziario non prevede l'integrazione al 100%",
    );
    expect(text).toContain("l'integrazione al 100% solo per la maternità obbligatoria");
    expect(text).toContain('bimbisaniebelli.it');
  });

  it('says the early leave is not held for an agreement whose top-up is given for the compulsory leave only', () => {
    const { text } = askAgent(
      'main-agent',
      'cooperativa sociale, sono in maternità anticipata per gravidanza a rischio: la cooperativa mi integra al 100% anche adesso?',
    );
    expect(openingLines(text)).toContain(
      'se l’integrazione valga anche durante la maternità anticipata non è nella base di conoscenza',
    );
  });

  it('leaves the early leave’s passage out of the general maternity rule', () => {
    const commercio = testKb.agreements.find((c) => c.id === 'terziario-confcommercio');
    if (!commercio) throw new Error('no Commercio');
    const passages = agreementPassages(commercio, 'maternity');
    expect(passages.some((p) => p.includes('maternità obbligatorio'))).toBe(true);
    expect(passages.some((p) => p.includes('anticipata'))).toBe(false);
  });
});
