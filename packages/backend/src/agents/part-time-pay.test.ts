import { describe, expect, it } from 'vitest';
import { askAgent, openingLine } from '../testing/agents.js';

const opening = (agent: string, message: string) => openingLine(askAgent(agent, message).text);

describe("a part-timer's monthly pay at a level", () => {
  it('scales the level minimum by the hours over the agreement full-time week, whatever the words', () => {
    // Commercio 4°: 1.818,75 € from 1 November 2026 (knowledge base), 40 hours full time: × 24/40 = 1.091,25.
    const text = askAgent(
      'main-agent',
      'salve, faccio la commessa part-time 24 ore a settimana, 4 livello commercio: di lordo quanto mi tocca al mese?',
    ).text;
    expect(openingLine(text)).toContain('**1.091,25 €**');
    expect(openingLine(text)).toContain('24/40');
    expect(text).toContain('D.Lgs. 81/2015');
    // Multiservizi 2° at 30 of 40 hours: 1.403,17 × 0,75 = 1.052,38 (rounded to the cent).
    expect(
      opening(
        'main-agent',
        'impresa di pulizie, secondo livello multiservizi, 30 ore settimanali: che retribuzione mensile?',
      ),
    ).toContain('**1.052,38 €**');
    // A share said as a percentage: Metalmeccanici C3 2.211,43 × 50% = 1.105,72 (half a cent rounds up).
    expect(
      opening('main-agent', 'stipendio lordo di un C3 metalmeccanico con part time al 50 per cento?'),
    ).toContain('**1.105,72 €**');
  });

  it('leaves the full-time week, the net and the rules of part-time to their own answers', () => {
    // 40 hours is the full week: the level's whole minimum.
    expect(opening('main-agent', 'minimo del 4 livello commercio a tempo pieno 40 ore?')).toContain(
      '**1.818,75 €**',
    );
    // The net asked goes through the payslip calculation with the same share.
    expect(opening('main-agent', 'part time 20 ore 4 livello commercio, quanto prendo netto?')).toContain(
      '50%',
    );
    // The minimum weekly hours of a part-time contract is a rule, not a pay.
    expect(
      opening('main-agent', 'quante ore minime deve avere un part time al 4 livello del commercio?'),
    ).not.toContain('minimo mensile lordo');
  });
});

describe('part-time asked as a rule', () => {
  it('keeps the agreement rule when the minimum is of hours, not of pay', () => {
    for (const q of [
      'orario minimo part time al 4 livello commercio?',
      'nel commercio qual è il minimo di ore per un part-time di 5° livello?',
    ])
      expect(opening('main-agent', q)).not.toContain('minimo mensile lordo');
  });

  it('answers "minimo part time" with a share and a level as the pay it asks', () => {
    // Commercio 5°: 1.691,70 € from 1 November 2026 (knowledge base) × 50% = 845,85.
    expect(opening('main-agent', 'minimo part time 50% quinto livello commercio')).toContain('**845,85 €**');
  });
});
