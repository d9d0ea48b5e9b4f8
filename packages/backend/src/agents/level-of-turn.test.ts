import { describe, expect, it } from 'vitest';
import { askAgent, openingLine } from '../testing/agents.js';

describe('levels the worker is said not to be in', () => {
  it('"non quadro, non I livello" names no level: the quadri’s probation is not the answer', () => {
    const text = openingLine(
      askAgent(
        'main-agent',
        'Per un addetto alla reception (non quadro, non I livello) con il CCNL Vigilanza privata e servizi fiduciari quanto dura al massimo il periodo di prova?',
      ).text,
    );
    expect(text).not.toMatch(/per il Quadri/);
    expect(text).toContain('60 giorni');
  });
});
