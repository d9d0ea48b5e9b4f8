import { describe, expect, it } from 'vitest';
import { askAgent, openingLine } from '../testing/agents.js';

describe('what the agreement adds to a law leave, not held', () => {
  it('opens with the gap when asked whether the agreement gives "qualcosa in più" for a birth', () => {
    const { text } = askAgent(
      'main-agent',
      'lavoro in una tessitura, ccnl tessile abbigliamento. il contratto da qualcosa in piu per il congedo matrimoniale o x la nascita del figlio?',
    );
    const claims = text.split('Fonti:')[0] ?? '';
    expect(openingLine(text)).toMatch(/^Nel CCNL Tessile.*non sono nella base di conoscenza/);
    expect(claims).not.toMatch(/\d+ ?%/);
  });

  it('opens with the gap when a top-up beyond the INPS allowance is asked of an agreement without one', () => {
    const { text } = askAgent(
      'main-agent',
      "Sono infermiera in una RSA privata con CCNL Sanità privata AIOP. Il contratto integra l'indennità di maternità oltre l'80% dell'INPS?",
    );
    const line = openingLine(text);
    expect(line).toMatch(/^Nel CCNL Sanità privata AIOP RSA \*\*un’integrazione del contratto/);
    expect(line).toContain('non è nella base di conoscenza');
    expect(text).not.toContain(', :');
  });

  it('does not read a request to know more as the agreement’s extra days', () => {
    const { text } = askAgent(
      'main-agent',
      'ccnl tessile abbigliamento: vorrei sapere qualcosa in più sul congedo di paternità, quanti giorni sono?',
    );
    expect(openingLine(text)).toMatch(/^Per legge/);
  });
});
