import { describe, expect, it } from 'vitest';
import { askAgent, openingLine } from '../testing/agents.js';

// Session 17 (fixt): calculations that dropped a slot the user gave, mostly in follow-ups, in new words.
const opening = (message: string, history: string[] = [], agent = 'calcolo') =>
  openingLine(askAgent(agent, message, { history }).text);

describe('a follow-up that makes the case part-time recomputes with everything else inherited', () => {
  it("the employer's cost with the user's own rates, at 20/40", () => {
    // 30.000 × 50% = 15.000; 30% = 4.500; INAIL 1% = 150; TFR 15.000 / 13,5 = 1.111,11 → 20.761,11
    const text = opening('ah no, sarà part-time: 20 ore su 40, stesse aliquote. Quanto mi costa?', [
      'Costo annuo di un addetto con RAL 30.000, contributi a nostro carico 30%, INAIL 1%, TFR RAL/13,5?',
    ]);
    expect(text).toContain('20.761,11');
  });
  it('the TFR of a year at 30/40', () => {
    // 33.000 × 75% = 24.750; / 13,5 = 1.833,33; 0,50% × 24.750 = 123,75 → 1.709,58
    const text = opening('e se fossi stato a 30 ore su 40 in part time?', [
      'TFR di un anno con RAL di 33.000?',
    ]);
    expect(text).toContain('1.709,58');
  });
  it("a level's 13ª at a share says the share in its opening", () => {
    const text = opening('e se lavorasse part-time al 50%? la tredicesima quanto sarebbe?', [
      'Commercio 5° livello, tredicesima piena 2026?',
    ]);
    expect(text).toContain('part-time al 50%');
  });
});

describe('a follow-up that names no extra month keeps the one asked before', () => {
  it('the quattordicesima at a part-time share', () => {
    const text = opening('e se fosse un part-time al 50%?', [
      'Turismo Federalberghi 4° livello: quanto vale la 14esima 2026?',
    ]);
    expect(text).toContain('quattordicesima');
    expect(text).not.toContain('tredicesima');
  });
});

describe('a Sunday said with a typo keeps the hours and gives the holiday overtime', () => {
  it('Logistica, 3 hours, "di domenca"', () => {
    const text = opening('e se le stesse ore le fa di domenca?', [
      'Logistica 4° livello, 3 ore di straordinario in settimana quanto valgono?',
    ]);
    expect(text).toContain('festivo');
    expect(text).toContain('65%');
  });
});

describe('net to gross needs no agreement', () => {
  it('"una RAL che garantisca N netti", surcharges left out', () => {
    const text = opening(
      'Mi serve una RAL che garantisca 28.000 euro netti annui nel 2026, addizionali escluse',
    );
    expect(text).toContain('serve una RAL di');
    expect(text).not.toContain('CCNL');
  });
});

describe('the sick-pay band of the service told before its noun or by the hire day', () => {
  it('"circa un anno di anzianità": 10 days', () => {
    const text = opening(
      'la colf ha circa un anno di anzianità e si è ammalata: quanti giorni le paghiamo?',
      [],
      'main-agent',
    );
    expect(text).toMatch(/spettano 10 giorni/);
  });
  it('hired about 2 years and a half before today (TEST_TODAY 22.11.2026): 15 days', () => {
    const text = opening(
      'Assistente familiare assunta a maggio 2024, CCNL domestico, è malata: quanti giorni retribuiti?',
      [],
      'main-agent',
    );
    expect(text).toMatch(/spettano 15 giorni/);
  });
});

describe("a payslip's gross IRPEF is the month's: the year's brackets on the annualised pay, / 12", () => {
  it('imponibile 3.000 in the second bracket, the stated figure checked', () => {
    // 3.000 × 12 = 36.000: 23% × 28.000 = 6.440 + 33% × 8.000 = 2.640 → 9.080 / 12 = 756,67
    const text = opening('cedolino di marzo 2026: imponibile fiscale 3000, irpef lorda 740. è giusta?');
    expect(text).toContain('756,67');
    expect(text).toContain('16,67');
  });
  it('a yearly taxable income keeps the year', () => {
    const text = opening('irpef lorda 2026 su un reddito annuo imponibile di 36.000 euro?');
    expect(text).toContain('9.080,00');
  });
});

describe('an installer in a craft firm is answered from the Area Meccanica craft agreement', () => {
  it("a plumber's supplementary hours", () => {
    const text = opening(
      'lavoro come idraulico per un artigiano, part-time 24 ore: le ore in più come vanno pagate?',
      [],
      'main-agent',
    );
    expect(text).toContain('Metalmeccanici artigianato');
    expect(text).toContain('10%');
  });
});
