import { describe, expect, it } from 'vitest';
import { readQuestion } from '../reader/read.js';
import { askAgent, openingLine, openingLines, TEST_TODAY, testKb } from '../testing/agents.js';

// Session 41 (fixs41f): a consultant's year-end questions — an agreement not held written with words between its
// name's, a board-and-lodging value asked of an agreement that holds none, the same question asked again of
// another agreement, the ROL's yearly hours that the agreement's file does not count.
const read = (message: string, history: string[] = []) =>
  readQuestion({ kb: testKb, message, history, today: TEST_TODAY } as never);
const GOMMA = 20;

describe('an agreement not held, its name written in full', () => {
  const q =
    'per gli addetti agli impianti usiamo il CCNL degli impianti di trasporto a fune: il minimo mensile di un macchinista di seggiovia?';
  it('is read as the agreement not held, not as Logistica or Metalmeccanici', () => {
    const r = read(q);
    expect(r.slots.agreements).toEqual([]);
    expect(r.slots.unknownAgreements).toEqual(['CCNL Impianti a fune (esercenti funiviari)']);
  });
  it('answers with the gap and no table', () => {
    const text = askAgent('main-agent', `Oltre agli alberghi e ai ristoranti, ${q}`).text;
    expect(openingLine(text)).toContain('non è nella base di conoscenza');
    expect(text).not.toMatch(/\d\.\d{3},\d{2} €/);
  });
  it('reads the lift worker said with "di"', () => {
    expect(
      read('sono macchinista di seggiovia in Val di Fassa: quanto è il mio minimo?').slots.unknownAgreements,
    ).toEqual(['CCNL Impianti a fune (esercenti funiviari)']);
  });
});

describe('board and lodging valued by an agreement that holds no figure', () => {
  it.each([
    "Per il personale stagionale dell'albergo forniamo vitto e alloggio: secondo il CCNL Turismo Federalberghi qual è il valore convenzionale giornaliero da mettere in busta?",
    'Nel CCNL Pubblici esercizi FIPE quanto vale il vitto fornito ai camerieri in busta paga?',
  ])('%s', (q) => {
    const text = askAgent('main-agent', q).text;
    expect(openingLine(text)).toContain('non è nella base di conoscenza');
    expect(text).not.toContain('2.491,82 €');
    expect(text).not.toMatch(/mi serve il livello/);
  });
});

describe('the same question asked again of another agreement', () => {
  const before =
    'Studio architetti, CCNL Studi professionali, impiegata al 4° livello da 8 anni: nel 2026 ha usato 30 ore di ROL ed ex festività. Quante ore le restano?';
  it('"stessa cosa per …" asks the new agreement alone', () => {
    const r = read(
      'Grazie. Stessa cosa per un operaio della gomma plastica, CCNL Gomma plastica industria: quante ore annue di permessi (riduzione orario più ex festività) gli spettano?',
      [before],
    );
    expect(r.intent).toBe('rol_ex_festivita');
    expect(r.slots.agreements).toEqual([GOMMA]);
  });
  it('"è la stessa cosa nel …" still weighs the two', () => {
    expect(read('è la stessa cosa nel CCNL Commercio?', [before]).intent).toBe('comparison');
  });
});

describe('the ROL hours an agreement does not count', () => {
  it('opens with the gap, not the working week', () => {
    const text = askAgent(
      'main-agent',
      'CCNL Gomma plastica industria: quante ore annue di permessi (riduzione orario più ex festività) spettano a un operaio giornaliero?',
    ).text;
    expect(openingLines(text)).toContain('non sono nella base di conoscenza');
    expect(openingLine(text)).not.toContain('40 ore');
  });
});

describe('permits left after the hours used', () => {
  it('"roll ed ex festività" dictated, "quante ore le restano": the ROL, not the working week', () => {
    const r = read(
      'studio ccnl studi prof, impiegata 4 livello da 8 anni, orario su 5 giorni. di permessi roll ed ex festivita ne ha usate 30 ore. quante ore le restano?',
    );
    expect(r.intent).toBe('rol_ex_festivita');
  });
});
