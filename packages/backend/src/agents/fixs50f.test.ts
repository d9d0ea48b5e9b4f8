import { describe, expect, it } from 'vitest';
import { askAgent, openingLine } from '../testing/agents.js';

/**
 * Classification decided by the job described, not by a stray word: the school the worker left is not the
 * employer's sector, cleaning the counter's own tools is counter work, cleaning premises is the «inserviente»'s
 * work, a degree is the title that sets the educators' positions apart, and a colleague "che fa lo stesso lavoro"
 * is the earlier job with the condition changed.
 */
const opening = (message: string, history: string[] = []) =>
  openingLine(askAgent('inquadra', message, { history }).text);

describe('a stray word is not the job', () => {
  it('the hotel school the worker left does not make a building firm a hotel', () => {
    const line = opening(
      'Impresa di costruzioni industriale: prendo un ventenne che ha fatto la scuola alberghiera, senza nessuna esperienza in cantiere. Farà il manovale, sposta i materiali e pulisce a fine giornata. Che livello?',
    );
    expect(line).toMatch(/CCNL Edilizia industria/);
    expect(line).toMatch(/1° livello/);
  });

  it("a helper lending a hand at the counter is the counter's helper, cleaning its slicer included", () => {
    const line = opening(
      'CCNL commercio: una ragazza che aiuta al banco gastronomia, porge la merce al collega e pulisce i bilancini, ma non serve i clienti da sola. Che livello?',
    );
    expect(line).toMatch(/Livello proposto: \*\*5° livello\*\* del CCNL Commercio/);
  });

  it('cleaning the premises of a small engineering firm is the inserviente of the first category', () => {
    const line = opening(
      'Metalmeccanica piccola industria Confapi: un signore che spazza i capannoni e pulisce i servizi igienici, non lavora sulle macchine. In che categoria va?',
    );
    expect(line).toMatch(/1ª categoria/);
  });
});

describe("a degree is the educator's title", () => {
  const before =
    'Cooperativa sociale: assumiamo un educatore laureato per una comunità per minori, senza compiti di coordinamento. Che livello?';

  it('a graduate educator is the educator with the title', () => {
    expect(opening(before)).toMatch(/D2/);
  });

  it('a colleague doing the same job without the degree is the educator without the title', () => {
    const line = opening('e una collega con le stesse mansioni ma senza laurea?', [before]);
    expect(line).toMatch(/D1/);
    expect(line).toMatch(/Cooperative sociali/);
  });
});
