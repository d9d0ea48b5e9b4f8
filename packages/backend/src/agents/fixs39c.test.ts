import { describe, expect, it } from 'vitest';
import { inlineItemsFigure } from '../documents/table-items.js';
import { askAgent, withUpload } from '../testing/agents.js';
import { joinGapAsks } from './gap-ask.js';

const upload = (fileName: string, text: string) => ({ ...withUpload(fileName, text), today: '2026-11-27' });

describe('a letter listing the minimum items inline', () => {
  it('weighs the total, not the first item', () => {
    const f = inlineItemsFigure(
      'Retribuzione mensile lorda: paga base € 1.136,07, contingenza € 521,94, terzo elemento € 2,07, per un totale di € 1.660,08, oltre a ratei di 13ª e 14ª mensilità.',
    );
    expect(f?.value).toBe(1660.08);
  });

  it('says the gap from the whole minimum and the new paga base', () => {
    const letter =
      "LETTERA DI ASSUNZIONE A TEMPO DETERMINATO\nMilano, 20 novembre 2026\nGentile sig.ra Bianchi Sara,\ncon la presente Le confermiamo l'assunzione con contratto a tempo determinato dal 01/12/2026 al 06/01/2027.\nCCNL applicato: Terziario, Distribuzione e Servizi (Confcommercio). Inquadramento: 4° livello, addetta alle vendite.\nOrario: tempo pieno, 40 ore settimanali.\nRetribuzione mensile lorda: paga base € 1.257,46, contingenza € 524,22, terzo elemento € 2,07, per un totale di € 1.783,75, oltre a ratei di 13ª e 14ª mensilità.\nDistinti saluti, Ufficio Personale\n";
    const text = askAgent(
      'main-agent',
      'gli importi della retribuzione sono giusti o sono vecchi?',
      upload('lettera.txt', letter),
    ).text;
    expect(text).toContain('mancano 35,00 €');
    expect(text).toContain('1.292,46 €');
  });
});

describe("a part-timer's payslip", () => {
  const payslip = (thirteenth: string) =>
    `CEDOLINO DICEMBRE 2026\nCCNL: Terziario Distribuzione Servizi Confcommercio - Livello: 4°\nPart-time orizzontale 75% (30 ore settimanali)\nPaga base p.t. 1.292,46 x 75% 969,35\nContingenza p.t. 524,22 x 75% 393,17\nTredicesima mensilità 12/12 ${thirteenth}\n`;

  it('holds the 13th to the share of the minimum, and names the old table it was left on', () => {
    const text = askAgent(
      'calcolo',
      'La tredicesima in busta è corretta?',
      upload('busta.txt', payslip('1.337,81')),
    ).text;
    expect(text).toContain('1.364,06 €');
    expect(text).toContain('26,25 € in meno');
    expect(text).toMatch(/tabella dal 1° novembre 2025/);
  });

  it('weighs each item at the share, the stale paga base with its right figure', () => {
    const slip =
      'CEDOLINO NOVEMBRE 2026\nCCNL Commercio Confcommercio - 4° livello - Part-time 50% (20 ore settimanali)\nPaga base ..... 628,73\nContingenza ..... 262,11\nTerzo elemento ..... 1,04\n';
    const text = askAgent(
      'calcolo',
      'La paga base è aggiornata? E di quanto al mese?',
      upload('c.txt', slip),
    ).text;
    expect(text).toContain('646,23 €');
    expect(text).not.toMatch(/netto stimato/i);
  });
});

describe('an ask of the gap alone', () => {
  it('joins the check before it', () => {
    expect(joinGapAsks(['È giusta o va aggiornata?', 'E di quanto al mese?'])).toEqual([
      'È giusta o va aggiornata? E di quanto al mese?',
    ]);
    expect(joinGapAsks(['La prova è giusta?', 'E le ferie?'])).toHaveLength(2);
  });
});

describe('a domestic contributions statement', () => {
  it("is checked at its year's hourly rate, with the amount due and the gap", () => {
    const sheet =
      'PROSPETTO CONTRIBUTI LAVORO DOMESTICO - I TRIMESTRE 2026\nLavoratrice: colf non convivente, livello B, tempo indeterminato\nOrario: 12 ore settimanali - paga oraria 8,20 euro\nOre retribuite nel trimestre: 156\nContributo orario applicato (con CUAF): 1,68 euro\nTotale contributi trimestre: 262,08 euro\n';
    const text = askAgent(
      'calcolo',
      'Quanto andava versato davvero e di quanto è la differenza?',
      upload('p.txt', sheet),
    ).text;
    expect(text).toContain('265,20 €');
    expect(text).toContain('3,12 €');
  });
});

describe("a leaving year's TFR statement", () => {
  it('computes the accrual when the revaluation is set aside', () => {
    const sheet =
      'PROSPETTO DATI CESSAZIONE\nCCNL: Terziario Confcommercio - IV livello\nData cessazione: 30/11/2026\nRetribuzione utile ai fini TFR 01/01/2026-30/11/2026: 22.440,00 euro\nFondo TFR al 31/12/2025 (già rivalutato): 14.980,35 euro\n';
    const text = askAgent(
      'calcolo',
      'La rivalutazione la controlliamo a parte. Mi serve la quota di TFR del 2026 al netto dello 0,50% del Fondo di garanzia.',
      upload('t.txt', sheet),
    ).text;
    expect(text).toContain('1.550,02 €');
  });
});
