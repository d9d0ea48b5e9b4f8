import { describe, expect, it } from 'vitest';
import { askAgent, openingLines } from '../testing/agents.js';

/**
 * Session 59 (fixs59e): one item of an uploaded document asked — an apprenticeship's last day from its hiring
 * letter, a payslip line's hours said as the question says them, a breastfeeding-rest line (not the law's daily
 * rest between shifts), a timesheet's overtime total at the agreement's rate, the rate and base behind a pension
 * contribution line, and a payslip's minimum line (with its level code) weighed against the table in force.
 * Documents go through the upload's index, as in the product (lines may reach the agents joined).
 */
let stored = 0;
const upload = (fileName: string, text: string) => ({
  documents: [{ fileId: `fixs59e-${++stored}-${fileName}`, fileName, stored: () => ({ text }) }],
  today: '2026-11-30',
});
const ask = async (agent: string, message: string, fileName: string, text: string) =>
  (await askAgent(agent, message, upload(fileName, text))).text;

describe('one item of an uploaded document', () => {
  it("gives an apprenticeship's last day from the letter's start and length", async () => {
    const letter = [
      'CONTRATTO DI APPRENDISTATO PROFESSIONALIZZANTE',
      'Azienda: Ferramenta Gialli snc - CCNL Terziario Confcommercio',
      'Apprendista: Luca Gialli',
      'Data di assunzione: 15/03/2026',
      'Durata del periodo di apprendistato: 24 mesi',
      'Qualifica da conseguire: magazziniere - 4° livello',
    ].join('\n');
    const text = await ask(
      'main-agent',
      "mio figlio ha firmato questo contratto, l'apprendistato quando scade di preciso?",
      'contratto-luca.txt',
      letter,
    );
    // 15 March 2026 + 24 months = 15 March 2028: the last day is the 14th.
    expect(openingLines(text)).toContain('14 marzo 2028');
  });

  it('says the hours of a payslip line as whole hours', async () => {
    const payslip = [
      'CEDOLINO GIUGNO 2026 - CCNL Edilizia industria',
      'VOCE                                  ORE     BASE     COMPETENZE',
      'Retribuzione ordinaria                136,00  10,90    1.482,40',
      'Cassa integrazione ordinaria           32,00            271,36',
      'NETTO IN BUSTA                                         1.512,20',
    ].join('\n');
    const text = await ask(
      'main-agent',
      'a giugno quante ore di cassa integrazione risultano nel cedolino?',
      'giugno.txt',
      payslip,
    );
    expect(openingLines(text)).toContain('32 ore');
    expect(text).not.toContain('32,00 ore');
  });

  it("reads a breastfeeding-rest line's hours and amount, not the law's rest between shifts", async () => {
    const payslip = [
      'CEDOLINO MARZO 2027 - CCNL Terziario Confcommercio - 3° livello',
      'VOCI                                   ORE      IMPORTO',
      'Retribuzione contrattuale                       1.950,00',
      'Riposi per allattamento (a carico INPS) 18,00   201,60',
      'Contributi INPS 9,19%                           179,21',
    ].join('\n');
    const text = await ask(
      'main-agent',
      "sono tornata dalla maternità e nella busta di marzo vedo le ore di riposo per l'allattamento: quante sono e quanto me le pagano?",
      'marzo.txt',
      payslip,
    );
    expect(openingLines(text)).toContain('18 ore');
    expect(text).toContain('201,60 €');
    expect(text).not.toContain('11 ore consecutive');
  });

  it("values a timesheet's overtime total at the sheet's hourly pay and the agreement's rate", async () => {
    const sheet = [
      'RAPPORTINO SETTIMANALE - CCNL Edilizia Industria',
      'Operaio qualificato',
      'Paga oraria lorda di riferimento: 12,40 EUR',
      'Giorno          Ordinarie  Straord. diurno',
      'Lun 07/12/2026     8            1',
      'Mar 08/12/2026     8            0',
      'Mer 09/12/2026     8            3',
      'Gio 10/12/2026     8            0',
      'Ven 11/12/2026     8            0',
      'TOTALE            40            4',
    ].join('\n');
    const text = await ask(
      'calcolo',
      'quanto valgono in euro gli straordinari segnati sul rapportino di questa settimana?',
      'rapportino.txt',
      sheet,
    );
    // 12,40 × 1,35 = 16,74 € an hour; 4 × 16,74 = 66,96 €.
    expect(openingLines(text)).toContain('66,96 €');
  });

  it('finds the rate and the base behind a contribution line that states no rate', async () => {
    const payslip = [
      'CEDOLINO OTTOBRE 2026 - CCNL Terziario Confcommercio - 5° livello',
      'Paga base                                      1.400,00',
      'Indennita di contingenza                         600,00',
      'TOTALE COMPETENZE                              2.000,00',
      'Ritenute INPS c/dip.                             183,80',
      'Imponibile fiscale                             1.816,20',
    ].join('\n');
    const text = await ask(
      'calcolo',
      'che percentuale di contributi inps mi hanno trattenuto e su che base la calcolano?',
      'ottobre.txt',
      payslip,
    );
    expect(openingLines(text)).toContain('9,19%');
    expect(openingLines(text)).toContain('2.000,00 €');
  });

  it("weighs a payslip's minimum line, printed with its level code, against the table in force", async () => {
    const payslip = [
      'BUSTA PAGA NOVEMBRE 2026 - CCNL Metalmeccanica industria (Federmeccanica)',
      'Operaio - Livello C3',
      'Minimo contrattuale liv. C3 ........ 2.158,26',
      'Superminimo ........................ 60,00',
      'TOTALE COMPETENZE .................. 2.218,26',
    ].join('\n');
    const text = await ask(
      'calcolo',
      'controllami il minimo contrattuale della busta: è quello giusto per un C3?',
      'busta.txt',
      payslip,
    );
    // C3 from 1 June 2026: 2.211,43 €; the line is 53,17 € short.
    expect(openingLines(text)).toContain('2.211,43 €');
    expect(openingLines(text)).toContain('53,17 €');
  });

  it("weighs the minimum line, not the month's total, when the minimum of a category is doubted", async () => {
    const payslip = [
      'CEDOLINO NOVEMBRE 2026 - CCNL Unionmeccanica Confapi',
      'Operaio - Livello 5',
      'Minimo contrattuale .............. 2.195,87',
      'Superminimo individuale .......... 120,00',
      'Totale retribuzione mensile ...... 2.315,87',
    ].join('\n');
    const text = await ask(
      'calcolo',
      'il minimo della sua categoria è corretto o manca qualcosa?',
      'cedolino.txt',
      payslip,
    );
    expect(openingLines(text)).toContain('2.245,87 €');
    expect(openingLines(text)).toContain('50,00 €');
  });
});
