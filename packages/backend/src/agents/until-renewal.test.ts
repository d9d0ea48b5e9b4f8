import { describe, expect, it } from 'vitest';
import type { AgentAnswer } from './answer.js';
import { untilRenewalAsked, withUntilRenewal } from './until-renewal.js';

const answer: AgentAnswer = {
  text: 'Il CCNL Commercio vale dal 1° aprile 2023 al 31 marzo 2027.\n\nFonti: …',
  riferimenti: [],
  relatedQuestions: [],
  showAction: false,
  calcolaField: false,
  brief: 'Il CCNL Commercio vale dal 1° aprile 2023 al 31 marzo 2027.',
};

describe('what applies until the renewal', () => {
  it('is read in other words', () => {
    expect(untilRenewalAsked('E se non lo rinnovano in tempo cosa spetta ai dipendenti?')).toBe(true);
    expect(untilRenewalAsked('In attesa del rinnovo continuo a pagare le stesse tabelle?')).toBe(true);
    expect(untilRenewalAsked('Quando scade il contratto della logistica?')).toBe(false);
  });

  it('adds ultrattività and the IVC after the validity', () => {
    const out = withUntilRenewal(
      answer,
      'Quando scade esattamente? E se sindacati e associazioni non lo rinnovano in tempo, continuo a pagare le stesse tabelle?',
    );
    const parts = out.text.split('\n\n');
    expect(parts[0]).toContain('31 marzo 2027');
    expect(parts[1]).toContain('vacanza contrattuale');
    expect(parts[1]).toContain('ultrattività');
    expect(withUntilRenewal(answer, 'Quando scade il CCNL Commercio?')).toBe(answer);
  });
});
