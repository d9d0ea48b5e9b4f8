import { describe, expect, it } from 'vitest';
import { readQuestion } from '../reader/read.js';
import { askAgent, openingLines, TEST_TODAY, testKb } from '../testing/agents.js';

// A follow-up that changes one thing of the case before (the leaving day, the period, the level, the month of
// apprenticeship, the month of a rise): the change is read, the rest of the conversation is kept.
const ask = async (agent: string, turns: string[]) => {
  const message = turns.at(-1) ?? '';
  return openingLines((await askAgent(agent, message, { history: turns.slice(0, -1) })).text);
};
const read = (message: string, history: string[] = []) =>
  readQuestion({ kb: testKb, message, history, today: TEST_TODAY });

describe('a follow-up that moves the leaving day', () => {
  it('the 13th to a later last day: the whole year, on the table of that day', async () => {
    const opening = await ask('calcolo', [
      'commessa 4° livello commercio, ultimo giorno 31/10/2026, quanto mi spetta di tredicesima?',
      'e se rimango fino al 31 dicembre?',
    ]);
    expect(opening).toContain('31 dicembre 2026');
    expect(opening).toContain('per 12 mesi');
  });

  it('the TFR to a later exit: the months counted again to the new day', async () => {
    const opening = await ask('calcolo', [
      'impiegata con RAL 30.000 euro, cessazione del rapporto il 31/03/2026: TFR maturato nel 2026 al netto dello 0,50%?',
      "e se l'uscita venisse spostata al 30/09/2026?",
    ]);
    expect(opening).toContain('9 mesi');
    expect(opening).toContain('1.554,17 €');
  });
});

describe('a follow-up that keeps the period or the ladder', () => {
  it('the 13th "per quei mesi" of a season: the share of the months, not one month’s accrual', async () => {
    const opening = await ask('calcolo', [
      'operaio stagionale dal 1° giugno al 31 agosto 2026, 1.800 euro lordi al mese, quanto TFR matura?',
      'e la tredicesima per quei 3 mesi quanto fa?',
    ]);
    expect(opening).toContain('450,00 €');
    expect(opening).not.toContain('150,00 €');
  });

  it('a later month of a professionalising apprentice stays on the ladder of levels', async () => {
    const opening = await ask('calcolo', [
      'apprendista professionalizzante nel CCNL alimentari industria che arriverà al 3° livello: quanto lo pago all’inizio?',
      "e dall'undicesimo mese quanto diventa?",
    ]);
    expect(opening).toContain("dall'11° al 22° mese");
    expect(opening).toContain('1.975,97 €');
    expect(opening).not.toContain('duale');
  });
});

describe('a level or a rise said in few words', () => {
  it('"2 bis" written apart is the agreement’s 2bis level', () => {
    expect(read("quanto prende al mese un 2 bis dell'area meccanica artigiani?").slots.level).toBe('2bis');
    expect(
      read('e se lo mettiamo al 2 bis?', ['minimo 4° livello metalmeccanici artigianato?']).slots.level,
    ).toBe('2bis');
  });

  it('"a gennaio mi sale ancora?" after a minimum asks the renewal’s tranche', () => {
    expect(read('e a gennaio mi sale ancora?', ['minimo 4 livello commercio?']).intent).toBe('renewal');
    // ("a giugno sale ancora, a quanto arriva?": the new minimum, not the rise.)
    expect(read('a giugno sale ancora, a quanto arriva?', ['minimo 5 livello fipe?']).intent).toBe(
      'minimum_pay',
    );
    // (Hours that rise are the working time, not a tranche.)
    expect(read('a dicembre mi aumentano le ore?').intent).not.toBe('renewal');
  });
});
