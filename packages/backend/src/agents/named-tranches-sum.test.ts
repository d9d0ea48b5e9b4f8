import { describe, expect, it } from 'vitest';
import { askAgent, openingLine } from '../testing/agents.js';
import { asksNamedSum, monthsNamed } from './named-tranches-sum.js';

const answer = (message: string, history: string[]) => askAgent('main-agent', message, { history }).text;

describe('the tranches an earlier turn named, summed', () => {
  it('reads the months a turn names, a month without its year taking the next one said', () => {
    expect(monthsNamed('con le tranche di giugno 2026 e di giugno 2027?')).toEqual([
      '2026-06-01',
      '2027-06-01',
    ]);
    expect(monthsNamed('le tranche di giugno e luglio 2026')).toEqual(['2026-06-01', '2026-07-01']);
  });

  it('asks the named tranches summed, not every tranche of the renewal', () => {
    expect(asksNamedSum('quindi quanto fanno in tutto le due tranche insieme?')).toBe(true);
    expect(asksNamedSum('e sommando queste tranche?')).toBe(true);
    expect(asksNamedSum('e sommandole quanto fa?')).toBe(true);
    expect(asksNamedSum('quanto fanno in tutto tutte le tranche?')).toBe(false);
    expect(asksNamedSum('e in tutto quanto porta il rinnovo, le due tranche comprese?')).toBe(false);
    expect(asksNamedSum('e le due tranche di giugno 2026 e giugno 2027 insieme?')).toBe(false);
  });

  it('gives the D2 metalmeccanico the sum of June 2026 and June 2027, not the whole 2025-2028 increase', () => {
    const text = answer('quindi quanto fanno in tutto le due tranche insieme?', [
      'Di quanto aumenta il minimo di un D2 metalmeccanico (industria) con le tranche di giugno 2026 e di giugno 2027?',
    ]);
    expect(openingLine(text)).toContain('**100,92 €**');
    expect(text).not.toContain('183,77');
  });

  it('sums another level and other words the same way', () => {
    const text = answer('e queste due tranche sommate quanto fanno al mese?', [
      'metalmeccanici industria, livello C3: quanto sono le tranche di giugno 2026 e di giugno 2027?',
    ]);
    // 53,17 + 59,58
    expect(openingLine(text)).toContain('**112,75 €**');
    expect(text).not.toContain('205,32');
  });
});

describe("a level's tranches all summed", () => {
  it("gives the D1's own total over every tranche, without the C3's figure beside it", () => {
    const text = answer("e quanto fa in tutto l'aumento del D1 dal 2025 al 2028, tutte le tranche?", [
      'metalmeccanici industria, livello D1: di quanto aumenta il minimo a giugno 2027?',
    ]);
    expect(openingLine(text)).toContain('**165,70 €**');
    expect(text).not.toContain('205,32');
  });

  it("gives the chimico D1's TEM over the three years with a typo, not the TEC", () => {
    const text = answer('e in tuto il triennio quanto aumenta il tem del d1 sommando tutte le tranche?', [
      "Nel chimico-farmaceutico, la tranche di aumento del TEM di luglio 2026 per la categoria D1 quant'è?",
    ]);
    expect(openingLine(text)).toContain('**257,00 €**');
    expect(text).not.toContain('294');
  });

  it("gives Commercio's April 2024 tranche at the 4th level from the renewal's sources", () => {
    const text = answer(
      'di quanto era la prima tranche del rinnovo del terziario confcommercio, quella di aprile 2024, al quarto livello?',
      [],
    );
    expect(openingLine(text)).toMatch(
      /^Nel CCNL Commercio la tranche del 1° aprile 2024 vale \*\*70,00 €\*\*/,
    );
  });
});

describe('a follow-up that changes only the level keeps the next tranche asked', () => {
  it("gives the 6th level's own next tranche, without the 4th level's amount", () => {
    const text = answer('E per gli scaffalisti che ho al sesto livello?', [
      'quando c e il prossimo aumento del contratto commercio confcommercio x il 4 livello e di quanto?',
    ]);
    expect(openingLine(text)).toMatch(
      /^Nel CCNL Commercio il prossimo aumento del minimo del 6° livello decorre dal 1° febbraio 2027: \*\*32,44 €\*\*/,
    );
    expect(text).not.toContain('40,00 €');
  });
});
