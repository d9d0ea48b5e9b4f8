import { describe, expect, it } from 'vitest';
import { weighedLines } from './term-verdicts.js';

const pay =
  'Il documento indica 1.800,00 €; il minimo mensile lordo del 3° livello è 1.750,00 €: è conforme.';
const probation =
  'Il documento indica 90 giorni di calendario; per il 3° livello il massimo è 60 giorni: non è conforme.';

describe('the verdict word of several weighed terms', () => {
  it('answers only the subject its own sentence asks, not a probation named elsewhere', () => {
    const [first] = weighedLines(
      'lo stipendio scritto arriva almeno al minimo? e se poi dopo la prova mi licenziano che succede?',
      [
        { text: pay, topic: 'minimi' },
        { text: probation, topic: 'prova' },
      ],
    );
    expect(first).toMatch(/^\*\*Sì\*\*: il documento indica 1\.800,00 €/);
  });

  it('says No when the sentence that asks names both and one of them falls short', () => {
    const [first] = weighedLines('la paga e la prova sono regolari?', [
      { text: pay, topic: 'minimi' },
      { text: probation, topic: 'prova' },
    ]);
    expect(first).toMatch(/^\*\*No\*\*/);
  });

  it('weighs every term when the question names none of them', () => {
    const [first] = weighedLines('e tutto in regola?', [
      { text: pay, topic: 'minimi' },
      { text: probation, topic: 'prova' },
    ]);
    expect(first).toMatch(/^\*\*No\*\*/);
  });
});
