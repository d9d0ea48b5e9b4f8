import { describe, expect, it } from 'vitest';
import { askAgent, openingLine } from '../testing/agents.js';

/**
 * Session 31 (fixs31j): a domestic worker's INPS contribution per hour asked again under another pay, year or
 * contract opens with the hourly figure of the band (effective pay: pay plus the 13th's share); a household's
 * payslip that withholds IRPEF is said wrong; staying on past 22 at the family's request is night overtime.
 */
const FIRST =
  "assumo una badante a ore, 9,50 euro l'ora, tempo indeterminato, 20 ore a settimana. quanto è il contributo inps orario 2026 e quanto paga lei?";

describe('domestic hourly contribution asked again', () => {
  it('another pay: the band of the new pay per hour, not the yearly cost', async () => {
    const r = await askAgent('calcolo', "e se la pagassi 12 euro l'ora?", { history: [FIRST] });
    expect(openingLine(r.text)).toContain("**2,34 € l'ora**");
    expect(openingLine(r.text)).toContain("0,59 € l'ora");
    expect(openingLine(r.text)).not.toMatch(/costo per la famiglia/);
  });

  it('the year before with the same pay: the 2025 band', async () => {
    const r = await askAgent('calcolo', "e l'anno scorso, nel 2025, con la stessa paga quanto era?", {
      history: [FIRST],
    });
    expect(openingLine(r.text)).toContain("**1,89 € l'ora**");
  });

  it('a fixed term not replacing anyone, with no weekly hours: the fixed-term band', async () => {
    const r = await askAgent(
      'calcolo',
      'E se il rapporto fosse a tempo determinato (non per sostituzione)?',
      {
        history: ['Colf a tempo indeterminato pagata 10,50 €/h nel 2026: qual è il contributo orario INPS?'],
      },
    );
    expect(openingLine(r.text)).toContain('**2,05 € per ogni ora retribuita**');
    expect(openingLine(r.text)).toContain('tempo determinato');
  });

  it('the open-ended question itself, with no weekly hours, gives the band per hour', async () => {
    const r = await askAgent(
      'calcolo',
      'Colf a tempo indeterminato pagata 10,50 €/h nel 2026: qual è il contributo orario INPS?',
    );
    expect(openingLine(r.text)).toContain('**1,92 € per ogni ora retribuita**');
  });
});

describe('household payslip withholding IRPEF', () => {
  const text =
    'CEDOLINO LAVORO DOMESTICO - OTTOBRE 2026\nLavoratrice: colf non convivente, tempo indeterminato\nOre lavorate: 104   Paga oraria: 9,00\nRetribuzione lorda   936,00\nContributi INPS c/lavoratore (104 ore x 0,50)   52,00\nRitenuta IRPEF   85,00\nNetto pagato   799,00\n';
  it('opens with the IRPEF not due and the INPS share per hour of the band', async () => {
    const r = await askAgent('main-agent', "mi tolgono l'IRPEF e troppi contributi, cosa c'è di sbagliato?", {
      documents: [{ fileId: 'f', fileName: 'cedolino.txt', text }],
    });
    const opening = openingLine(r.text);
    expect(opening).toContain('**85,00 €** **non va trattenuta**');
    // 9,00 + 9,00 / 12 = 9,75 effective: the 2026 band over 9,61, worker 0,48 × 104 hours.
    expect(opening).toContain('**49,92 €**');
    expect(opening).toContain('**2,08 €** in più');
    expect(r.text).toContain('886,08 €');
  });
});

describe('domestic overtime at night', () => {
  it('staying until 23 at the family request is night overtime at 50%, not ordinary night work', async () => {
    const r = await askAgent(
      'calcolo',
      'Sono colf non convivente a 40 ore settimanali. Se la famiglia mi chiede di restare fino alle 23 per una cena, con quale maggiorazione vanno pagate le ore dopo le 22?',
    );
    expect(openingLine(r.text)).toContain('**50%**');
    expect(openingLine(r.text)).toContain('straordinario notturno');
  });
});
