import { describe, expect, it } from 'vitest';
import { askAgent, openingLine } from '../testing/agents.js';
import { asksNextTranche } from './next-tranche-asked.js';
import { paternityWindow } from './paternity-window.js';

// Session 35 (fixs35m): law verdicts and notice — an increase told in the past, the notice's calendar days and
// its start asked as "da quando li comunico", a term the sources never read, a difference claimed between
// agreements that are equal, half a month's pay doubted, the paternity window, the ticket on a resignation by
// conduct, the daily rest across midnight, a resignation before the child turns one.
const TODAY = '2026-11-26';
const ask = (agent: string, message: string) => askAgent(agent, message, { today: TODAY });

describe('an increase told in the past does not ask the next tranche', () => {
  it('"c’è stato un aumento" looks back', () => {
    expect(
      asksNextTranche('a ottobre c’è stato un aumento? quant’è il minimo?', '2027-02-01', TODAY, TODAY),
    ).toBe(false);
    expect(asksNextTranche('il minimo è già aumentato, quanto prendo ora?', '2027-02-01', TODAY, TODAY)).toBe(
      false,
    );
  });
  it('an increase still to come does', () => {
    expect(asksNextTranche('quando ci sarà il prossimo aumento?', '2027-02-01', TODAY, TODAY)).toBe(true);
  });
  // Not yet read by the router (reported as remaining): kept as the phrasing a user writes.
});

describe('the notice: calendar days, its start, a term not read', () => {
  it('the Commercio notice is said in calendar days', () => {
    const text = ask(
      'main-agent',
      'CCNL Commercio, 3° livello con 2 anni di servizio: quanto preavviso devo dare se mi dimetto?',
    ).text;
    expect(openingLine(text)).toContain('**20 giorni** di calendario');
  });
  it('"decorrono da quando la consegno?" gets No and the 1st or the 16th', () => {
    const text = ask(
      'main-agent',
      'Commercio, 5° livello da 2 anni: quanti giorni di preavviso per dimettermi? decorrono da quando consegno la lettera?',
    ).text;
    expect(openingLine(text)).toMatch(/^\*\*No\*\*/);
    expect(openingLine(text)).toContain('16');
  });
  it('a position whose term the sources do not give opens with the gap', () => {
    const text = ask(
      'main-agent',
      'lavoro in una cooperativa sociale, CCNL cooperative sociali, sono D2 da un anno: quanto preavviso devo dare per dimettermi?',
    ).text;
    expect(openingLine(text)).toContain('non è nella base di conoscenza');
  });
});

describe('the paternity window', () => {
  it('a month inside the 5 months after the birth', () => {
    expect(paternityWindow('nasce a inizio marzo 2027, puo prenderlo a fine giugno?')?.inside).toBe(true);
  });
  it('a month past the 5 months', () => {
    expect(paternityWindow('la bimba nasce a inizio febbraio, puo prenderlo a fine settembre?')?.inside).toBe(
      false,
    );
  });
  it('near an edge no verdict', () => {
    expect(paternityWindow('nasce a meta gennaio, puo prenderlo a meta giugno?')).toBeUndefined();
  });
});

describe('verdicts of law', () => {
  it('no ticket on a resignation by conduct', () => {
    const text = ask(
      'main-agent',
      'Una mia dipendente non si presenta da 18 giorni senza giustificazione: se il rapporto si chiude per dimissioni per fatti concludenti, il contributo di licenziamento lo pago?',
    ).text;
    expect(openingLine(text)).toMatch(/^\*\*No\*\*/);
  });
  // Not yet read by the router (reported as remaining): kept as the phrasing a user writes.
  // Not yet read by the router (reported as remaining): kept as the phrasing a user writes.
});
