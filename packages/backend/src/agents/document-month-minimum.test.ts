import { describe, expect, it } from 'vitest';
import { askAgent, openingLine, withUpload } from '../testing/agents.js';

const PAYSLIP = withUpload(
  'cedolino_nov2025.txt',
  'Cedolino paga: novembre 2025\nCCNL: Studi professionali (Confprofessioni) - Livello: 3°\nOrario: tempo pieno 40 h\nVoci retributive:\n  Paga base ........................ 1.661,37\n  Totale lordo ..................... 1.661,37',
);

describe('a payslip weighed against the minimum "in vigore" at a month said (document-request.ts)', () => {
  it('"rispetto al minimo in vigore a novembre 2025": that month’s table (45,00 € short), not today’s', async () => {
    const a = await askAgent(
      'calcolo',
      'Quindi, rispetto al minimo contrattuale in vigore a novembre 2025, quanto manca al mese sulla paga base?',
      {
        today: '2026-12-02',
        history: [
          'Ho caricato il cedolino di novembre 2025 della mia dipendente: la paga base del 3° livello è aggiornata?',
        ],
        ...PAYSLIP,
      },
    );
    expect(openingLine(a.text)).toContain('1.706,37 €');
    expect(openingLine(a.text)).toContain('45,00 €');
  });
});
