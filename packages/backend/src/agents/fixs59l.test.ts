import { describe, expect, it } from 'vitest';
import { askAgent, openingLine, withUpload } from '../testing/agents.js';

const ask = (agent: string, message: string, history?: string[], today?: string) =>
  askAgent(agent, message, { ...(history ? { history } : {}), ...(today ? { today } : {}) }).text;

describe('farm workers: areas, the seasonal allowance and fixed-term categories', () => {
  it('a follow-up naming another area gets that area’s minimum, not the earlier one', () => {
    const text = ask('calcolo', 'ok, e invece per la terza area?', [
      'contratto operai agricoli: minimo mensile nazionale di un operaio di area 1?',
    ]);
    expect(openingLine(text)).toMatch(/991,85 €/);
    expect(openingLine(text)).not.toMatch(/1\.458,61/);
  });

  it('a nursery worker taken on seasonally: the hourly floor plus the allowance', () => {
    const text = ask(
      'calcolo',
      'se invece lo assumo a tempo determinato, terzo elemento compreso a quanto arriva l’ora?',
      ['lavoro in una serra di piante ornamentali, florovivaista area 2: paga oraria minima nazionale?'],
    );
    // 8,09 × 1,3044 = 10,55
    expect(openingLine(text)).toMatch(/10,55 € l'ora/);
    expect(text).toMatch(/contratto provinciale/);
  });

  it('a vineyard’s seasonal hour with the allowance stays the provincial wage, not the nursery floor', () => {
    const text = ask(
      'calcolo',
      'vigneto, assumo vendemmiatori OTD col ccnl operai agricoli e florovivaisti: operaio comune, paga oraria col terzo elemento quanto fa esattamente?',
    );
    expect(openingLine(text)).not.toMatch(/florovivaisti dell'Area/);
    expect(text).toMatch(/contratt[oi] provincial/);
  });

  it('a seasonal picker asking what the allowance on the payslip is hears the farm agreement’s meaning', () => {
    const text = ask(
      'main-agent',
      'faccio la stagione nei frutteti come operaio a termine, contratto agricolo. in busta vedo "terzo elemento": che cos’è e quanto pesa sulla paga?',
    );
    expect(openingLine(text)).toMatch(/30,44%/);
    expect(openingLine(text)).not.toMatch(/Commercio/);
  });

  it('fruit pickers with no experience, the agreement not named, are common workers (Area 3)', () => {
    const text = ask(
      'inquadra',
      'cerco due persone per raccogliere le albicocche, mai fatto questo lavoro, solo raccolta a mano: come le inquadro?',
    );
    expect(openingLine(text)).toMatch(/Area 3/);
  });

  it('the yearly days guaranteed to a worker hired for several phases, and the long fixed-term category', () => {
    const first =
      'operai agricoli: se prendo un operaio a termine per varie fasi lavorative, quante giornate l’anno gli garantisco?';
    expect(openingLine(ask('main-agent', first))).toMatch(/100 giornate/);
    const next = ask(
      'main-agent',
      'e con un solo rapporto continuativo, da quante giornate di effettivo lavoro cambia categoria?',
      [first],
    );
    expect(openingLine(next)).toMatch(/180 giornate/);
  });

  it('a timesheet’s total of days is the figure printed, checked on its rows', () => {
    const sheet =
      'PROSPETTO GIORNATE OTD - MAGGIO 2026\nOperaio: ROSSI LUCA\nSettimana 1: giornate 5, ore 32,5\nSettimana 2: giornate 6, ore 39\nSettimana 3: giornate 4, ore 26\nTOTALE GIORNATE LAVORATE: 15\n';
    const text = askAgent(
      'main-agent',
      'quante giornate risultano in tutto nel foglio presenze di maggio?',
      withUpload('maggio.txt', sheet),
    ).text;
    expect(openingLine(text)).toMatch(/\*\*15 giornate\*\*/);
    expect(openingLine(text)).toMatch(/5 \+ 6 \+ 4 = 15/);
  });
});

describe('Studi professionali: the next tranche and the bilateral bodies', () => {
  it('"cambia qualcosa il mese prossimo? a quanto sale?" in calcolo opens with the next table', () => {
    const text = ask(
      'calcolo',
      'e il mese prossimo cambia? a quanto sale?',
      ['studio legale, segretaria al 4° livello del ccnl studi professionali: minimo tabellare di adesso?'],
      '2026-11-15',
    );
    expect(openingLine(text)).toMatch(/^\*\*Sì\*\*: dal 1° dicembre 2026 .*\*\*1\.614,12 €\*\*/);
  });

  it('the monthly Cadiprof and E.BI.PRO. contributions, then what is due when they are not paid', () => {
    const first =
      'uno studio di architetti quanto versa ogni mese a Cadiprof ed Ebipro per un dipendente, e quanto resta a carico del lavoratore?';
    const text = ask('main-agent', first);
    expect(openingLine(text)).toMatch(/20,00 € a Cadiprof/);
    expect(openingLine(text)).toMatch(/2,00 €/);
    const next = ask(
      'main-agent',
      'e se lo studio non paga questi contributi, il dipendente cosa ci guadagna?',
      [first],
    );
    expect(openingLine(next)).toMatch(/43,00 €/);
    expect(openingLine(next)).toMatch(/14 mensilità/);
  });
});
