import { describe, expect, it } from 'vitest';
import { askAgent, openingLine } from '../testing/agents.js';
import { sickPayQuestion } from './gap-context.js';

describe('sick pay by bands asked, the agreement changed by a follow-up', () => {
  it('keeps the turn before’s ask when the follow-up names only the agreement', () => {
    expect(
      sickPayQuestion([
        'e nel ccnl logistica trasporto merci?',
        'comm. malattia 4°-20° gg: % totale e quota azienda?',
      ]),
    ).toContain('quota azienda');
    expect(sickPayQuestion(['e per il turismo quanto dura il comporto?', 'malattia: % totale?'])).toBe(
      'e per il turismo quanto dura il comporto?',
    );
  });

  it('Logistica: the gap opens, with no other rule’s percentages', async () => {
    const answer = await askAgent('main-agent', 'e nel ccnl logistica trasporto merci?', {
      history: ['comm. malattia 4°-20° gg: % totale e quota azienda?'],
    });
    expect(openingLine(answer.text)).toMatch(/percentuali[^\n]*non sono nella base di conoscenza/);
    expect(answer.text).not.toMatch(/75%|50%|25%/);
  });
});
