import { describe, expect, it } from 'vitest';
import { askAgent, openingLine as lead } from '../testing/agents.js';
import { renewalsAsked } from './naspi-additional.js';

// Expected figures are recomputed by hand from the rates of data/payroll (FIS 0,50%/0,80% split 2/3–1/3,
// Edotto 2025; NASpI additional 1,40% + 0,50 per renewal, Assolombarda/INPS circ. 121/2019; domestic hourly
// contributions 2025 and 2026, INPS circ. 29/2025 and 9/2026), not read from the engine.
const ask = (message: string, agent = 'calcolo') => askAgent(agent, message).text;

describe('a contribution named on its own is answered as that item', () => {
  it('splits the FIS between the company and the worker on the pay given', () => {
    // Over 5 employees: 0,80% × 1.500 = 12,00; 2/3 = 8,00, 1/3 = 4,00.
    const worker = lead(
      ask("Nella mia busta c'è la trattenuta FIS: su 1.500 € lordi al mese quanto è a mio carico?"),
    );
    expect(worker).toContain('**12,00 €**');
    expect(worker).toContain('4,00 € a carico del lavoratore');
    // 4 employees: 0,50% × 2.200 = 11,00; 7,33 and 3,67.
    const small = lead(
      ask(
        'azienda con 4 dipendenti, contributo fondo integrazione salariale su 2.200 euro al mese: quanto ci costa?',
      ),
    );
    expect(small).toContain('**11,00 €**');
    expect(small).toContain('7,33 € a carico dell');
    // Staff in words: "sette dipendenti" is over 5 (0,80% × 3.000 = 24,00; 16,00 and 8,00).
    expect(
      lead(
        ask('siamo sette dipendenti, sul lordo di 3.000 euro quanto fa il FIS e chi lo paga?', 'main-agent'),
      ),
    ).toContain('**16,00 € a carico dell');
  });

  it('states the rate and split when no pay is given, never a payslip', () => {
    const rate = lead(
      ask("Qual è l'aliquota del FIS e come si divide tra datore e lavoratore?", 'main-agent'),
    );
    expect(rate).toContain('**0,8%**');
    expect(rate).not.toMatch(/netto/);
  });

  it('names the gap for an item without a sourced rate (INAIL premium, pension fund)', () => {
    expect(
      lead(ask("premio INAIL per un'impiegata d'ufficio quanto costa all'azienda?", 'main-agent')),
    ).toMatch(/INAIL.*non è nella base di conoscenza/);
    const fund = lead(ask("quanto versa l'azienda al fondo pensione per un commesso?", 'main-agent'));
    expect(fund).toMatch(/fondo pensione \*\*non è nella base di conoscenza\*\*/);
    expect(fund).not.toMatch(/\d+,\d\d €/);
  });

  it("reads the employer's IVS as a contribution, not the worker's INPS", () => {
    // 23,81% × 30.000 = 7.143,00.
    expect(lead(ask('RAL 30.000, quanto pago di contributo IVS come azienda?'))).toContain(
      '7.143,00 € a carico dell',
    );
  });
});

describe('the NASpI additional contribution now and after the renewal asked', () => {
  it('reads which renewal is asked', () => {
    expect(renewalsAsked('e se poi lo rinnovo?')).toEqual({ next: 1 });
    expect(renewalsAsked('e al secondo rinnovo quanto diventa?')).toEqual({ next: 2 });
    expect(renewalsAsked('ho gia rinnovato una volta il contratto')).toEqual({ done: 1 });
    expect(renewalsAsked('ho fatto 2 rinnovi, quanto pago adesso?')).toEqual({ done: 2 });
    expect(renewalsAsked('quanto costa il contributo addizionale?')).toEqual({});
  });

  it('gives both amounts, per month or per year as the pay is given', () => {
    // 2.100 × 1,4% = 29,40; after 2 renewals 2,4% → 50,40.
    const monthly = lead(
      ask(
        'contratto a termine, lordo mensile 2.100: quanto pago di addizionale NASpI? e al secondo rinnovo?',
      ),
    );
    expect(monthly).toContain('**29,40 € al mese**');
    expect(monthly).toContain('**50,40 € al mese**');
    // Already renewed once: 22.000 × 1,9% = 418,00 a year, the only figure.
    const renewed = lead(
      ask(
        'Ho già rinnovato una volta il contratto a termine del mio barista (RAL 22.000): quanto mi costa ora il contributo addizionale?',
      ),
    );
    expect(renewed).toContain("**418,00 € all'anno**");
    expect(renewed).not.toContain('308,00');
  });
});

