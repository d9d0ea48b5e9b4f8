import { describe, expect, it } from 'vitest';
import { askAgent, openingLine } from '../testing/agents.js';
import { bandOf, clauseForSeniority } from './bands.js';

const lead = (message: string) => openingLine(askAgent('main-agent', message).text);

describe('seniority bands read from a statement', () => {
  it('reads each way a band is written', () => {
    expect(bandOf('fino a 10 anni di anzianità')).toEqual({ upTo: 10 });
    expect(bandOf('5 settimane oltre i 10 anni')).toEqual({ above: 10 });
    expect(bandOf('10 da 6 mesi a 2 anni')).toEqual({ above: 0.5, upTo: 2 });
    expect(bandOf('un giorno in più oltre 10 e fino a 18 anni compiuti')).toEqual({ above: 10, upTo: 18 });
    expect(bandOf('un giorno in più con 10 anni di anzianità')).toEqual({ from: 10 });
    expect(bandOf('4 settimane (20 giorni) nei primi 18 anni')).toEqual({ upTo: 18 });
    // A quantity is not a band.
    expect(bandOf('fino a 8 giorni retribuiti')).toBeUndefined();
  });

  it('picks the clause of the years asked, with its unit and the total when it is an addition', () => {
    const chemical =
      "4 settimane di ferie l'anno fino a 10 anni di anzianità di servizio, 5 settimane oltre i 10 anni";
    expect(clauseForSeniority(chemical, 12)).toBe('5 settimane oltre i 10 anni');
    expect(clauseForSeniority(chemical, 10)).toMatch(/^4 settimane/);
    const domestic =
      'Per anno spettano fino a 8 giorni retribuiti con anzianità fino a 6 mesi (superata la prova), 10 da 6 mesi a 2 anni, 15 oltre i 2 anni; i primi 3 giorni al 50%.';
    expect(clauseForSeniority(domestic, 5)).toBe('15 giorni oltre i 2 anni');
    expect(clauseForSeniority(domestic, 1)).toBe('10 giorni da 6 mesi a 2 anni');
    expect(clauseForSeniority(domestic, 0.25)).toMatch(/^fino a 8 giorni/);
    const added =
      "4 settimane l'anno; un giorno in più con 10 anni e una settimana complessiva in più con 18 anni";
    expect(clauseForSeniority(added, 20)).toMatch(/^5 settimane/);
    expect(clauseForSeniority(added, 12)).toMatch(/^4 settimane e 1 giorno/);
    expect(clauseForSeniority("26 giorni lavorativi indipendentemente dall'anzianità", 12)).toBeUndefined();
  });
});

describe('banded figures answered for the case asked', () => {
  it.each([
    [
      'Quanti giorni di malattia pagati ha una colf con 5 anni di servizio?',
      /\*\*con 5 anni di anzianità spettano 15 giorni/,
    ],
    [
      'badante assunta da 1 anno: quanti giorni di malattia le paghiamo?',
      /\*\*con 1 anno di anzianità spettano 10 giorni/,
    ],
    [
      'colf con 3 mesi di anzianità, malattia retribuita?',
      /\*\*con 3 mesi di anzianità spettano fino a 8 giorni/,
    ],
  ])('domestic sick days: %s', (message, expected) => {
    expect(lead(message)).toMatch(expected);
  });

  it.each([
    [
      'Quante ferie ha un dipendente chimico con 12 anni di anzianità?',
      /\*\*con 12 anni di anzianità spettano 5 settimane/,
    ],
    ['ferie metalmeccanico con 20 anni di anzianità', /\*\*con 20 anni di anzianità spettano 5 settimane/],
    ['ccnl metalmeccanici pmi confapi: ferie con 15 anni di anzianità?', /spettano 4 settimane e 1 giorno/],
    [
      'ccnl metalmeccanici industria: lavoro nello stesso stabilimento da 20 anni, quante ferie ho in totale?',
      /\*\*con 20 anni di anzianità spettano 5 settimane/,
    ],
  ])('holidays as the total: %s', (message, expected) => {
    expect(lead(message)).toMatch(expected);
  });

  it('states the notice of the most specific band that holds the years', () => {
    expect(lead('preavviso licenziamento studi professionali 3 livello 12 anni di anzianità')).toMatch(
      /\(oltre 10 anni\) è di \*\*50 giorni\*\*/,
    );
    expect(lead('preavviso dimissioni commercio 4 livello con 7 anni di anzianità')).toMatch(
      /è di \*\*20 giorni\*\*/,
    );
  });
});

describe('a rule without a published amount', () => {
  it.each([
    'quanto vale uno scatto di anzianità nel ccnl turismo?',
    'turismo federalberghi: importo degli scatti?',
    'a quanto ammonta lo scatto nel ccnl alimentari industria?',
  ])('says the amount is a gap and states the rule: %s', (message) => {
    const first = lead(message);
    expect(first).toMatch(/\*\*l'importo degli scatti di anzianità non è nella base di conoscenza\*\*/);
    expect(first).toMatch(/La regola: .*scatti (?:triennali|biennali)/);
    expect(first).not.toMatch(/\d+,\d{2}|€/);
  });

  it('still gives the amount where the knowledge base has it, and the plain rule when no amount is asked', () => {
    expect(lead('quanto vale uno scatto nel ccnl commercio per il 4 livello?')).toContain('20,66 €');
    expect(lead('scatti di anzianità nel ccnl turismo')).toMatch(/\*\*6 scatti triennali\*\*/);
  });
});
