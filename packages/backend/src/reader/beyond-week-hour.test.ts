import { describe, expect, it } from 'vitest';
import { askAgent, testKb as kb } from '../testing/agents.js';
import { readQuestion } from './read.js';

const question =
  'Gestisco le paghe di un supermercato con CCNL Terziario Confcommercio. Un capo reparto di III livello questa settimana di dicembre 2026 ha fatto 50 ore: le ore oltre la 48ª come si pagano? Mi serve il valore orario lordo di una di quelle ore.';

describe('the hours past a weekly hour, asked what they are paid', () => {
  it('"ha fatto 50 ore: le ore oltre la 48ª come si pagano?" is the value of 2 overtime hours', () => {
    const r = readQuestion({ kb, message: question, categories: [], today: '2026-12-02' });
    expect(r.intent).toBe('overtime_value');
    expect(r.slots.overtimeKind).toBe('straordinario');
    expect(r.slots.extraHours).toBe(2);
  });

  it('the hour is paid with the band beyond the 48th: 12,05 × 1,20 = 14,46 €', () => {
    const answer = askAgent('calcolo', question, { today: '2026-12-02' } as never) as { text: string };
    expect(answer.text).toContain('14,46');
    expect(answer.text).toContain('20%');
  });
});

describe('the hours past 40 asked how they are raised and their amount', () => {
  const colf =
    "Colf livello A non convivente, retribuita al minimo orario 2026. La settimana scorsa ha lavorato 44 ore, tutte di giorno e nei feriali. Come vanno maggiorate le 4 ore oltre le 40 e qual è l'importo lordo dello straordinario?";

  it('"ha lavorato 44 ore … le 4 ore oltre le 40" are 4 overtime hours, not 44', () => {
    const r = readQuestion({ kb, message: colf, categories: [], today: '2026-12-02' });
    expect(r.intent).toBe('overtime_value');
    expect(r.slots.extraHours).toBe(4);
  });

  it('the domestic 40th-44th daytime hours open with their 10%: 6,51 × 1,10 × 4 = 28,64 €', () => {
    const answer = askAgent('calcolo', colf, { today: '2026-12-02' } as never) as { text: string };
    const opening = answer.text
      .split('\n')
      .filter((l) => l.trim())
      .slice(0, 3)
      .join('\n');
    expect(opening).toContain('10%');
    expect(answer.text).toContain('28,64');
  });
});
