import { describe, expect, it } from 'vitest';
import { readQuestion } from '../reader/read.js';
import { askAgent, openingLines, TEST_TODAY, testKb } from '../testing/agents.js';
import { askedPayTerm } from './pay-terms.js';
import { periodTotalPay } from './tfr-period-total.js';

/**
 * Session 43 (fixs43j): a range of months another employer paid is not the months worked here; a year that only
 * dates the story keeps a season's total pay whole; the TFR year counts an item paid on its own months (the
 * Multiservizi EDR); workers taken over "dall'appalto" are not an item absorbed; a part-timer's gross at a table past
 * the tax years; a lump the story rules out is not asked; a building firm's office worker is paid by the firm.
 */
const read = (message: string, history: string[] = []) =>
  readQuestion({ kb: testKb, message, history, today: TEST_TODAY } as never);

describe('the months of a 13th after a change of employer', () => {
  it('does not count the months the former employer paid, said after the range', () => {
    const request = read(
      'Assunto da noi dal 1° novembre 2026, CCNL Commercio 5° livello. I ratei da gennaio a ottobre li ha già liquidati la ditta di prima. Quanta tredicesima gli diamo a dicembre?',
    );
    expect(request.slots.monthsWorked).not.toBe(10);
  });
});

describe('a season paid as one total', () => {
  it('is the TFR base whole when a later year only dates the story', () => {
    expect(
      periodTotalPay(
        "Stagione invernale finita; forse torna l'anno prossimo. La retribuzione complessiva della stagione è 7.290 euro: quanto TFR?",
      ),
    ).toBe(true);
    expect(periodTotalPay('Con una RAL di 24.000 euro quanto TFR matura in un anno?')).toBe(false);
  });
});

describe('the TFR year of a Multiservizi level', () => {
  it('counts the EDR on its 13 months', () => {
    const text = askAgent(
      'calcolo',
      "Un'operaia Multiservizi di 4° livello a tempo pieno, tutto l'anno in servizio: quanto TFR accantona in dodici mesi?",
    ).text;
    // (1.561,70 × 14 + 10,33 × 13) / 13,5 = 21.998,09 / 13,5 = 1.629,49 (accordo tabelle 6.8.2025, EDR 10,33 €).
    expect(text).toContain('1.629,49 €');
  });
});

describe('workers taken over with a contract', () => {
  it('"assorbiamo dall\'appalto" asks no definition of the items listed', () => {
    expect(
      askedPayTerm(
        "Per gli addetti che assorbiamo dal cambio appalto, quanto costa l'anno con minimo ed EDR?",
        true,
      ),
    ).toBeUndefined();
    expect(askedPayTerm('il superminimo è assorbibile?', false)).toBeDefined();
  });
});

describe("a part-timer's month at a table past the tax years", () => {
  it('is the hours share of the table with the EDR named, and the ruled-out lump is not added', () => {
    const text = askAgent(
      'calcolo',
      "Pulizie, CCNL Multiservizi: da febbraio 2027 prendo un'addetta al 3° livello per 20 ore su 40, senza anzianità forfettaria perché viene da fuori settore. Lordo mensile da tabella con l'EDR?",
    ).text;
    // (1.478,05 + 10,33) × 20/40 = 744,19 € (accordo tabelle 6.8.2025, tabella dal 1.10.2026).
    expect(openingLines(text)).toContain('744,19 €');
    expect(text).not.toContain('anzianità forfettaria di settore');
  });
});

describe("a building firm's office worker", () => {
  it('is paid the 13th by the firm, not by the Cassa Edile', () => {
    const text = askAgent('calcolo', 'E la tredicesima a lei chi gliela paga, noi o la Cassa Edile?', {
      history: [
        'Impresa edile, CCNL Edilizia industria: abbiamo una segretaria in ufficio che tiene la contabilità. Che livello ha?',
      ],
    }).text;
    expect(openingLines(text)).toContain("la paga l'impresa");
    expect(openingLines(text)).not.toContain('la paga la Cassa Edile');
  });
});