describe('domestic work: the INPS of the hours of a period and a payslip check', () => {
  it('computes the contributions of the hours paid in a quarter or a month', () => {
    // 2026, 10 €/h (band up to 11,70): 1,92 and 0,48 €/h; 150 h → 288,00 and 72,00.
    const quarter = lead(
      ask(
        "colf a ore, 10 € l'ora, nel terzo trimestre 2026 ha fatto 150 ore. Quanti contributi INPS devo pagare?",
      ),
    );
    expect(quarter).toContain('**288,00 €**');
    expect(quarter).toContain('**72,00 € a carico del lavoratore**');
    // Over 24 hours a week one contribution whatever the pay: 1,24 and 0,31 €/h; 130 h → 161,20 and 40,30.
    const month = lead(
      ask(
        "mia nonna ha una badante non convivente 30 ore a settimana, 9 euro l'ora; a ottobre 2026 le ore sono state 130: quanto versiamo all'INPS?",
      ),
    );
    expect(month).toContain('**161,20 €**');
    expect(month).toContain('40,30 €');
  });

  it("checks a domestic payslip from the month's hours: the worker's share, no IRPEF", () => {
    // 2026, 8 €/h: 0,43 €/h × 80 = 34,40 (60 withheld: 25,60 too much); IRPEF not withheld.
    const wrong = lead(
      ask(
        "faccio la colf, 80 ore a gennaio 2026 a 8 euro l'ora, mi hanno tolto 120 di irpef e 60 di inps: giusto?",
      ),
    );
    expect(wrong).toContain('**34,40 €**');
    expect(wrong).toContain("non è sostituto d'imposta");
    // 2025, 8 €/h: 0,42 × 90 = 37,80: right.
    expect(
      lead(ask('sono colf, gennaio 2025 ho fatto 90 ore a 8,00 €/h, trattenuta contributi 37,80 è giusta?')),
    ).toContain('**è corretta**');
  });

  it("reads a relative's live-out worker as domestic work, whatever professional the story names", () => {
    // 2026, 8,50 €/h, 20 h a week: 1,70 × 260 = 442,00; 0,43 × 260 = 111,80.
    const answer = lead(
      ask(
        "Mio padre ha 90 anni, abbiamo una signora non convivente 20 ore a settimana a 8,50 euro l'ora; il martedì lo porta dal dentista. Le ore pagate nel secondo trimestre 2026 sono state 260: quanto versiamo all'INPS?",
      ),
    );
    expect(answer).toContain('**442,00 €**');
    expect(answer).toContain('111,80');
  });
});

describe('an employer cost asked on a level paid the minimum', () => {
  it('answers the cost, with the annual pay in the opening', () => {
    // Commercio 5° from 1.11.2025: 1.660,08 × 14 = 23.241,12; TFR 23.241,12 / 13,5 = 1.721,56.
    const answer = lead(
      ask('quanto ci costerebbe un quinto livello del commercio pagato al minimo di novembre 2025?'),
    );
    expect(answer).toContain('23.241,12');
    expect(answer).toContain('TFR 1.721,56');
  });
});

describe('employer items asked in other words', () => {
  it('reads "quota datore" of the FIS on a RAL and the extra cost of a fixed-term contract', () => {
    // 0,80% × 28.000 = 224,00; 2/3 = 149,33.
    expect(
      lead(
        ask(
          'contributo FIS 2026 azienda terziario con 20 dipendenti su una RAL di 28.000 euro: quota datore?',
        ),
      ),
    ).toContain('149,33 € a carico dell');
    // The extra cost of a fixed-term contract is the NASpI additional contribution: 1,40% × 2.000 = 28,00.
    expect(
      lead(
        ask('quanto costa in più al mese un dipendente a termine rispetto a uno fisso con 2.000 euro lordi?'),
      ),
    ).toContain('**28,00 € al mese**');
  });

  it('computes the INAIL premium when the rate is given, and adds the NASpI surcharge to a fixed-term cost', () => {
    // 2.000 × 12 / 1000 = 24,00.
    expect(
      lead(ask('quanto paga la ditta di inail su uno stipendio di 2.000 euro se il tasso è 12 per mille?')),
    ).toContain('**24,00 €**');
    // Open-ended 30.000: IVS 7.143,00 + FIS 160,00 = 7.303,00; fixed-term adds 1,40% × 30.000 = 420,00.
    expect(lead(ask('costo del lavoro di un tempo determinato con RAL 30.000'))).toContain(
      'contributi INPS a carico del datore 7.723,00 €',
    );
  });
});

describe('a professional office pays its bilateral fund, not the FIS', () => {
  it('applies the fund of professional activities by staff and names the split as a gap', () => {
    // Up to 5 employees: 0,50% × 1.500 = 7,50.
    const answer = lead(ask('studio dentistico con 3 dipendenti: su 1.500 euro al mese quanto pago di FIS?'));
    expect(answer).toContain('attività professionali');
    expect(answer).toContain('**7,50 €**');
    expect(answer).toContain('**non è nella base di conoscenza**');
  });
});

describe("a quarter's hours paid decide the band when a weekly figure contradicts them", () => {
  it('applies the single band above 24 hours a week when the quarter averages more', () => {
    // 2025: 390 h / 13 = 30 h a week > 24: 1,22 €/h (worker 0,31); 390 × 1,22 = 475,80; 390 × 0,31 = 120,90.
    const answer = lead(
      ask(
        "colf assunta per 20 ore a settimana, poi aumentate: nel terzo trimestre 2025 le ore pagate sono state 390 a 9 euro l'ora, quanto verso all'INPS?",
      ),
    );
    expect(answer).toContain('**475,80 €**');
    expect(answer).toContain('120,90');
  });
});
