import { describe, expect, it } from 'vitest';
import { askAgent, openingLine } from '../testing/agents.js';
import { asksNextTranche } from './next-tranche-asked.js';

const answer = (message: string, history: string[] = [], agent = 'main-agent') =>
  askAgent(agent, message, { history }).text;
const open = (message: string, history: string[] = [], agent = 'main-agent') =>
  openingLine(answer(message, history, agent));

describe('renewals and tranches (session 43, fixs43m)', () => {
  it('"la prossima tranche, da giugno 2027" names the day asked: the tranche after it keeps its amount unsaid', () => {
    expect(
      asksNextTranche(
        'E con la prossima tranche, quella di giugno 2027, quanto prenderà al mese?',
        '2027-12-01',
        '2027-06-01',
        '2026-11-22',
      ),
    ).toBe(false);
    // Looking past the day asked still states it.
    expect(asksNextTranche('e dopo giugno 2027?', '2027-12-01', '2027-06-01', '2026-11-22')).toBe(true);
    const text = answer(
      'E con la prossima tranche, quella di giugno 2027, a quanto sale il minimo mensile?',
      ['Cameriere al 4° livello nel CCNL Pubblici esercizi FIPE: che minimo mensile ha oggi?'],
    );
    expect(text).toContain('1.722,69 €');
    expect(text).not.toContain('1.762,69 €');
  });

  it('"alla farmaceutica" names the pharmaceutical industry: the Chimico-farmaceutico, not the metalworkers', () => {
    const line = open(
      'Lavoro alla farmaceutica come operaio D1: quando arriva il prossimo aumento e quanto?',
    );
    expect(line).toContain('Chimico-farmaceutico');
    expect(line).toContain('60,00 €');
    expect(line).toContain('1° luglio 2027');
  });

  it('"e dopo? un\'altra tranche?" after the next tranche: the one after it, not the same again', () => {
    const line = open("ce n'è un'altra dopo?", [
      'CCNL Chimico-farmaceutico, categoria D1: il prossimo aumento quando arriva e di quanto?',
    ]);
    expect(line).toContain('16,00 €');
    expect(line).toContain('1° giugno 2028');
  });

  it("the renewal's reference level past the tables: today's minimum plus its stated tranche, said as derived", () => {
    const line = open(
      'Logistica trasporto merci, 3° super non viaggiante: a gennaio 2027 quanto diventa il minimo con EPA?',
      [],
      'calcolo',
    );
    expect(line).toContain('2.030,37 €');
    expect(line).toContain('derivato');
    // A level whose tranches no source in the KB splits keeps the honest gap (the 4th level's are now sourced).
    const other = open(
      'Logistica trasporto merci, 5° livello non viaggiante: minimo da gennaio 2027?',
      [],
      'calcolo',
    );
    expect(other).toContain('non è nella base di conoscenza');
    expect(other).not.toMatch(/\d\.\d{3},\d{2} €/);
  });

  it('a colf minimum past the tables with a yearly ISTAT update: the tranche, never a new minimum made up', () => {
    const text = answer('Badante convivente BS: da gennaio 2027 quanto aumenta la paga minima?');
    expect(openingLine(text)).toContain('30,00 €');
    expect(text).toContain('ISTAT');
    expect(text).not.toContain('1.083,39 €');
  });
});
