import { describe, expect, it } from 'vitest';
import { readQuestion } from '../reader/read.js';
import { askAgent, testKb } from '../testing/agents.js';

/** The first three non-empty lines: what the user sees first. */
const opening = (message: string, history?: string[]) =>
  askAgent('main-agent', message, history ? { history } : undefined)
    .text.split('\n')
    .filter((l) => l.trim())
    .slice(0, 3)
    .join('\n');
const read = (message: string) =>
  readQuestion({ kb: testKb, message, history: [], today: '2026-11-22', agent: 'main-agent' });

describe("parents' and carers' leave the agreements or the law add (session 53)", () => {
  it("gives the chemical agreement's days for a sick child, unpaid", () => {
    const text = opening(
      'lavoro in una fabbrica chimica, ccnl chimico-farmaceutico: mia figlia di 4 anni ha la febbre, quanti giorni di permesso posso prendere per restare a casa con lei?',
    );
    expect(text).toContain('12 giorni');
    expect(text).toMatch(/non retribuit/);
  });
  it("gives the chemical agreement's days for the father beyond the law's 10", () => {
    const text = opening(
      'CCNL chimico farmaceutico: al papà spettano più giorni di paternità di quelli di legge?',
    );
    expect(text).toMatch(/\*\*2 giorni\*\*|12 giorni/);
  });
  it("opens on the textile agreement's hourly parental leave and its notice", () => {
    const question =
      'tessile abbigliamento moda: il congedo parentale orario in che blocchi si prende e quanti giorni prima bisogna avvisare?';
    const text = opening(question);
    expect(text.split('\n')[0]).toContain('**4 ore**');
    expect(text).toContain('2 giorni');
  });
  it("reads a leave request's notice as the leave, a resignation's as the notice", () => {
    expect(
      read(
        'CCNL Tessile abbigliamento: per il congedo parentale a ore con quanto preavviso va fatta la domanda?',
      ).intent,
    ).toBe('leave');
    expect(
      read(
        'CCNL Tessile abbigliamento: finito il congedo parentale voglio dare le dimissioni, quanto preavviso devo dare?',
      ).intent,
    ).toBe('notice');
  });
  it('says the 104 permits cut neither the 13th month nor the holidays', () => {
    const text = opening(
      'assisto mio padre con la 104, il mio capo dice che coi permessi mi scala la tredicesima: può farlo?',
    );
    expect(text.split('\n')[0]).toMatch(/^\*\*No\*\*/);
    expect(text).toContain('non riducono le ferie né la tredicesima');
  });
  it('asks the agreement when a maternity top-up is asked with none named', () => {
    const text = opening(
      "in maternità il datore mi paga la differenza fino al 100% o resto all'80 dell'INPS?",
    );
    expect(text.split('\n')[0]).toContain('dipende dal contratto collettivo (CCNL) applicato');
    expect(text).toContain('80%');
  });
  it("answers the cleaning agreement's consolidation of a part-timer's extra hours", () => {
    const question =
      'multiservizi, ho un part-time da 20 ore ma da mesi ne lavoro 28: possono rendermele fisse sul contratto e in che misura?';
    expect(read(question).intent).toBe('part_time');
    const text = opening(question);
    expect(text).toContain('15%');
    expect(text).toContain('20 giorni');
  });
});
