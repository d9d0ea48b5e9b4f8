import { describe, expect, it } from 'vitest';
import { askAgent, openingLine } from '../testing/agents.js';
import { asksNextTranche } from './next-tranche-asked.js';

// Session 34 (fixs34e): an answer on the figure in force names the next tranche by its day only; its amount is
// said when the question looks ahead, and offered as a follow-up question otherwise.
const ask = (message: string) => askAgent('main-agent', message);

describe('the figure in force, without the next tranche’s amount', () => {
  it('today’s Commercio minimum names February 2027 by its day and offers its figure', () => {
    const answer = ask('CCNL Commercio, 4° livello: qual è il minimo mensile lordo oggi?');
    const opening = openingLine(answer.text);
    expect(opening).toContain('**1.818,75 €**');
    expect(opening).toContain('Il prossimo aumento è previsto dal 1° febbraio 2027');
    expect(answer.text).not.toContain('1.858,75');
    expect(answer.relatedQuestions[0]).toBe(
      'Quale sarà il minimo mensile del 4° livello nel CCNL Commercio dal 1° febbraio 2027?',
    );
  });
  it('the suggested follow-up is answered with the new figure', () => {
    const opening = openingLine(
      ask('Quale sarà il minimo mensile del 4° livello nel CCNL Commercio dal 1° febbraio 2027?').text,
    );
    expect(opening).toContain('1.858,75 €');
  });
  it('a Metalmeccanici minimum asked for today keeps June 2027’s amount out', () => {
    const text = ask('metalmeccanici industria livello C1, minimo adesso?').text;
    expect(openingLine(text)).toContain('2.022,12 €');
    expect(text).not.toContain('2.076,59');
  });
});

describe('the next tranche’s amount when the question looks ahead', () => {
  it('an increase asked states the amount', () => {
    const text = ask('CCNL Commercio 4° livello: il minimo di oggi e di quanto aumenta a febbraio?').text;
    expect(text).toContain('1.858,75 €');
  });
  it('words of the future, the renewal and arrears look ahead; today’s figure does not', () => {
    const from = '2027-02-01';
    const today = '2026-11-26';
    for (const m of [
      'quanto sarà il minimo?',
      'e col rinnovo?',
      'mi spettano arretrati?',
      'quando aumenta?',
      'il minimo nel 2027?',
      'ci sono novità in arrivo?',
    ])
      expect(asksNextTranche(m, from, today), m).toBe(true);
    for (const m of ['qual è il minimo oggi?', 'minimo del 4 livello adesso', 'cedolino di novembre 2026'])
      expect(asksNextTranche(m, from, today), m).toBe(false);
  });
});

describe('a tranche already in force is no future figure', () => {
  it('a past day asked states the tranche that followed, in force today', () => {
    const text = ask('Qual è il minimo mensile del 4° livello nel CCNL Commercio al 1° dicembre 2025?').text;
    expect(openingLine(text)).toContain('Dal 1° novembre 2026 sale a 1.818,75 €');
  });
});
