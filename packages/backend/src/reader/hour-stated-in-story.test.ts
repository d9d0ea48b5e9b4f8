import { describe, expect, it } from 'vitest';
import { askAgent, testKb as kb } from '../testing/agents.js';
import { readAmounts } from './amounts.js';
import { readQuestion } from './read.js';
import { readable } from './text.js';

const HOTEL =
  'Studio paghe di Rimini, hotel con CCNL Turismo Federalberghi. Un cameriere di 5° livello ad agosto ha fatto 5 ore di straordinario diurno in un giorno feriale. Il titolare mi ha comunicato che la sua quota oraria ordinaria, tutto compreso, è di 9,86 euro. Applicando la maggiorazione del CCNL, quanto devo mettere in busta per quelle 5 ore?';

describe('an ordinary hour stated with its figure is the pay given, not the hour asked', () => {
  it('reads the hourly pay past an inserted clause ("tutto compreso", "tra paga base e scatti")', () => {
    expect(readAmounts(readable('la sua quota oraria ordinaria, tutto compreso, è di 9,86 euro'))).toEqual([
      { kind: 'other', value: 9.86, perHour: true },
    ]);
    expect(readAmounts(readable('La mia paga oraria tra paga base e scatti è 9,20 €.'))).toEqual([
      { kind: 'other', value: 9.2, perHour: true },
    ]);
  });

  it('keeps the overtime asked and pays it on the stated hour: 9,86 × 1,30 × 5 = 64,09 €', () => {
    const r = readQuestion({ kb, message: HOTEL, categories: [], today: '2026-11-30' });
    expect(r.intent).toBe('overtime_value');
    const a = askAgent('calcolo', HOTEL, { today: '2026-11-30' }) as { text: string };
    expect(a.text).toContain('64,09 €');
    expect(a.text).toContain('30%');
  });

  it('still answers the ordinary hour when that is what is asked', () => {
    const r = readQuestion({
      kb,
      message:
        'Ho fatto 5 ore di straordinario nel CCNL Turismo al 5° livello: qual è la mia paga oraria normale di partenza?',
      categories: [],
      today: '2026-11-30',
    });
    expect(r.intent).toBe('hourly_rate');
  });
});
