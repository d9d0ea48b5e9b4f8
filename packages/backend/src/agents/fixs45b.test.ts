import { describe, expect, it } from 'vitest';
import { askAgent, openingLines, withUpload } from '../testing/agents.js';

/**
 * Session 45 (fixs45b), calculations asked of an uploaded document: an hourly pay written on a labelled line with
 * words before the figure, the surcharge percentages a document states itself, a payslip row's surcharge weighed
 * against the agreement's, a domestic worker's quarterly contributions computed on an hours sheet.
 */
const ask = async (message: string, fileName: string, text: string) =>
  (await askAgent('calcolo', message, { ...withUpload(fileName, text), today: '2026-11-28' })).text;

describe('calculations asked of an uploaded document', () => {
  it('values a timesheet overtime on the hourly pay its labelled line states', async () => {
    const sheet = [
      'FOGLIO ORE - Pastificio Rossi S.p.A.',
      'Dipendente: L. Verdi - CCNL Industria alimentare, 5° livello',
      'Orario contrattuale: 40 ore settimanali',
      'Retribuzione oraria lorda (come da contratto individuale): 11,20 €',
      'Lun 07/12  06:00-14:00  8 h',
      'Mar 09/12  06:00-14:00  8 h',
      'Mer 10/12  06:00-14:00  8 h',
      'Gio 11/12  06:00-14:00  8 h',
      'Ven 12/12  06:00-14:00  8 h',
      'Sab 13/12  08:00-12:00  4 h',
    ].join('\n');
    const text = await ask(
      'quanto vale lo straordinario del sabato che risulta da questo foglio ore?',
      'ore.txt',
      sheet,
    );
    // Alimentari industria: overtime beyond 40 hours, daytime, 45%; 4 × 11,20 × 1,45 = 64,96.
    expect(openingLines(text)).toContain('**64,96 €**');
    expect(text).not.toContain('non indicati nel foglio');
  });

  it("values the surcharges with the percentages the document states, not the agreement's", async () => {
    const summary = [
      'PROSPETTO MENSILE - CCNL Gomma plastica industria',
      'Paga oraria lorda di riferimento (minimi + EDR): 12,00 €',
      'Maggiorazioni del contratto aziendale:',
      '- lavoro notturno: 25%',
      '- lavoro festivo: 50%',
      'ore notturne del mese: 20',
      'ore festive del mese: 8',
    ].join('\n');
    const text = await ask(
      'quanto fanno in tutto le maggiorazioni per notturno e festivo del prospetto, con le nostre percentuali?',
      'prospetto.txt',
      summary,
    );
    // 20 × 12,00 × 25% = 60,00; 8 × 12,00 × 50% = 48,00; 108,00 in all.
    expect(openingLines(text)).toContain('108,00 €');
    expect(openingLines(text)).toContain('60,00 €');
  });

  it("finds a payslip row's surcharge below the agreement's and says how much is missing", async () => {
    const payslip = [
      'CCNL Cooperative sociali - Cedolino novembre 2026',
      'VOCE                                  ORE    BASE     IMPORTO',
      'Straordinario festivo diurno magg. 15%    6   8,50       58,65',
    ].join('\n');
    const text = await ask(
      'mi hanno messo lo straordinario festivo al 15%, è corretto? quanto mi spettava davvero?',
      'busta.txt',
      payslip,
    );
    // Cooperative sociali: holiday daytime overtime 30%; 6 × 8,50 × 1,30 = 66,30; 66,30 − 58,65 = 7,65.
    const opening = openingLines(text);
    expect(opening).toMatch(/^\*\*No\*\*/);
    expect(opening).toContain('**66,30 €**');
    expect(opening).toContain('7,65 €');
  });

  it('confirms a payslip row whose surcharge is the agreement’s', async () => {
    const payslip = [
      'CCNL Cooperative sociali - Cedolino novembre 2026',
      'Straordinario notturno magg. 30%    2   9,00       23,40',
    ].join('\n');
    const text = await ask(
      'la maggiorazione del 30% sullo straordinario di notte è giusta?',
      'busta.txt',
      payslip,
    );
    expect(openingLines(text)).toMatch(/^\*\*Sì\*\*/);
  });

  it("computes a domestic worker's quarter contributions on an hours sheet, with the due day asked", async () => {
    const sheet = [
      'PROSPETTO ORE BADANTE - non convivente',
      'Lavoratrice: A. B., livello BS, paga oraria 8,00 euro',
      'Orario: 20 ore settimanali',
      'luglio 2026: 88 ore',
      'agosto 2026: 84 ore',
      'settembre 2026: 88 ore',
      'Totale ore trimestre: 260',
    ].join('\n');
    const text = await ask(
      'quanto devo versare di contributi inps per questo trimestre e quanto trattengo alla badante? entro quando si paga?',
      'ore.txt',
      sheet,
    );
    const opening = openingLines(text);
    // 8,00 + 8,00 / 12 = 8,67 €/h effective, within the first 2026 band (1,70 €, worker 0,43): 260 × 1,70 = 442,00.
    expect(opening).toContain('**442,00 €**');
    expect(opening).toContain('111,80 €');
    expect(opening).toContain('10 ottobre');
  });
});
