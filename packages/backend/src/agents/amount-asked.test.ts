import { describe, expect, it } from 'vitest';
import { askAgent, openingLines } from '../testing/agents.js';
import { amountAsked } from './amount-asked.js';

const text = (answer: unknown) => (answer as { text: string }).text;

describe('how often and how many are not an amount', () => {
  it('"ogni quanto" and "quanti scatti" ask no amount; "quanto vale lo scatto" does', () => {
    expect(
      amountAsked('ogni quanto scatta l anzianita e quanti scatti si possono prendere al massimo?'),
    ).toEqual({});
    expect(amountAsked('quanto vale uno scatto di anzianita?')).toEqual({ asksAmount: true });
    expect(amountAsked('quanti euro prendo con uno scatto?')).toEqual({ asksAmount: true });
  });

  it('the seniority rule opens when only its frequency and maximum are asked, no unasked gap', () => {
    const answer = askAgent(
      'main-agent',
      "Nel contratto alimentari industria ogni quanto scatta l'anzianità e quanti scatti si possono prendere al massimo?",
    );
    const opening = openingLines(text(answer));
    expect(opening).not.toMatch(/non è nella base di conoscenza/);
    expect(opening).toMatch(/biennal/);
    expect(opening).toMatch(/5 scatti/);
  });
});
