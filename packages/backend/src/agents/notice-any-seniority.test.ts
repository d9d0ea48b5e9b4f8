import { describe, expect, it } from 'vitest';
import { askAgent, openingLine } from '../testing/agents.js';

// Session 37: a notice whose one band covers any length of service is the term asked, with no years told.
describe('a notice band for any length of service', () => {
  it("a Logistica driver's resignation opens with the travelling staff's 15 days, nothing of the operai", () => {
    const text = askAgent(
      'main-agent',
      'guido il camion per una ditta col ccnl logistica, voglio andarmene: quanto preavviso devo dare?',
    ).text;
    expect(openingLine(text)).toContain('**15 giorni di calendario**');
    expect(text).not.toContain('6 giorni lavorativi');
  });

  it("a Logistica warehouse worker's dismissal opens with the operai's 6 working days", () => {
    const text = askAgent(
      'main-agent',
      'CCNL logistica, operaio di magazzino: quanto preavviso se lo licenzio?',
    ).text;
    expect(openingLine(text)).toContain('**6 giorni lavorativi**');
    expect(openingLine(text)).not.toContain('**qualsiasi');
  });
});

describe('the Logistica notice asked for a group, no side', () => {
  it('"quanti giorni di preavviso hanno gli operai" keeps the travelling staff\'s 15 days beside the 6', () => {
    const text = askAgent(
      'main-agent',
      'Quanti giorni di preavviso hanno gli operai nel CCNL logistica?',
    ).text;
    expect(text).toContain('6 giorni lavorativi');
    expect(text).toContain('15 giorni di calendario');
  });

  it('"personale non viaggiante" is no driver: the operai\'s 6 days', () => {
    const text = askAgent(
      'main-agent',
      'CCNL Logistica: preavviso di dimissioni per un operaio di magazzino (personale non viaggiante)?',
    ).text;
    expect(openingLine(text)).toContain('6 giorni');
    expect(openingLine(text)).not.toContain('15 giorni');
  });
});
