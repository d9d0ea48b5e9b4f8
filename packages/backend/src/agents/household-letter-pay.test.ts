import { describe, expect, it } from 'vitest';
import { askAgent, withUpload } from '../testing/agents.js';

const LETTER = [
  'LETTERA DI ASSUNZIONE - LAVORO DOMESTICO',
  'CCNL applicato: CCNL sulla disciplina del rapporto di lavoro domestico',
  'Data inizio: 1 giugno 2026 - tempo indeterminato',
  'Livello: B - collaboratrice familiare non convivente',
  'Orario: 30 ore settimanali, dal lunedì al venerdì',
  'Retribuzione: 1.000,00 euro lordi mensili fissi, comprensivi di ogni voce; nessun vitto né alloggio',
].join('\n');

describe('a household hiring letter’s monthly pay, without board and lodging, is the 13th’s base', () => {
  it('1.000,00 × 7/12 = 583,33 € from June, without asking the weekly hours', () => {
    const a = askAgent(
      'calcolo',
      'Ho assunto una colf da giugno, allego la lettera di assunzione. A dicembre 2026 quanto le dobbiamo dare di tredicesima, se resta fino a fine anno?',
      { ...withUpload('lettera-assunzione-colf.txt', LETTER), today: '2026-11-30' },
    ) as { text: string };
    expect(a.text.split('\n')[0]).toContain('583,33 €');
    expect(a.text).toContain('7/12');
    expect(a.text).not.toMatch(/mi servono \*\*le ore settimanali/);
  });
});
