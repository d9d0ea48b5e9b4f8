import { describe, expect, it } from 'vitest';
import { askAgent, openingLine, withUpload } from '../testing/agents.js';

const AIOP_PAYSLIP =
  'RSA Villa Serena srl - CCNL AIOP RSA\nDipendente: OSS, full time\nPeriodo: novembre 2026\nQuota oraria: 10,00\nOre notturne ordinarie: 48 (6 notti x 8 ore)\nVoce 0412 Maggiorazione notturna 10% su 48 ore: 48,00\nTotale competenze: 1.734,00';

describe('a payslip’s surcharge row weighed against the agreement', () => {
  it('says the AIOP RSA night premium is 15%, not the 10% paid, and gives the amount due', () => {
    const text = askAgent(
      'calcolo',
      'Verifica la voce maggiorazione notturna del cedolino allegato: è corretta rispetto al contratto? Se no, quanto avrebbe dovuto essere?',
      withUpload('cedolino_novembre_2026.txt', AIOP_PAYSLIP),
    ).text;
    const opening = openingLine(text);
    expect(opening).toMatch(/^\*\*No\*\*: nel CCNL Sanità privata AIOP RSA il lavoro notturno/);
    expect(opening).toContain('**15%**');
    expect(opening).toContain('**72,00 €**');
    expect(opening).toContain('**24,00 € lordi**');
  });

  it('reads the row written with its hours in brackets and the pay on its own line', () => {
    const payslip = AIOP_PAYSLIP.replace(
      'Maggiorazione notturna 10% su 48 ore: 48,00',
      'Maggiorazione notturna 10% (48 ore) 48,00',
    );
    const text = askAgent(
      'calcolo',
      'La maggiorazione notturna in busta è giusta secondo il CCNL?',
      withUpload('busta.txt', payslip),
    ).text;
    expect(openingLine(text)).toContain('**72,00 €**');
  });

  it('values the document’s own rates when the company agreement’s are asked', () => {
    const text = askAgent(
      'calcolo',
      'Quanto vale la maggiorazione notturna con le percentuali del nostro integrativo?',
      withUpload('cedolino.txt', AIOP_PAYSLIP),
    ).text;
    expect(openingLine(text)).toContain('48,00 €');
    expect(text).not.toContain('72,00');
  });
});
