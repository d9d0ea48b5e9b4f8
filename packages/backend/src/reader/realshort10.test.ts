import { describe, expect, it } from 'vitest';
import { testKb as kb, TEST_TODAY } from '../testing/agents.js';
import { expandChatClips } from './chat-clips.js';
import { movedHireMonth } from './moved-hire.js';
import { type AgentHint, readQuestion } from './read.js';

const read = (message: string, history: string[] = [], agent: AgentHint = 'main-agent') =>
  readQuestion({ kb, message, history, categories: [], today: TEST_TODAY, agent });
const id = (agreement: string) => kb.byId(agreement)?.id_categoria;

describe('short asks typed on a phone or dictated (realshort10 classes)', () => {
  it('reads a woman hired to clean or iron at home as domestic work', () => {
    const r = read(
      'abbiamo preso una donna per stirare e pulire due pomeriggi, liv A: quante ferie le spettano?',
    );
    expect(r.slots.agreements).toEqual([id('lavoro-domestico')]);
    // A cleaning firm's hire stays the firm's.
    expect(
      read('la ditta ha assunto una signora per pulire gli uffici, multiservizi: ferie?').slots.agreements,
    ).not.toContain(id('lavoro-domestico'));
  });

  it('reads the years a follow-up gives in a conditional', () => {
    const history = ['comporto metalmeccanico con 1 anno di anzianità?'];
    expect(read('e se avesse 8 anni?', history).slots.seniorityYears).toBe(8);
    expect(read('e se ne avessi 5 anni di servizio?', history).slots.seniorityYears).toBe(5);
  });

  it('moves only the hire month in a short follow-up, keeping the conversation’s year', () => {
    const history = ['tredicesima 3 liv commercio, assunta a marzo 2026, quanto a dicembre?'];
    expect(read('e se fosse stata assunta a ottobre?', history, 'calcolo').slots.hireDate).toBe('2026-10-01');
    expect(read('e se era da luglio?', history, 'calcolo').slots.hireDate).toBe('2026-07-01');
    expect(movedHireMonth('e da maggio?', '2025-02-01')).toBe('2025-05-01');
    // "e a ottobre?" alone may be the leaving month or the month asked: no hire moved.
    expect(movedHireMonth('e a ottobre?', '2026-03-01')).toBeUndefined();
    expect(movedHireMonth('e da ottobre?', undefined)).toBeUndefined();
  });

  it('writes out a firm’s staff clipped as "dip" after its count, never the worker’s share', () => {
    expect(expandChatClips('ROL az 30 dip?')).toBe('ROL azienda 30 dipendenti?');
    expect(read('permessi comm az. con 9 dip. quante ore?').slots.employees).toBe(9);
    expect(expandChatClips('inps c/dip su 2.000')).toBe('inps c/dip su 2.000');
    // A fund's threshold typed with a sign is no staff count.
    expect(expandChatClips('FIS 0,80% (>5 dip) su 2.300')).toBe('FIS 0,80% (>5 dip) su 2.300');
    expect(expandChatClips('FIS oltre 5 dip su 1.500')).toBe('FIS oltre 5 dip su 1.500');
  });

  it('answers the agreement not held that the writer says is theirs, not the one named as a yardstick', () => {
    const r = read('ho il contratto telecomunicazioni e ho più ferie dei metalmeccanici? quante ne ho');
    expect(r.slots.agreements).toEqual([]);
    expect(r.slots.unknownAgreements.join(' ')).toMatch(/Telecomunicazioni/);
    expect(r.intent).toBe('agreement_not_covered');
    // With no agreement outside the knowledge base, a yardstick is no reason for a gap.
    const held = read('lavoro nel commercio, ho meno ferie del turismo? quante ne ho');
    expect(held.slots.agreements).toContain(id('terziario-confcommercio'));
    expect(held.intent).not.toBe('agreement_not_covered');
  });
});
