import { describe, expect, it } from 'vitest';
import { askAgent, openingLine } from '../testing/agents.js';

// Session 49 (fixs49f): pay at a date — an apprentice's pay after the rise of the month named, the 13th's months
// from a hire or a transfer said in the employer's words, a minimum asked for workers of a kind without a level.

describe("an apprentice's pay at the month of the next rise", () => {
  const first =
    'sono apprendista professionalizzante negli studi professionali, livello di destinazione 4°, primo anno: a novembre 2026 quanto prendo lordo?';
  it.each([
    'ok, ma ho sentito di un nuovo aumento a dicembre: cambia qualcosa per me?',
    "però ho letto che a dicembre c'è un altro aumento del contratto, a dicembre quanto diventa il mio lordo?",
  ])('%s', (q) => {
    const text = askAgent('calcolo', q, { history: [first] }).text;
    // 70% of the 4° livello's minimum from 1 December 2026 (1.614,12 €), not the November table nor the full minimum.
    expect(openingLine(text)).toContain('1.129,88 €');
  });
});

describe("the 13th's months from a hire or a transfer", () => {
  it('counts the months from a student taken on at the weekends', () => {
    const text = askAgent(
      'calcolo',
      'abbiamo preso uno studente per il fine settimana dal 1° giugno 2026, part-time 16 ore, 5° livello commercio: quanta tredicesima a dicembre?',
    ).text;
    expect(openingLine(text)).toContain('7/12');
    expect(openingLine(text)).toContain('394,73 €');
  });
  it('counts one month for workers who pass to the new contractor on 1 December', () => {
    const text = askAgent(
      'calcolo',
      "cambio d'appalto: dal 1° dicembre 2026 gli addetti della vecchia ditta passano a noi. Operaio 2° livello Multiservizi a tempo pieno, quanto gli diamo di tredicesima noi?",
    ).text;
    expect(openingLine(text)).toContain('1/12');
    expect(openingLine(text)).not.toContain('12/12');
  });
});

describe('a minimum asked for workers of a kind, no level said', () => {
  it.each([
    'qual è il minimo per i nostri dipendenti stagionali nel turismo alberghi?',
    'quanto e il minimo in busta per un cameriere col contratto turismo federalberghi?',
  ])('%s', (q) => {
    const text = askAgent('main-agent', q).text;
    expect(openingLine(text)).toMatch(/livello/);
    expect(openingLine(text)).not.toContain('QA 2.491,82 €, QB');
  });
});

describe("a tranche asked beside the named level's minimum", () => {
  it("says that level's rise, not a request for the level", () => {
    const text = askAgent(
      'main-agent',
      "nel turismo alberghi c'è un aumento da aprile 2027? quanto diventa il minimo del 4° livello?",
    ).text;
    expect(openingLine(text)).toContain('1.730,69 €');
    expect(text).not.toContain('indica il livello');
  });
});

describe("the worker's INPS contributions on the 13th", () => {
  it('gives the contributions on the extra month at the ordinary rate', () => {
    const text = askAgent(
      'calcolo',
      'tredicesima di dicembre 2026 per un C3 metalmeccanici industria che ha lavorato tutto l anno: quanto fa e quanti contributi INPS gli trattengo?',
    ).text;
    expect(openingLine(text)).toContain('2.211,43 €');
    expect(openingLine(text)).toContain('203,23 €');
  });
});
