import { describe, expect, it } from 'vitest';
import { askAgent, openingLine } from '../testing/agents.js';
import { currentTermOnly } from './superseded-term.js';

// Wordings written for this file, none of them in the eval: each class the h640–h643 blind misses stood for.

describe('a probation asked only for its length: the term in force, not the one a renewal replaced', () => {
  it.each([
    'mi prendono in un salumificio industriale, alimentari industria livello 5: la prova fino a quando può durare?',
    'Alimentari industria, 6° livello: durata massima del periodo di prova?',
  ])('%s', (message) => {
    const text = askAgent('main-agent', message).text;
    expect(openingLine(text)).toMatch(/1 mese e mezzo|18 giorni lavorativi/);
    expect(text).not.toMatch(/prima del (?:rinnovo|1\.3\.2024)/);
  });

  it('asked what the renewal changed, the old term is still given', () => {
    const text = askAgent(
      'main-agent',
      'Industria alimentare, 4° livello: quanto dura la prova adesso e quanto durava prima del rinnovo 2024?',
    ).text;
    expect(text).toMatch(/1 mese e mezzo/);
    expect(text).toMatch(/\b1 mese\b(?! e mezzo)/);
  });

  it('keeps the old term for a doubted figure and drops it otherwise', () => {
    const term = '1 mese e mezzo di calendario (1 mese prima del rinnovo 1.3.2024)';
    expect(currentTermOnly(term, 'quanto dura la prova al 4 livello')).toBe('1 mese e mezzo di calendario');
    expect(currentTermOnly(term, 'il capo dice un mese, e vero?')).toBe(term);
    expect(currentTermOnly('18 giorni lavorativi (12 prima del 1.3.2024)', 'prova 6 livello')).toBe(
      '18 giorni lavorativi',
    );
  });
});

describe('the same RAL in two agreements: each ordinary month is the RAL over its payments', () => {
  it.each([
    [
      'Due proposte da 28.000 euro di RAL, una col CCNL Commercio e una col CCNL Metalmeccanici industria: quanto prendo lordo al mese nelle due?',
      ['2.000,00', '2.153,85'], // 28.000 / 14, 28.000 / 13
    ],
    [
      'RAL 30.000 € sia nel terziario confcommercio sia nel metalmeccanico industria: quanto viene la busta mensile lorda in ciascuno?',
      ['2.142,86', '2.307,69'], // 30.000 / 14, 30.000 / 13
    ],
  ])('%s', (message, months) => {
    const text = askAgent('confronta', message).text;
    for (const month of months) expect(openingLine(text)).toContain(month);
  });
});

describe('a yearly gross on the minimums, two levels of two agreements: minimum × payments', () => {
  it('"lordo annuo" and "costa di più" ask the year, not the month', () => {
    const text = askAgent(
      'confronta',
      'a parità di mansione, costa di più un D2 metalmeccanici industria o un 4° livello commercio? lordo annuo sui minimi di dicembre 2026',
    ).text;
    // 1.979,37 × 13 = 25.731,81; 1.818,75 × 14 = 25.462,50 (KB tables in force on 1 December 2026).
    expect(openingLine(text)).toContain('25.731,81');
    expect(openingLine(text)).toContain('25.462,50');
  });
});

describe('an amount of the story is no RAL', () => {
  it('an investment in millions does not turn a minimums comparison into a RAL split', () => {
    const text = askAgent(
      'confronta',
      "l'azienda investe 2 milioni nel nuovo reparto: minimo mensile del 4° livello commercio e del C2 metalmeccanici industria?",
    ).text;
    expect(openingLine(text)).not.toMatch(/RAL/);
  });
});

describe('a part-timer’s pay asked with neither level nor hours: both are asked at once', () => {
  it.each([
    'Quanto prende al mese lordo una commessa part-time nel CCNL Commercio?',
    'stipendio di un cameriere a tempo parziale, contratto turismo federalberghi?',
  ])('%s', (message) => {
    const text = askAgent('calcolo', message).text;
    expect(openingLine(text)).toMatch(/livello di inquadramento e le ore settimanali/);
  });

  it('a full-time pay asked without a level still asks only the level', () => {
    const text = askAgent('calcolo', 'Retribuzione mensile lorda nel CCNL Turismo Federalberghi?').text;
    expect(openingLine(text)).toMatch(/mi serve il livello di inquadramento\./);
  });
});

describe('notice of a group the follow-up names: that group’s row, not the group asked before', () => {
  it('Logistica, clerks of the 2nd level after the workers', () => {
    const text = askAgent('main-agent', 'e un impiegato di 2° livello con 7 anni, se lo licenziano?', {
      history: [
        'Quanto preavviso hanno gli operai nel CCNL Logistica trasporto merci e spedizione?',
        'Per gli operai il preavviso è di 6 giorni lavorativi, sia per licenziamento sia per dimissioni (art. 36).',
      ],
    }).text;
    expect(openingLine(text)).toMatch(/\*\*2 mesi\*\*/);
    expect(openingLine(text)).not.toMatch(/6 giorni lavorativi|15 giorni di calendario/);
  });

  it('Logistica, a clerk resigning: half the dismissal term, with that term said', () => {
    const text = askAgent(
      'main-agent',
      'impiegata di 4° livello nel CCNL logistica trasporto merci, in azienda da 2 anni: se mi dimetto quanto preavviso devo dare?',
    ).text;
    expect(openingLine(text)).toMatch(/metà del termine di licenziamento di 1 mese/);
  });

  it('Tessile industria, a worker of the 4th level: the workers’ weeks, not the clerks’ months', () => {
    const text = askAgent(
      'main-agent',
      'sono operaio al 4° livello in una filatura, ccnl tessile abbigliamento industria: quanto preavviso devo dare se mi dimetto?',
    ).text;
    expect(openingLine(text)).toMatch(/2 settimane lavorative/);
    expect(openingLine(text)).not.toMatch(/\b1 mese\b/);
  });
});
