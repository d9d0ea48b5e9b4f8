import { describe, expect, it } from 'vitest';
import { readQuestion } from '../reader/read.js';
import { askAgent, testKb } from '../testing/agents.js';

// Payroll rules on figures the user gives, in payslip words and in follow-ups. Phrasings written for these tests.
const TODAY = '2026-11-30';
const ask = (message: string, history: string[] = [], agent: 'calcolo' | 'main-agent' = 'calcolo') =>
  askAgent(agent, message, {
    request: readQuestion({ kb: testKb, message, history, today: TODAY, agent }),
    history,
    today: TODAY,
  }).text;
const body = (text: string) => text.split('\nFonti:')[0] ?? text;
const opening = (text: string) => text.split('\n')[0] ?? '';

describe("the worker's INPS on a month's gross the user gives", () => {
  it('a follow-up with a new gross (overtime named only as the reason) gets its INPS, not an agreement asked', () => {
    const text = ask(
      'e a dicembre con le ore in più il lordo sale a 2.310,40, di contributi quanto mi tolgono?',
      ["Busta di ottobre: lordo 1.900 euro, quanto dev'essere l'INPS che mi trattengono?"],
    );
    expect(opening(text)).toMatch(/212,33 €/);
    expect(text).not.toMatch(/identificare con certezza il CCNL/);
  });

  it('a monthly pay above the band carries the 1% on the part above 4.685 €', () => {
    const text = ask(
      "Controllo la busta di un dirigente: retribuzione imponibile INPS di ottobre 6.100 €. Quanto deve ammontare la quota IVS del dipendente con l'1% in più?",
    );
    expect(opening(text)).toMatch(/574,74 €/);
    expect(body(text)).toMatch(/14,15 €/);
    expect(body(text)).toMatch(/4\.685,00 €/);
  });
});

describe('what stays a check or an overtime question', () => {
  it('an INPS figure given is still checked against the gross', () => {
    const text = ask('lordo del mese 2.000 euro, in busta INPS 183,80: la trattenuta è giusta?');
    expect(opening(text)).toMatch(/torna/);
  });

  it("an overtime hour's value asked with a gross is not read as the INPS on it", () => {
    const text = ask('commercio 4° livello, lordo 1.900: quanto mi pagano un’ora di straordinario?');
    expect(opening(text)).not.toMatch(/trattenuta INPS/);
  });
});

describe('a tax measure seen in the payslip, at a yearly income', () => {
  it('the trattamento integrativo at about 13.500 € a year: due in full, 1.200 € a year', () => {
    const text = ask(
      "guadagno circa 13.500 euro l'anno, nel cedolino vedo il trattamento integrativo da 100 al mese: è corretto o a conguaglio me lo riprendono?",
    );
    expect(opening(text)).toMatch(/Sì.*1\.200,00 €/);
    expect(text).not.toMatch(/almeno una cifra della busta paga/);
  });

  it("the cuneo's tax-free sum for another person's income asked as a follow-up", () => {
    const text = ask('e mio fratello con imponibile 8.000 in un anno? quanto gli spetta', [
      'Ho un reddito di 17.000 euro da dipendente, in busta c’è la somma esente del cuneo: quanto mi spetta in un anno e a che percentuale?',
    ]);
    expect(opening(text)).toMatch(/568,00 €/);
    expect(opening(text)).toMatch(/7,1%/);
  });
});

describe("the municipal surcharge's advance asked as a follow-up", () => {
  it('"e quella comunale?" after the regional one: 30% advance from March', () => {
    const text = ask(
      'e quella del comune? ho una riga di acconto e una di saldo, da quando parte l acconto?',
      ["L'addizionale regionale che mi trattengono in busta di che anno è e in quante rate la pagano?"],
    );
    expect(opening(text)).toMatch(/30%/);
    expect(opening(text)).toMatch(/marzo/);
  });
});
