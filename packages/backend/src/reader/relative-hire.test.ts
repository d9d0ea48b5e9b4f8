import { describe, expect, it } from 'vitest';
import { askAgent, openingLine } from '../testing/agents.js';
import { withHireYear } from './relative-hire.js';

describe('a hire said with a relative year and no month', () => {
  it('is read as the years of service the words say', () => {
    expect(withHireYear("una ragazza che ho assunto l'anno scorso", '2026-11-22')).toBe(
      'una ragazza che ho assunto da 1 anno',
    );
    expect(withHireYear('il magazziniere entrato due anni fa', '2026-11-22')).toBe(
      'il magazziniere entrato da 2 anni',
    );
  });

  it('a month keeps the hire year (not the years of service)', () => {
    expect(withHireYear("assunta a marzo dell'anno scorso", '2026-11-22')).toBe('assunta a marzo 2025');
  });
});

describe('a follow-up on another worker hired last year', () => {
  it('answers the graded ROL of that service, not the earlier worker’s', () => {
    const text = askAgent(
      'main-agent',
      "e il commesso che abbiamo assunto l'anno scorso ha già i ROL interi?",
      {
        history: [
          'Negozio di scarpe con 9 dipendenti, CCNL Commercio: quanti ROL ed ex festività ha una commessa assunta da 8 anni?',
        ],
      },
    ).text;
    expect(openingLine(text)).toMatch(/solo ex festività/);
    expect(text).toMatch(/32 ore/);
  });
});

describe('a relative year that is not a hire', () => {
  it('leaves what was earned last year as it is', () => {
    expect(withHireYear("quanto ha preso l'anno scorso di premio?", '2026-11-22')).toBe(
      "quanto ha preso l'anno scorso di premio?",
    );
  });
});

describe('a relative year with the month said after it', () => {
  it('is not turned into years of service', () => {
    expect(withHireYear("assunta l'anno scorso a marzo", '2026-11-22')).toBe("assunta l'anno scorso a marzo");
  });
});
