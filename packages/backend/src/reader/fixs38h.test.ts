import { describe, expect, it } from 'vitest';
import { askAgent, testKb as kb, openingLines as opening, TEST_TODAY } from '../testing/agents.js';
import { readQuestion } from './read.js';
import { withoutRetracted } from './retracted.js';

const read = (message: string, history: string[] = []) =>
  readQuestion({ kb, message, history, categories: [], today: TEST_TODAY, agent: 'calcolo' });

describe('amounts and corrections the question states (fixs38h)', () => {
  it('a correction followed by an apology keeps the corrected words', () => {
    expect(withoutRetracted('è al quinto livello anzi no scusa al sesto, quanto prende?')).toBe(
      'è al sesto, quanto prende?',
    );
    expect(
      read('commercio, operaio al quinto livello anzi no scusami al sesto livello: minimo mensile?').slots
        .level,
    ).toBe('6');
  });

  it('a sum in words before "euro" is that figure', () => {
    const { slots } = read(
      "colf livello B, la paghiamo dieci euro l'ora: quanto le do per 3 ore di domenica?",
    );
    expect(slots.amounts).toContainEqual(expect.objectContaining({ value: 10, perHour: true }));
  });

  it('the kind of part-time between the words and the share does not hide the share', () => {
    expect(
      read('metalmeccanici C3 in part-time verticale al 60%: minimo mensile?').slots.partTimePercent,
    ).toBe(60);
  });

  it('an overtime band asked after an overtime hour is that band’s hour, not the ordinary one', () => {
    const first =
      'Metalmeccanici industria, livello D1: quanto vale un’ora di straordinario feriale nelle prime due ore?';
    expect(read("e oltre le prime due ore quanto fa l'ora?", [first]).intent).toBe('overtime_value');
    expect(read("e dalla quarta ora quanto viene l'ora?", [first]).intent).toBe('overtime_value');
  });

  it('a follow-up figure keeps the kind the first turn gave it ("solo stipendio" is the only source)', () => {
    const first =
      'Il mio reddito di lavoro dipendente 2026, già al netto dei contributi, sarà 10.000 euro: quanto vale la somma esente del cuneo fiscale?';
    const { text } = askAgent('calcolo', 'e con 17.000? ho solo lo stipendio', { history: [first] });
    // 17.000 € of income (above 15.000 €): 4,8% = 816 € (L. 207/2024 art. 1 c. 4).
    expect(opening(text)).toContain('816,00 €');
  });
});
