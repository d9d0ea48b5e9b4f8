import { describe, expect, it } from 'vitest';
import { askedHours } from '../agents/overtime-bands.js';
import { riseOverPrevious } from '../agents/rise-before.js';
import { testKb as kb, TEST_TODAY } from '../testing/agents.js';
import { readQuestion } from './read.js';

const read = (message: string, history: string[] = []) =>
  readQuestion({ kb, message, history, categories: [], today: TEST_TODAY, agent: 'calcolo' });

describe('payroll-office tickets read as asked (fixs36i)', () => {
  it.each([
    'Ticket 4471 – impiegata 4° livello CCNL Terziario Confcommercio, Milano: netto annuo 2026 su 14?',
    'Pratica n. 2031: commessa 4° livello commercio, residente a Milano, netto annuo 2026?',
    'rif. 5512 - 4 livello terziario, netto 2026 a Milano su 14 mensilità',
  ])('a reference number is no amount: %s', (message) => {
    const request = read(message);
    expect(request.slots.amounts).toEqual([]);
    expect(request.slots.level).toBe('4');
  });

  it('a month and year said as now are the day asked, the hire stays the hire', () => {
    const request = read(
      'Apprendista CCNL Studi professionali assunta a settembre 2025, livello di arrivo 3°; adesso, novembre 2026, è nel 15° mese. Quanto deve prendere?',
    );
    expect(request.slots.date).toBe('2026-11-01');
    expect(request.slots.hireDate).toBe('2025-09-01');
  });

  it('"il mese dopo" moves the conversation month by one and keeps the minimum asked', () => {
    const request = read('e il mese successivo? c è l aumento', [
      'minimo 4° livello terziario confcommercio a ottobre 2026?',
    ]);
    expect(request.intent).toBe('minimum_pay');
    expect(request.slots.date).toBe('2026-11-01');
  });

  it('the hours of a week band named by their ends are the hours valued', () => {
    const request = read('e se la settimana dopo fa 52 ore? le 4 ore tra la 49a e la 52a quanto valgono?', [
      'Commesso 4° livello CCNL Terziario, full time 40 ore, minimo di novembre 2026: 5 ore di straordinario feriale, quanto?',
    ]);
    expect(request.slots.extraHours).toBe(4);
    expect(askedHours('le 4 ore tra la 49a e la 52a')).toMatchObject({ from: 49, to: 52, absolute: true });
  });

  it("a tranche told in the month asked gives the minimum's rise", () => {
    const ccnl = kb.byCategory(1);
    if (!ccnl) throw new Error('Terziario missing');
    const line = riseOverPrevious(ccnl, '2', '2026-11-01', 2283, 'e per il mese dopo? so che c e la tranche');
    expect(line).toContain('47,35 €');
  });
});
