import { describe, expect, it } from 'vitest';
import { askAgent, openingLine } from '../testing/agents.js';

describe('a weekly hours reduced for a group of workers', () => {
  it('a day worker who does not work shifts gets the 39 hours first', () => {
    const text = openingLine(
      askAgent(
        'main-agent',
        "qual è l'orario settimanale di un magazziniere giornaliero, non turnista, nell'industria alimentare?",
      ).text,
    );
    expect(text).toMatch(/\*\*39 ore settimanali\*\*/);
  });

  it('the reduced hours are written with their unit', () => {
    const text = askAgent(
      'main-agent',
      'perche 39 e non 40 come i miei colleghi della linea che fanno i turni?',
      {
        history: [
          "quante ore a settimana fa un magazziniere a giornata, non turnista, nell'industria alimentare?",
        ],
      },
    ).text;
    expect(text).toContain('39 ore');
  });
});
