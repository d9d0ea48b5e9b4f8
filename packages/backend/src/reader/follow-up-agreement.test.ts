import { describe, expect, it } from 'vitest';
import { askAgent, TEST_TODAY, testKb } from '../testing/agents.js';
import { readQuestion } from './read.js';

const agreementOf = (id: number) => testKb.byCategory(id)?.short_name;

describe('a follow-up that moves to another agreement with "quello"', () => {
  it('reads "e quello del turismo?" as the Turismo agreement, not a colleague', () => {
    const request = readQuestion({
      kb: testKb,
      today: TEST_TODAY,
      history: ['fino a quando vale il ccnl del commercio?'],
      message: 'e quello del turismo?',
    });
    expect(request.slots.agreements.map(agreementOf)).toEqual(['CCNL Turismo Federalberghi']);
  });

  it('keeps a colleague named by a job word in the conversation\'s agreement ("e quello delle pulizie?")', () => {
    const request = readQuestion({
      kb: testKb,
      today: TEST_TODAY,
      history: ['nel ccnl fipe quanto prende un cameriere di 5 livello?'],
      message: 'e quello delle pulizie?',
    });
    expect(request.slots.agreements.map(agreementOf)).toEqual(['CCNL Pubblici esercizi FIPE']);
  });

  it('asks the other agreement what the turn before asked (its expiry, not its increases)', () => {
    const text = askAgent('main-agent', 'e per quello del commercio?', {
      history: ['il contratto della vigilanza privata quando scade?'],
    }).text;
    expect(text.split('\n')[0]).toMatch(/^Il CCNL Commercio vale \*\*/);
  });
});

describe("an artisan firm in a follow-up is the conversation's sector's artisan agreement", () => {
  it('moves from the Metalmeccanici industria to the Metalmeccanici artigianato', () => {
    const request = readQuestion({
      kb: testKb,
      today: TEST_TODAY,
      history: ['quante ore di permessi retribuiti ha un metalmeccanico?'],
      message: 'e se invece la ditta è artigiana, con 8 dipendenti?',
    });
    expect(request.slots.agreements.map(agreementOf)).toEqual(['CCNL Metalmeccanici artigianato']);
    expect(request.intent).not.toBe('agreement_not_covered');
  });

  it('does not move another sector to the metalworking artisans', () => {
    const request = readQuestion({
      kb: testKb,
      today: TEST_TODAY,
      history: ['quanti giorni di ferie nel ccnl commercio?'],
      message: 'e in una bottega artigiana di falegnameria?',
    });
    expect(request.slots.agreements.map(agreementOf)).not.toContain('CCNL Metalmeccanici artigianato');
  });
});
