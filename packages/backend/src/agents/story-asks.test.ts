import { describe, expect, it } from 'vitest';
import { askAgent, openingLine } from '../testing/agents.js';

// Phrasings written for these tests, not the eval's (eval/questions/89-real-short-2.json and 88-g7-realshort2.json).
describe('a classification follow-up that gives the same worker another task', () => {
  it('decides the new task in the conversation’s agreement, whatever sector its words suggest', () => {
    const text = askAgent('inquadra', 'e se invece si occupa solo delle pulizie dei bagni e della sala?', {
      history: [
        'pizzeria con servizio al tavolo, CCNL FIPE: il ragazzo che porta le pizze ai tavoli che livello è?',
      ],
    }).text;
    expect(openingLine(text)).toContain('Pubblici esercizi FIPE');
    expect(openingLine(text)).toMatch(/\*\*7° livello\*\*/);
  });
});

describe('the asking clause of a long story decides what opens the answer', () => {
  it('opens with the comporto when the story ends asking how long the job is kept', () => {
    const text = askAgent(
      'main-agent',
      'Buonasera, sono operaio tornitore in una fabbrica del CCNL metalmeccanici industria da 4 anni. Dopo un ' +
        'incidente in moto ho due operazioni davanti e il fisioterapista parla di mesi di riabilitazione; in ' +
        'fabbrica girano voci su chi è stato mandato a casa dopo troppe assenze. Per quanto tempo mi devono ' +
        'conservare il posto?',
    ).text;
    const lead = text.split('\n').slice(0, 2).join(' ');
    expect(lead).toContain('9 mesi');
    expect(lead).not.toMatch(/spettano l'azienda|spettano Malattia/);
  });
});
