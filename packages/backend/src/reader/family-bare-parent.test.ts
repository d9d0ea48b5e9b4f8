import { describe, expect, it } from 'vitest';
import { askAgent, openingLine } from '../testing/agents.js';

describe('a parent named bare at the start ("mamma è…", "papà non…")', () => {
  it('is the family that employs the carer: the domestic agreement', () => {
    const text = askAgent(
      'main-agent',
      'papà è ancora autosufficiente, ci servirebbe solo qualcuno che gli faccia compagnia e lo porti a passeggio il pomeriggio, niente pulizie. che livello?',
    ).text;
    expect(openingLine(text)).toMatch(/Livello proposto: \*\*livello AS\*\* del CCNL Lavoro domestico/);
  });
});
