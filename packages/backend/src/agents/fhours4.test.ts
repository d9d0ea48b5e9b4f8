import { describe, expect, it } from 'vitest';
import { askAgent, openingLine } from '../testing/agents.js';

// Session fhours4: the monthly payments asked as a consultant would ask them.
const answer = (agent: string, message: string, history?: string[]) =>
  askAgent(agent, message, history ? { history } : undefined).text;

describe('the fourteenth with the increments asked yes or no (verdicts.ts, extra-month-increments.ts)', () => {
  it('opens with No where the agreement leaves the increments out (not the generic Sì)', () => {
    const text = answer(
      'calcolo',
      'Commis di cucina al 4° livello CCNL FIPE, full time, in forza dal 2018 con 2 scatti. La quattordicesima pagata a luglio 2026 doveva includere anche gli scatti? Quale importo lordo gli spettava?',
    );
    expect(openingLine(text)).toMatch(/^\*\*No\*\*: nel CCNL Pubblici esercizi FIPE .*scatti/);
    expect(text).not.toMatch(/\*\*Sì\*\*/);
  });
});

describe("an extra worker's missing extra months after a turn on the extra's pay (extra-work-gap.ts)", () => {
  it('says they are inside the all-in hourly rate', () => {
    const text = answer('main-agent', 'come mai non trovo in busta la tredicesima e il TFR?', [
      "Lavoro come extra nei weekend in un hotel, CCNL Turismo Federalberghi, 4° livello: quanto mi spetta all'ora?",
    ]);
    expect(openingLine(text)).toMatch(/^Sono già compresi/);
    expect(text).toMatch(/\*\*omnicomprensivo\*\*/);
  });
});

describe('the fourteenth of a given July (fourteenth.ts through the reader)', () => {
  it('is the pay in force at the 30 June before that July', () => {
    const text = answer(
      'calcolo',
      'CCNL Turismo Federalberghi, receptionist al 4° livello, lavora da noi full time da quattro anni. A luglio 2026 le abbiamo pagato la quattordicesima: quanto doveva essere?',
    );
    expect(text).toMatch(/\*\*1\.695,69 €\*\*/);
    expect(text).toMatch(/luglio 2025 – giugno 2026/);
  });
});

describe('the year’s gross counting the extra months', () => {
  it('multiplies the Terziario minimum by 14', () => {
    const text = answer(
      'calcolo',
      'Commessa al 4° livello del Terziario Confcommercio, tempo pieno: quanto fa il lordo annuo considerando anche tredicesima e quattordicesima?',
    );
    expect(openingLine(text)).toMatch(/su 14 mensilità/);
  });
});

describe('leaving asked right after a turn on the probation (law-asks.ts)', () => {
  it('answers that no notice is due during the probation', () => {
    const text = answer('main-agent', 'e se tra un mese lei decide di andarsene, deve darci il preavviso?', [
      'Ho assunto una cassiera al 4° livello del CCNL Commercio a tempo indeterminato: quanto dura il periodo di prova?',
    ]);
    expect(openingLine(text)).toMatch(/^No/);
    expect(text).toMatch(/senza preavviso/);
  });
});
