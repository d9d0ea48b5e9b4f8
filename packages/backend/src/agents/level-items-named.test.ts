import { describe, expect, it } from 'vitest';
import { readQuestion } from '../reader/read.js';
import { askAgent, testKb as kb } from '../testing/agents.js';

const QUESTION =
  "Nel 2025 ho lavorato tutto l'anno a tempo pieno come operaio di 5° livello in un'azienda alimentare di 12 dipendenti che applica il CCNL Industria alimentare. Prendo solo i minimi (minimo, contingenza e IAR) su 14 mensilità, nessun familiare a carico. Quanto ho preso di netto nell'anno 2025, senza contare le addizionali?";

describe('the IAR named among the minimums the worker is paid', () => {
  it('reads "quanto ho preso di netto" as the net asked', () => {
    expect(readQuestion({ kb, message: QUESTION, categories: [], today: '2026-11-30' }).intent).toBe(
      'gross_to_net',
    );
  });

  it('counts the IAR in the year’s pay: (1.794,69 + 72,27) × 14 = 26.137,44 €', () => {
    const a = askAgent('calcolo', QUESTION, { today: '2026-11-30' }) as { text: string };
    expect(a.text).toContain('26.137,44 €');
    expect(a.text).toContain('1.866,96 €');
  });

  it('"solo minimo + contingenza" still leaves it out', () => {
    const a = askAgent('calcolo', QUESTION.replace('(minimo, contingenza e IAR)', '(minimo + contingenza)'), {
      today: '2026-11-30',
    }) as { text: string };
    expect(a.text).not.toContain('26.137,44');
  });
});
