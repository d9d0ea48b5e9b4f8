import { describe, expect, it } from 'vitest';
import { askAgent, openingLine, withUpload } from '../testing/agents.js';

const LETTER = [
  'HOTEL STELLA MARINA * (una stella) - Cesenatico',
  'Lettera di assunzione stagionale',
  'Mansione: portiere di notte',
  'CCNL applicato: Turismo Federalberghi - alberghi minori',
  'Livello: 4°',
  'Retribuzione: minimo contrattuale del livello',
].join('\n');

describe("the section of an agreement's tables a letter or a follow-up names", () => {
  it("reads a one-star hotel's letter on the reduced table", () => {
    const text = askAgent(
      'calcolo',
      'mi hanno dato questa lettera, quanto è il minimo lordo mensile che mi spetta?',
      withUpload('lettera.txt', LETTER),
    ).text;
    expect(text).toContain('1.688,98 €');
    expect(text).not.toContain('1.695,69 €');
  });

  it("weighs one level's two tables after a gap of two levels, not the earlier level", () => {
    const text = askAgent(
      'confronta',
      'E per un 2° livello in un albergo a una stella, quanto cambia il minimo tra la tabella normale e quella degli alberghi minori?',
      {
        history: [
          'CCNL Turismo, albergo 4 stelle: quanto costa in più al mese un 3° livello rispetto a un 4°?',
        ],
      },
    ).text;
    expect(text).toContain('8,78 €');
    expect(text).toContain('1.896,62 €');
    expect(text).not.toMatch(/rispetto al 4° livello|del 4° livello/);
  });
});

describe('a past minimum asked to settle arrears', () => {
  it('reads the ask as the minimum of that year, not the renewal', () => {
    const text = askAgent(
      'calcolo',
      'Devo ricostruire gli arretrati della colf convivente di mia nonna, livello B: quale era il minimo mensile nel 2025?',
    ).text;
    expect(text).toContain('937,06 €');
    expect(text).not.toMatch(/una tantum/);
  });

  it("gives the domestic table's 2025 figure", () => {
    const text = askAgent(
      'calcolo',
      'Per sistemare gli arretrati mi serve la retribuzione minima del 2025 di una badante convivente livello CS: qual era al mese?',
    ).text;
    expect(text).toContain('1.137,86 €');
  });
});

describe('later tranches of a renewal', () => {
  it('answers both months asked, not only the first', () => {
    const text = askAgent(
      'main-agent',
      'Metalmeccanici industria, livello B1: quanto è salito il minimo a giugno 2026 e quanto salirà a giugno 2027?',
    ).text;
    expect(text).toContain('56,99 €');
    expect(text).toContain('63,86 €');
  });

  it('adds a tranche the sources state to the table in force, said as computed', () => {
    const text = askAgent(
      'calcolo',
      'Logistica trasporto merci, autista viaggiante livello B3: con la tranche di gennaio 2027 a quanto arriva minimo più EPA?',
    ).text;
    expect(text).toContain('2.050,37 €');
    expect(text).toMatch(/calcolato|derivato/);
  });

  it('opens with the computed month when the result is asked, with the tranche when the tranche is', () => {
    const result = askAgent(
      'main-agent',
      'Rinnovo logistica: con la tranche di gennaio 2027 a quanto arriva la paga tabellare di un 3° livello super non viaggiante?',
    ).text;
    expect(openingLine(result)).toMatch(/\*\*2\.030,37 €\*\*[^\n]*(?:calcolata|derivato)/);
    const tranche = askAgent(
      'main-agent',
      'Logistica, rinnovo: quanto vale la tranche di gennaio 2027 per il 3° livello super non viaggiante?',
    ).text;
    expect(openingLine(tranche)).toMatch(/^Nel [^\n]*la tranche del 1° gennaio 2027 vale \*\*30,00 €\*\*/);
    expect(tranche).toContain('2.030,37 €');
  });

  it('says how many monthly payments there are beside the month of the 14th', () => {
    const text = askAgent(
      'main-agent',
      'Nel turismo Federalberghi su quante mensilità si viene pagati e quando arriva la quattordicesima?',
    ).text;
    expect(text).toMatch(/\*\*14 mensilità\*\*/);
    expect(text).toMatch(/luglio/);
  });
});
