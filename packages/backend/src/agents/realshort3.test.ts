import { describe, expect, it } from 'vitest';
import { askAgent, openingLine } from '../testing/agents.js';
import { fundRevaluedMonth } from './tfr-fund-date.js';

const lead = (agent: string, message: string) => openingLine(askAgent(agent, message).text);

describe("answers to consultants' shorthand (realshort3 classes, new phrasings)", () => {
  it('a minimum asked with CCNL TDS and a short month picks that table', () => {
    // Terziario 6° livello from 1.11.2025 (Confcooperative Veneto newsletter, 12.11.2025): 1.541,77.
    expect(lead('calcolo', 'min. tab. 6° liv. CCNL TDS a gen 26?')).toContain('1.541,77');
  });

  it('an overtime hour keeps the month asked', () => {
    // 2° livello from 1.11.2025 = 2.235,65; / 168 = 13,3074; +50% = 19,96.
    expect(lead('calcolo', 'straord. notturno TDS 2° liv, mag 26: 1 ora quanto?')).toContain('19,96');
  });

  it('a 13th month runs from the hire to the leaving day written with a two-digit year', () => {
    // February to July: 6 months (10 days of August are less than 15): 2.000 × 6 / 12 = 1.000,00.
    expect(lead('calcolo', '13ª: ass. 1/2/26, cess. 10/8/26, lordo mens. 2.000')).toContain('1.000,00');
  });

  it('a fund dated "al 31/12/24" is revalued with December 2025', () => {
    expect(fundRevaluedMonth('rivalutazione su fondo 8.000 al 31/12/24')).toBe('2025-12');
    expect(fundRevaluedMonth('TFR accantonato al 31 dicembre 2025')).toBe('2026-12');
    // 8.000 × 2,311148% = 184,89.
    expect(lead('calcolo', 'riv. TFR su fondo 8.000 al 31/12/24: lorda e netta?')).toMatch(/184,89|153,46/);
  });

  it('dependants the story denies do not turn a deduction into the dependants gap', () => {
    const text = askAgent(
      'calcolo',
      'nessun figlio né coniuge a carico, reddito complessivo 34.000 nel 2026: ulteriore detrazione cuneo?',
    ).text;
    expect(text).not.toMatch(/familiari a carico[^.]*non sono nella base/);
    // 1.000 × (40.000 − 34.000) / 8.000 = 750.
    expect(openingLine(text)).toContain('750');
  });

  it('the hourly divisor asked beside the weekly hours is answered too', () => {
    const text = askAgent(
      'main-agent',
      'nel multiservizi quante ore a settimana e con che divisore si fa la paga oraria?',
    ).text;
    expect(text).toContain('40 ore');
    expect(text).toMatch(/Divisore orario del CCNL Multiservizi: \*\*173\*\*/);
  });
});
