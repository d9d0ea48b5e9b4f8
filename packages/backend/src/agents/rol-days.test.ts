import { describe, expect, it } from 'vitest';
import { askAgent, openingLine } from '../testing/agents.js';
import { daysShare } from './rol-days.js';

const today = '2026-12-03';

describe('permit hours asked in working days', () => {
  it('a follow-up asks the larger shop in 8-hour days: 104 hours are 13 days', () => {
    const text = askAgent(
      'main-agent',
      'ok grazie, ma se il titolare apre l altro punto vendita e arriviamo a 20 dipendenti quante ore diventano? e in giornate da 8 ore?',
      {
        today,
        history: [
          'Ciao, lavoro in un negozio di abbigliamento, contratto commercio Confcommercio, siamo in 9 dipendenti in tutto. Sono assunta a tempo pieno da 6 anni. Quante ore di permessi retribuiti (ROL più ex festività) mi spettano in un anno?',
        ],
      },
    ).text;
    expect(openingLine(text)).toContain('104 ore');
    expect(openingLine(text)).toContain('13 giorni');
  });
  it('reads the day length given, and says nothing when days are not asked', () => {
    expect(
      daysShare('quanti giorni sono, con giornate da 7,5 ore?', [{ rol: 56, total: 88 }], false),
    ).toContain('11,73 giorni');
    expect(daysShare('quante ore di rol ho?', [{ rol: 56, total: 88 }], false)).toBe('');
  });
});
