import { describe, expect, it } from 'vitest';
import { askAgent, openingLine, withUpload } from '../testing/agents.js';

const AGREEMENT = withUpload(
  'accordo.txt',
  'Art. 4 - Premio di risultato 2026\n4.1 Ai lavoratori a tempo pieno in forza al 30 giugno 2026 è riconosciuto un premio di risultato di importo pari a euro 1.200,00 lordi.\n4.3 Il premio sarà erogato con la retribuzione del mese di luglio 2026.',
);

describe('the tax on a result bonus an uploaded agreement states', () => {
  it('"quanto pagherà di imposta su quel premio… nel 2026?": the 1% on the document’s 1.200,00 €, not a passage quoted', async () => {
    const a = await askAgent(
      'calcolo',
      'il dipendente full-time che lo prende a luglio 2026 quanto pagherà di imposta su quel premio con la tassazione agevolata, e con che aliquota?',
      { today: '2026-12-02', ...AGREEMENT },
    );
    expect(openingLine(a.text)).toContain('1.200,00 €');
    expect(a.text).toContain('1%');
    expect(a.text).toContain('12,00 €');
    expect(a.text).not.toMatch(/^Dal documento/);
  });

  it('a part-timer’s share is not the document’s full-time sum', async () => {
    const a = await askAgent(
      'calcolo',
      'e un part-time al 50% quanta imposta paga su quel premio nel 2026?',
      {
        today: '2026-12-02',
        ...AGREEMENT,
      },
    );
    expect(openingLine(a.text)).not.toContain('1.200,00 €');
  });
});
