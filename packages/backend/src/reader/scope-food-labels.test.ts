import { describe, expect, it } from 'vitest';
import { askAgent, TEST_TODAY, testKb } from '../testing/agents.js';
import { readQuestion } from './read.js';

// A menu's or a label's allergens are food law, not a term of employment, whatever trade the writer tells.
describe('the allergens a menu or a label must declare are out of scope', () => {
  it.each([
    'nel mio ristorante devo indicare gli allergeni sul menu anche per il tiramisù?',
    'gestisco una pasticceria: le nocciole nella torta vanno dichiarate come frutta a guscio in etichetta?',
    "come si scrive l'etichetta alimentare dei biscotti che vendo al banco?",
  ])('%s', (message) => {
    const request = readQuestion({ kb: testKb, message, today: TEST_TODAY });
    expect(request.intent).toBe('out_of_scope');
    const text = askAgent('main-agent', message).text;
    expect(text).not.toMatch(/Non ho trovato nella base di conoscenza/);
  });

  it('a cook’s pay in a restaurant stays in scope', () => {
    const request = readQuestion({
      kb: testKb,
      message:
        'faccio il cuoco e preparo il menu senza allergeni per i celiaci: che livello mi spetta col CCNL FIPE?',
      today: TEST_TODAY,
    });
    expect(request.intent).not.toBe('out_of_scope');
  });
});
