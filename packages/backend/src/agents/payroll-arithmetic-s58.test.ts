import { describe, expect, it } from 'vitest';
import { askAgent, openingLines } from '../testing/agents.js';

// Session 58 (fixs58c): payroll arithmetic asked from a RAL or a monthly figure, as users say it.
describe('payroll arithmetic from a RAL or a monthly figure', () => {
  it('a monthly pay dictated in words, with its cents after "e", is the pay computed on', () => {
    // 1.691,70 × 9,19% = 155,47.
    const text = askAgent(
      'calcolo',
      'faccio il magazziniere quinto livello commercio prendo mille seicento novantuno e settanta lordi al mese, di inps quanto mi trattengono ogni mese?',
    ).text;
    expect(openingLines(text)).toContain('1.691,70 €');
    expect(openingLines(text)).toContain('**155,47 € al mese**');
  });

  it('a leaving day said without its year ends the 13th month in the hire year', () => {
    const text = askAgent(
      'calcolo',
      'operaio metalmeccanico C3 solo minimo, assunto il primo marzo e mi licenzio il trenta settembre: quanto mi danno di tredicesima?',
    ).text;
    // March to September: 7 months.
    expect(openingLines(text)).toContain('7/12');
  });

  it("a RAL's gross per month asked on 13 and on 14 payments: both gross figures open the answer", () => {
    // 24.000 / 13 = 1.846,15; 24.000 / 14 = 1.714,29.
    const text = askAgent(
      'calcolo',
      'con una ral da 24.000 quanto viene di lordo mensile? se le mensilità sono 13 oppure 14?',
    ).text;
    expect(openingLines(text)).toContain('**1.846,15 € su 13 mensilità**');
    expect(openingLines(text)).toContain('**1.714,29 € su 14**');
  });

  it("the rules' year named is the year computed, not the later start of the job", () => {
    const text = askAgent(
      'calcolo',
      'comincio a marzo 2027 con una RAL di 28.000 su 13, ma fammi il netto con le regole fiscali del 2026, senza addizionali',
    ).text;
    expect(text).not.toContain('non è disponibile');
    expect(openingLines(text)).toContain('2026');
  });

  it('a full-time RAL scaled to a part-time week: the RAL and the month it gives', () => {
    // 32.000 × 20/40 = 16.000; 16.000 / 14 = 1.142,86.
    const text = askAgent(
      'calcolo',
      'nel CCNL commercio ho una RAL di 32.000 euro a tempo pieno, 14 mensilità. passando a 20 ore settimanali che RAL avrei e che lordo mensile?',
    ).text;
    expect(openingLines(text)).toContain('**16.000,00 €**');
    expect(openingLines(text)).toContain('**1.142,86 €**');
  });

  it('a full-time monthly figure told in the turn before, scaled to the part-time asked now', () => {
    // 1.600 × 30/40 = 1.200.
    const text = askAgent('calcolo', 'e a 30 ore settimanali che lordo mensile verrebbe su quella cifra?', {
      history: [
        'CCNL multiservizi: il lordo mensile a tempo pieno è 1.600 euro, quanto sono di paga oraria?',
      ],
    }).text;
    expect(openingLines(text)).toContain('**1.200,00 €**');
  });

  it('the same RAL in 2025 and 2026: the IRPEF bracket that changed is said with the gain', () => {
    const text = askAgent(
      'calcolo',
      "RAL invariata di 45.000 euro: di quanto è salito il netto nel 2026 rispetto al 2025? perché l'irpef è cambiata?",
    ).text;
    expect(openingLines(text)).toMatch(/dal 35% al 33%/);
  });

  it("a tranche asked for a part-timer: the tranche scaled to the worker's hours opens the answer", () => {
    // 1° novembre 2026, 4° livello Commercio: +35,00 € a tempo pieno; al 50% = 17,50 €.
    const text = askAgent(
      'calcolo',
      'ho una dipendente part-time al 50% al 4° livello del commercio: a novembre 2026 di quanto le aumenta lo stipendio lordo con la nuova tranche?',
    ).text;
    expect(openingLines(text)).toContain('**17,50 € lordi al mese**');
  });
});

describe('an hourly figure weighed against the level minimum, as a follow-up', () => {
  it("the level's hourly minimum, not the monthly offer of the turn before divided by the hours", () => {
    // Commercio 5° livello 1.691,70 € / 168 = 10,07 €.
    const text = askAgent(
      'calcolo',
      "e se invece lo pago 9 euro lordi all'ora, sto sotto il minimo orario del 5° livello?",
      {
        history: [
          'assumo un magazziniere 5° livello commercio part-time a 20 ore, gli do 900 euro lordi al mese: va bene?',
        ],
      },
    ).text;
    expect(openingLines(text)).toContain('**10,07 €**');
    expect(openingLines(text)).not.toContain('900,00 €');
  });
});
