import { describe, expect, it } from 'vitest';
import { askAgent, testKb as kb, TEST_TODAY } from '../testing/agents.js';
import { readQuestion } from './read.js';

const read = (message: string, history: string[] = []) =>
  readQuestion({ kb, message, history, categories: [], today: TEST_TODAY });

describe('domestic work told in simple words: the story does not decide the section', () => {
  it('how many days before leaving it must be said is the notice, a relative ill in the story or not', () => {
    const r = read(
      'Faccio la colf da 7 anni, 28 ore a settimana. Mio papà in Romania sta male e devo tornare da lui. Quanti giorni prima devo dire alla signora che me ne vado?',
    );
    expect(r.intent).toBe('notice');
    expect(r.slots.agreements).toEqual([7]);
  });

  it('"lavora da loro da tre anni" is the service, not the time in a role', () => {
    const r = read(
      'E per la colf di mio fratello, che lavora da loro da quattro anni: quanti giorni di malattia?',
      ['La badante della nonna, da un anno con noi, ha la febbre. Quanti giorni le pago?'],
    );
    expect(r.slots.seniorityYears).toBe(4);
  });

  it('a carer telling the person by his needs, no home named, is domestic work and her level is CS', () => {
    const text = askAgent(
      'main-agent',
      'assisto una signora che non si alza dal letto, la cambio e la imbocco, non sono oss. che livello mi spetta?',
    ).text;
    expect(text).toMatch(/livello CS\*\* del CCNL Lavoro domestico/);
  });

  it('a non-live-in worker with no level: the probation of the levels A–CS, not the live-in 30 days', () => {
    const text = askAgent(
      'main-agent',
      'faccio le pulizie da una famiglia, 2 pomeriggi a settimana, non vivo con loro. mi dicono 30 giorni di prova, è giusto?',
    ).text;
    expect(text).not.toMatch(/^Sì:/);
    expect(text).toMatch(/\*\*8 giorni di lavoro effettivo\*\*/);
  });
});
