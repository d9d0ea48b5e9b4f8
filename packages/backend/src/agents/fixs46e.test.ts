import { describe, expect, it } from 'vitest';
import { askAgent, openingLine } from '../testing/agents.js';

// Session 46 (fixs46e): payroll and tax rules asked in everyday words.
const ask = (message: string, history: string[] = [], agent = 'main-agent') =>
  askAgent(agent, message, { history }).text;

describe('a municipal exemption threshold taken for an allowance', () => {
  it('an income told beside a bonus is the income, and "quanto pago?" is the surcharge, not a cost', () => {
    const text = ask(
      "Vivo a Bologna e con gli straordinari e un premio arrivo a circa 15.800 € di imponibile. Mi dicono che l'addizionale comunale si paga solo sulla parte oltre i 15.000. È così? Quanto mi costa?",
    );
    expect(openingLine(text)).toMatch(/^\*\*No\*\*/);
    expect(openingLine(text)).toContain('126,40 €');
    expect(text).not.toMatch(/costo annuo per l'azienda/);
  });
});

describe('the surcharges missing from a month’s payslip', () => {
  it('"a dicembre sono sparite, poi ripartono?" is when they are withheld, not the IRPEF brackets', () => {
    const text = ask('nel cedolino di dicembre le addizionali sono sparite, poi ripartono? come mai?');
    expect(openingLine(text)).toContain('11 rate');
    expect(openingLine(text)).toContain('30%');
    expect(text).not.toMatch(/Scaglioni IRPEF/);
  });
});

describe('a city surcharge rate asked for a worker on a long trip', () => {
  it('the trip only describes the worker: the rate the KB lacks is the gap, not the travel allowance', () => {
    const text = ask(
      "Una nostra dipendente è in trasferta da mesi ma risiede a Catania: che aliquota dell'addizionale comunale applichiamo per il 2026?",
    );
    expect(openingLine(text)).toMatch(/Addizionale comunale[^:]*: dato non disponibile/);
    expect(text).not.toMatch(/46,48/);
  });
});

describe('the employer’s total contribution rate asked', () => {
  it('read as a payroll rule, it is the rates the KB lacks, not the worker’s contributions', () => {
    const text = ask(
      "per un'impresa del terziario con 80 dipendenti qual è l'aliquota contributiva INPS complessiva a carico del datore per gli impiegati?",
      [],
      'calcolo',
    );
    expect(openingLine(text)).toMatch(/non sono complete nella base di conoscenza/);
    expect(text).not.toMatch(/a carico del lavoratore sono/);
  });
  it('with a level at hand but only the rate asked, it is the gap, not a cost', () => {
    const text = ask(
      "buongiorno, per un impiegato 3 livello commercio in un'azienda di 120 dipendenti mi serve la percentuale di contributi a carico dell'azienda complessiva, quale aliquota uso?",
      [],
      'calcolo',
    );
    expect(openingLine(text)).toMatch(/non sono complete nella base di conoscenza/);
    expect(text).not.toMatch(/costo annuo per l'azienda/);
  });
});

describe('the 15% tax on night and holiday surcharges over the cap', () => {
  it('"di maggiorazioni … arrivo a 2.100 euro" opens with the tax on the first 1.500 €', () => {
    const text = ask(
      "sono infermiere in clinica privata, l'anno scorso 31mila lordi. di maggiorazioni notturne quest'anno arrivo a 2.100 euro, quanto pago con la flat tax?",
      [],
      'calcolo',
    );
    expect(openingLine(text)).toContain('225,00 €');
    expect(openingLine(text)).toContain('1.500,00 €');
  });
});

describe('a city surcharge asked in money after a net', () => {
  it('"quanto le tratterranno di addizionale comunale" is the surcharge, not a minimum check', () => {
    const text = ask(
      'E di addizionale comunale, visto che vive a Milano, quanto le tratterranno nel 2026?',
      [
        'Impiegata al 3° livello CCNL Studi professionali, lordo mensile 1.706,37 € per 14 mensilità: netto annuo 2026 senza addizionali?',
      ],
      'calcolo',
    );
    expect(openingLine(text)).toMatch(/addizionale comunale IRPEF \(Milano\)/);
    expect(text).not.toMatch(/coincide/);
  });
});
