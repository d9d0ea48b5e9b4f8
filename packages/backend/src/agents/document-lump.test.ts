import { describe, expect, it } from 'vitest';
import { askAgent, openingLine, withUpload } from '../testing/agents.js';

const PAYSLIP = withUpload(
  'busta_settembre_2025.txt',
  'Cedolino: settembre 2025\nDipendente: Marco Russo - Guardia particolare giurata\nCCNL: Vigilanza privata e servizi fiduciari - Livello 4°\nOrario: part-time 50% (20 h settimanali)\nVoci:\n  Una tantum rinnovo CCNL ..... 65,00\n  Indennità di turno .......... 18,40',
);
const FIRST = "ho caricato la mia busta di settembre 2025, c'è una voce una tantum rinnovo: è giusta?";

describe('an uploaded payslip’s una tantum (document-lump.ts)', () => {
  it('asked: the month’s instalment at the payslip’s level, full time and in proportion to its part-time', async () => {
    const a = await askAgent('main-agent', FIRST, { today: '2026-12-02', ...PAYSLIP });
    const opening = openingLine(a.text);
    expect(opening).toContain('130,00 €');
    expect(opening).toContain('65,00 €');
    expect(opening).toContain('50%');
  });

  it('"perche solo 65 euro? ai colleghi full time hanno dato di piu": the full-time amount and the share, not the payslip quoted', async () => {
    const a = await askAgent('main-agent', 'perche solo 65 euro? ai colleghi full time hanno dato di piu', {
      today: '2026-12-02',
      history: [FIRST],
      ...PAYSLIP,
    });
    expect(openingLine(a.text)).toContain('130,00 €');
    expect(a.text).not.toMatch(/^Dal documento/);
  });
});
