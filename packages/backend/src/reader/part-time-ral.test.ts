import { describe, expect, it } from 'vitest';
import { askAgent, testKb as kb } from '../testing/agents.js';
import { readQuestion } from './read.js';

const QUESTION =
  "Lavoro in un albergo (CCNL Turismo Federalberghi), full time con RAL di 26.000 euro. Vorrei chiedere il part-time al 50%, quindi RAL 13.000 euro per tutto il 2026. Quanto netto all'anno mi resterebbe nel 2026? Lasciate fuori le addizionali, nessun familiare a carico.";

describe('the RAL a part-time would bring, said after today’s', () => {
  it('is the RAL asked: 13.000, not the 26.000 of today', () => {
    const r = readQuestion({ kb, message: QUESTION, categories: [], today: '2026-11-30' });
    expect(r.slots.amounts.filter((a) => a.kind === 'ral').map((a) => a.value)).toEqual([13000]);
    const a = askAgent('calcolo', QUESTION, { today: '2026-11-30' }) as { text: string };
    expect(a.text).toContain('12.870,76 €');
  });

  it('two RALs with no part-time between them stay as read', () => {
    const r = readQuestion({
      kb,
      message: 'Ho due offerte, RAL 26.000 e RAL 28.000: quale conviene di più al netto nel 2026?',
      categories: [],
      today: '2026-11-30',
    });
    expect(r.slots.amounts.filter((a) => a.kind === 'ral')).toHaveLength(2);
  });
});
