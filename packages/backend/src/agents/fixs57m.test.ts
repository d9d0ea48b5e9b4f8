import { describe, expect, it } from 'vitest';
import { askAgent, openingLine } from '../testing/agents.js';

// Session 57 (fixs57m): blind misses h409/h411 on consultants' shorthand and warehouse schedules: an agreement
// clipped to "metal", a resignation clipped to "dimiss.", a bare "2° anno" of service, Saturday beside Sunday.

describe("a consultant's clipped agreement and subject", () => {
  it('"metal" with a level and the years names the Metalmeccanici and gives the notice', () => {
    const text = askAgent('main-agent', 'dimiss. operaio C3 metal, anzianità 4 anni: preavviso?').text;
    expect(text).not.toContain('Non riesco a identificare');
    expect(openingLine(text)).toMatch(/Metalmeccanici/);
  });
  it('a follow-up after a clipped "metal" keeps the agreement', () => {
    const text = askAgent('main-agent', 'e con 11 anni invece?', {
      history: ['preavv. licenz. D1 metal. 3 anni'],
    }).text;
    expect(text).not.toContain('Non riesco a identificare');
  });
});

describe('ROL asked for a bare year of service of a graded scale', () => {
  it('opens with the ex festività due, the ROL not yet matured', () => {
    const line = openingLine(askAgent('main-agent', 'rol commercio per un neoassunta al 2° anno').text);
    expect(line).toContain("**32 ore l'anno** di ex festività");
    expect(line).toContain('**0 ore** di ROL');
  });
});

describe('ordinary hours on Saturday and on Sunday in a six-day schedule', () => {
  it('gives both rates, Saturday first', () => {
    const line = openingLine(
      askAgent(
        'main-agent',
        'magazziniere logistica non viaggiante, orario su sei giorni fino al sabato e a volte la domenica: le ore normali del sabato e della domenica hanno una maggiorazione?',
      ).text,
    );
    expect(line).toContain('**20%**');
    expect(line).toContain('**35%**');
    expect(line.indexOf('20%')).toBeLessThan(line.indexOf('35%'));
  });
});
