import { describe, expect, it } from 'vitest';
import { askAgent, openingLine } from '../testing/agents.js';
import { weeklyRange } from './weekly-range.js';

describe('weekly hours stated as a range', () => {
  it('reads the range, not the top figure alone', () => {
    expect(
      weeklyRange("l'orario è di norma tra 37 ore e 45 minuti e 40 ore medie settimanali, realizzato"),
    ).toBe('tra 37 ore e 45 minuti e 40 ore medie settimanali');
    expect(weeklyRange('40 ore settimanali su 5 giorni')).toBeUndefined();
  });

  it('a comparison of weekly hours shows the Chimico range and ranks nothing', () => {
    const text = askAgent(
      'confronta',
      'orario settimanale ordinario: ccnl chimico farmaceutico contro tessile abbigliamento, me li confronti?',
    ).text;
    expect(openingLine(text)).toMatch(
      /tra 37 ore e 45 minuti e 40 ore medie settimanali\*\* nel CCNL Chimico/,
    );
    expect(openingLine(text)).not.toMatch(/Uguale nei CCNL/);
  });
});

describe('the yearly hours of continuous-cycle shift workers in the Chimico', () => {
  it('answers the 232,5 working days', () => {
    const text = askAgent(
      'main-agent',
      'chimici industria: per chi lavora a ciclo continuo su tre turni sette giorni quante giornate lavorative annue prevede il contratto?',
    ).text;
    expect(text).toMatch(/232,5 giornate/);
  });
});
