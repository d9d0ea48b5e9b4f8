import { describe, expect, it } from 'vitest';
import { askAgent, openingLines } from '../testing/agents.js';

describe('sickness rules in employees’ words: a relapse, sickness during the probation', () => {
  it('back at work a week, then sick again with the same illness: the same event, no new waiting days', () => {
    const { text } = askAgent(
      'main-agent',
      'avevo la polmonite, sono rientrato in ufficio e dopo 8 giorni il dottore mi ha rimesso in malattia per la stessa cosa. pago di nuovo la carenza?',
    );
    expect(openingLines(text)).toContain('continuazione dello stesso evento');
    expect(text).toContain('30 giorni');
  });

  it('sick again two months after going back: a new event', () => {
    const { text } = askAgent(
      'main-agent',
      'mi sono riammalato dopo 2 mesi dal rientro al lavoro, stessa malattia: vale come la volta prima?',
    );
    expect(openingLines(text)).toContain('nuovo evento');
  });

  it('a shop assistant in probation off sick: the probation stops and its end moves forward', () => {
    const { text } = askAgent(
      'main-agent',
      'ccnl terziario, sono ancora in prova e ho la febbre da 4 giorni: i giorni di malattia contano nella prova?',
    );
    expect(openingLines(text)).toMatch(/sospesa|si ferma/i);
    expect(text).toContain('lavoro effettivo');
  });
});
