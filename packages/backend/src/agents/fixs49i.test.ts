import { describe, expect, it } from 'vitest';
import { askAgent, openingLine, withUpload } from '../testing/agents.js';

const TODAY = '2026-11-28';
const ask = (question: string, name: string, text: string) =>
  askAgent('calcolo', question, { ...withUpload(name, text), today: TODAY });

describe('payslips and timesheets computed to the figure asked (fixs49i)', () => {
  it('weighs a part-time pay line on its result, not the full-time base in brackets', () => {
    const slip = [
      'CEDOLINO PAGA - OTTOBRE 2026',
      'CCNL applicato: Multiservizi',
      'Dipendente: Operaia - Livello 2 - Part-time orizzontale 24 ore settimanali (60%)',
      'Retribuzione tabellare + contingenza (1.368,17 x 60%) ..... 820,90',
      'TOTALE COMPETENZE ......... 827,10',
      'NETTO IN BUSTA ............ 751,09',
    ].join('\n');
    const answer = ask('La paga base è giusta? Altrimenti quanto le manca?', 'busta.txt', slip);
    expect(openingLine(answer.text)).toContain('841,90 €');
    expect(openingLine(answer.text)).toContain('21,00 €');
    expect(answer.text).not.toMatch(/netto stimato/i);
  });

  it('values the supplementary hours a month timesheet totals', () => {
    const sheet = [
      'FOGLIO PRESENZE - NOVEMBRE 2026',
      'CCNL Terziario Confcommercio - 4° livello - commessa',
      'Contratto: part-time orizzontale 24 ore settimanali',
      'Settimana 1: ore ordinarie 24 - ore supplementari 3',
      'Settimana 2: ore ordinarie 24 - ore supplementari 4',
      'Totale ore supplementari del mese: 7',
    ].join('\n');
    const answer = ask('Quanto le spetta lordo per le ore supplementari di novembre?', 'fp.txt', sheet);
    // 1.818,75 / 168 × 1,35 × 7
    expect(answer.text).toContain('102,30 €');
  });

  it('computes the Cassa Edile set-aside on an hours sheet, overtime left out', () => {
    const sheet = [
      'IMPRESA EDILE - CCNL Edilizia industria',
      'Prospetto ore settembre 2026 - operaio 3° livello',
      'Ore ordinarie lavorate: 160',
      'Ore straordinario: 10',
      'Retribuzione oraria (paga base + ex contingenza + EET): 10,00 €',
    ].join('\n');
    const answer = ask(
      'Quanto va accantonato in Cassa Edile per ferie e gratifica natalizia questo mese, e quanto è la gratifica?',
      'ore.txt',
      sheet,
    );
    // 160 × 10,00 = 1.600,00: 18,5% = 296,00, of which 10% = 160,00
    expect(openingLine(answer.text)).toContain('296,00 €');
    expect(openingLine(answer.text)).toContain('160,00 €');
  });

  it("reckons a live-in carer's 13th on the payslip's pay, increments and board", () => {
    const slip = [
      'PROSPETTO PAGA LAVORO DOMESTICO - OTTOBRE 2026',
      'Lavoratrice: badante convivente - livello BS - CCNL lavoro domestico',
      'Assunzione: 01/06/2022',
      'Retribuzione minima mensile BS ........ 1.000,00',
      "Scatti anzianita' (n. 1 x 4%) ........    40,00",
      "Indennita' vitto e alloggio (conv.) ...   171,60",
    ].join('\n');
    const answer = ask('quanto le devo dare di tredicesima a dicembre?', 'busta.txt', slip);
    expect(openingLine(answer.text)).toContain('1.211,60 €');
  });
});
