import { describe, expect, it } from 'vitest';
import { askAgent, openingLine } from '../testing/agents.js';
import { shownLevel } from './shown-level.js';

describe('classification: the conversation and the household choose the agreement', () => {
  it('keeps the restaurant for a colleague told by her job in a follow-up ("la signora x le pulizie")', () => {
    const answer = askAgent(
      'inquadra',
      'e la signora x le pulizie di sala e cucina? solo pulizie e fatica, niente servizio',
      { history: ['cameriere ai tavoli del ristorante del lido, che livello fipe?'] },
    );
    expect(openingLine(answer.text)).toContain('CCNL Pubblici esercizi FIPE');
  });

  it('reads cleaning a home, with no firm named, as domestic work', () => {
    const answer = askAgent(
      'inquadra',
      'Mio cognato prende una ragazza senza esperienza solo per pulire casa il sabato mattina. Che livello?',
    );
    expect(openingLine(answer.text)).toContain('CCNL Lavoro domestico');
  });

  it('leaves a cleaner of a care home ("casa di riposo") to the facility, not a household', () => {
    const answer = askAgent('inquadra', 'Una signora per pulire casa di riposo, che livello?');
    expect(openingLine(answer.text)).not.toContain('CCNL Lavoro domestico');
  });
});

describe('the proposed level as the opening names it', () => {
  it('gives the bare "Quadri" its code, and leaves names that carry the level alone', () => {
    expect(shownLevel({ level: 'Q', name: 'Quadri' })).toBe('Quadri (livello Q)');
    expect(shownLevel({ level: 'QA', name: 'Quadro A' })).toBe('Quadro A');
    expect(shownLevel({ level: '4', name: '4° livello' })).toBe('4° livello');
  });

  it('opens a Quadri proposal with the code the pay tables print', () => {
    const answer = askAgent(
      'inquadra',
      'CCNL Multiservizi: il responsabile di una commessa complessa con funzioni direttive, che livello?',
    );
    expect(openingLine(answer.text)).toContain('Quadri (livello Q)');
  });
});
