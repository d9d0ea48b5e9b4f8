import { describe, expect, it } from 'vitest';
import { askAgent, openingLine } from '../testing/agents.js';

// Session 47 (fixs47f): Metalmeccanici industria clauses of the blind wave h310 (increments in a follow-up, the
// June 2026 tranche, a travel allowance abroad, holidays after 20 years, a C3→B1 promotion) and the IRPEF asked
// beside the surcharges (h39, a regression of session 46).
const TODAY = '2026-11-28';
const ask = (agent: string, message: string, history?: string[]) =>
  askAgent(agent, message, { today: TODAY, ...(history ? { history } : {}) });

describe('the IRPEF asked beside the surcharges is given with them', () => {
  it('after a net pay, "quanto di irpef e quanto di addizionali" gives the net IRPEF too', () => {
    const text = ask('calcolo', 'ma quanto se ne va di irpef e quanto di addizionali?', [
      'RAL 30.000 a Milano, 13 mensilità, netto mensile 2026?',
    ]).text;
    expect(openingLine(text)).toContain('3.221,63 €');
    expect(openingLine(text)).toContain('377,94 €');
    expect(text).toContain('| IRPEF netta | 3.221,63 € |');
  });
  it('"addizionali IRPEF" alone names only the surcharges', () => {
    const text = ask(
      'main-agent',
      'Ho una RAL di 30.000 e vivo a Milano: quanto pago di addizionali IRPEF nel 2026?',
    ).text;
    expect(openingLine(text)).toContain('377,94 €');
    expect(text).not.toContain('IRPEF netta');
  });
});

describe('a travel allowance asked for the level told is the agreement’s gap', () => {
  it('a B1 sent abroad: no figure, the gap named for the travel allowance', () => {
    const text = ask(
      'main-agent',
      "La nostra tecnica (livello B1, metalmeccanici industria) va due settimane in Brasile per un'installazione. Che diaria all'estero spetta per il suo livello?",
    ).text;
    expect(openingLine(text)).toContain('trasferta');
    expect(openingLine(text)).toContain('non è nella base di conoscenza');
    expect(text).not.toMatch(/\d+,\d{2} €/);
  });
});

describe('two levels of one agreement weighed with the increments set aside', () => {
  it('C3 to B1: the monthly and yearly difference of the minimums', () => {
    const text = ask(
      'confronta',
      'Se promuoviamo un operaio metalmeccanico industria da C3 a B1, di quanto sale il minimo al mese e in un anno? Scatti esclusi.',
    ).text;
    expect(openingLine(text)).toContain('158,90 €');
    expect(openingLine(text)).toContain('2.065,70 €');
  });
});

describe('a follow-up that changes the years keeps the gross with increments', () => {
  it('a colleague with 12 years, a condition after the question: minimum plus the 5 increments', () => {
    const text = ask('calcolo', 'E la collega C3 che lavora qui da 12 anni? Neanche lei ha superminimo.', [
      'Operaia C3 metalmeccanica con 4 anni di anzianità, niente superminimo: quanto prende lordo al mese tra minimo e scatti?',
    ]).text;
    expect(openingLine(text)).toContain('2.359,63 €');
  });
});

describe('a tranche asked at its month, the renewal’s signing month aside', () => {
  it('the June 2026 tranche of a C3 shows no later tranche', () => {
    const text = ask(
      'main-agent',
      'Col rinnovo del novembre 2025, quanto è salito il minimo del C3 metalmeccanico a giugno 2026?',
    ).text;
    expect(openingLine(text)).toContain('53,17 €');
    expect(text).not.toContain('59,58 €');
  });
});

describe('holidays of a worker whose firm is named by the machines it builds', () => {
  it('hired in 2005 at a packaging machines maker: 5 weeks', () => {
    const text = ask(
      'main-agent',
      'Lavoro come impiegato in una ditta di macchinari per il confezionamento a Parma, sono entrato qui nel 2005. Quante settimane di ferie mi spettano?',
    ).text;
    expect(openingLine(text)).toContain('Metalmeccanici industria');
    expect(openingLine(text)).toContain('5 settimane');
  });
});
