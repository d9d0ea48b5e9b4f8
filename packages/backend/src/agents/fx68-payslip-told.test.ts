import { describe, expect, it } from 'vitest';
import { askAgent, withUpload } from '../testing/agents.js';

describe('an uploaded payslip is checked on its own figures', () => {
  it("values the payslip's overtime on its own hourly base when the agreement's divisor is missing", () => {
    const answer = (
      askAgent(
        'main-agent',
        'Nella busta di settembre che allego le 6 ore di straordinario diurno hanno la maggiorazione giusta per il CCNL Cooperative sociali? Se no, quanto dovevano valere?',
        {
          today: '2026-12-01',
          ...withUpload(
            'busta_settembre.txt',
            'COOP SOCIALE ARCOBALENO - BUSTA PAGA SETTEMBRE 2026\nLivello: B1   CCNL Cooperative sociali\nRetribuzione ordinaria        1.420,00\nStraordinario diurno (magg. 10%)   6,00   8,80   58,08\n',
          ),
        },
      ) as { text: string }
    ).text;
    // 8,80 × 1,15 = 10,12 an hour; 6 hours 60,72 €.
    expect(answer).toContain('60,72 €');
    expect(answer).not.toMatch(/divisore orario .* non è disponibile/);
  });

  it('weighs a part-time payslip that lists full-time items like with like', () => {
    const answer = (
      askAgent(
        'main-agent',
        'Ecco la busta di novembre, sono part-time al 50% nel commercio. La paga base è aggiornata al nuovo aumento? Quanto mi manca?',
        {
          today: '2026-12-01',
          ...withUpload(
            'busta_nov.txt',
            'BUSTA PAGA NOVEMBRE 2026\nCCNL Terziario Distribuzione Servizi   Livello: 4\nPart-time 50%\nVOCI (importi tempo pieno)\nPaga base 1.257,46\nContingenza 524,22\nTerzo elemento 2,07\nTotale tempo pieno 1.783,75\nRetribuzione part-time 50% 891,88\n',
          ),
        },
      ) as { text: string }
    ).text;
    expect(answer).toContain('17,50 €');
    expect(answer).toContain('1.292,46 €');
    expect(answer).not.toMatch(/sopra il minimo proporzionato/);
  });
});
