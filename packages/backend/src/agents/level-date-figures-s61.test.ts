import { describe, expect, it } from 'vitest';
import { askAgent } from '../testing/agents.js';

describe('no figure of another date or level than the one asked', () => {
  it('leaves out a later tranche when a past month is checked against old pay', () => {
    const text = askAgent(
      'calcolo',
      'e ad agosto 2026 quanto era il minimo? la cooperativa di prima mi dava di meno, era corretto?',
      { history: ['CCNL Multiservizi 2° livello a tempo pieno: qual è il minimo mensile lordo adesso?'] },
    ).text;
    expect(text).toContain('1.368,17 €');
    expect(text).not.toContain('1.403,17 €');
  });

  it('reads "par 109" as the level\'s parameter, not as paid leave', () => {
    const text = askAgent(
      'main-agent',
      'Multiservizi, operaio 2° livello par. 109 appena assunto: quanto dura la prova?',
    ).text;
    expect(text).toContain('26 giorni');
    expect(text).not.toContain('72 ore');
  });

  it("keeps another level's probation out of a follow-up on a 4th-level worker", () => {
    const text = askAgent('main-agent', 'e per quello al 4 livello par 128 quanto dura la prova?', {
      history: ['Multiservizi, operaio 2° livello: quanto dura la prova?'],
    }).text;
    expect(text).toContain('30 giorni');
    expect(text).not.toContain('26 giorni');
  });

  it("leaves the guards' 4th-level hypothesis out of a level D increase", () => {
    const text = askAgent(
      'main-agent',
      'servizi fiduciari, vigilanza privata, sono al livello D: di quanto aumenta in totale la paga col rinnovo?',
    ).text;
    expect(text).toContain('350,00 €');
    expect(text).not.toContain('140 €');
  });
});
