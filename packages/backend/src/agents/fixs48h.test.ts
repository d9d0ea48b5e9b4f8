import { describe, expect, it } from 'vitest';
import { askAgent, openingLines, withUpload } from '../testing/agents.js';

const today = '2026-11-28';

describe('fixs48h: uploaded payslips checked against the agreement', () => {
  it('weighs a Cassa Edile set-aside line on the ordinary hours only, overtime left out', () => {
    const payslip = withUpload(
      'busta-settembre.txt',
      'CEDOLINO SETTEMBRE 2026\nCCNL Edilizia Industria - operaio 3° livello\nOre ordinarie lavorate: 168 x 11,20 = 1.881,60\nStraordinario: 8 x 15,12 = 120,96\nAccantonamento Cassa Edile 18,50% su 176 ore x 11,20 = 364,67\n',
    );
    const answer = askAgent('calcolo', "L'accantonamento alla cassa edile in busta torna?", {
      ...payslip,
      today,
    });
    // 168 × 11,20 = 1.881,60; × 18,50% = 348,10 (the line counted 176 hours).
    expect(openingLines(answer.text)).toContain('348,10 €');
    expect(openingLines(answer.text)).toMatch(/straordinario/);
    expect(answer.text).toContain('cassaedilesavona.com');
  });

  it('says a set-aside line on the ordinary hours is right', () => {
    const payslip = withUpload(
      'busta.txt',
      'CEDOLINO OTTOBRE 2026 - CCNL Edilizia industria\nOre ordinarie: 150\nAccantonamento GNF 18,50% su 150 ore x 10,40 = 288,60\n',
    );
    const answer = askAgent('calcolo', "mi verifichi l'accantonamento GNF?", { ...payslip, today });
    expect(openingLines(answer.text)).toMatch(/^\*\*Sì\*\*/);
  });

  it('compares a part-time payslip item with the prorated table item, never its percentage', () => {
    const payslip = withUpload(
      'cedolino-novembre.txt',
      'CEDOLINO NOVEMBRE 2026\nCCNL Multiservizi  Livello: 3  Part-time 30 ore settimanali (75%)\nRetribuzione tabellare + contingenza (75%) ...... 1.082,29\nEDR (75%) ...... 7,75\n',
    );
    const answer = askAgent(
      'calcolo',
      'il tabellare in busta mi pare fermo, non c’era un aumento da ottobre?',
      { ...payslip, today },
    );
    // 3° from 1 October 2026: 962,63 + 515,42 = 1.478,05 × 75% = 1.108,54; 1.108,54 − 1.082,29 = 26,25.
    expect(openingLines(answer.text)).toContain('1.108,54 €');
    expect(openingLines(answer.text)).toContain('26,25 €');
    expect(answer.text).not.toContain('75,00 €');
  });

  it('gives the shortfall of a base pay said to be a year old', () => {
    const payslip = withUpload(
      'cedolino.txt',
      'CEDOLINO PAGA - NOVEMBRE 2026\nCCNL: Studi professionali (Confprofessioni) - Livello 4\nTempo pieno\nPaga base ........ 1.553,35\nTOTALE COMPETENZE ........ 1.553,35\n',
    );
    const answer = askAgent('calcolo', "la mia paga base è ferma, identica all'anno passato: va bene così?", {
      ...payslip,
      today,
    });
    // 1.595,42 (4° from 1 October 2025) − 1.553,35 = 42,07.
    expect(openingLines(answer.text)).toContain('1.595,42 €');
    expect(openingLines(answer.text)).toContain('42,07 €');
  });
});
