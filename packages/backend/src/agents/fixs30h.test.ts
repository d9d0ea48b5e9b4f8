import { describe, expect, it } from 'vitest';
import { askAgent, openingLine } from '../testing/agents.js';

// Session 30 (fixs30h): an accrual's end month, domestic hours within the week, a claimed part-time floor, the
// employer's items at the user's rates, an apprentice's payslip and an apprenticeship profile.
const opening = (agent: string, message: string, extra: Parameters<typeof askAgent>[2] = {}) =>
  openingLine(askAgent(agent, message, extra).text);
const upload = (fileName: string, text: string) => ({ documents: [{ fileId: 'f', fileName, text }] });

describe('an accrual asked to the end of a month after a hire of this year', () => {
  it('PAR from 1 March to the end of November: 9 months, 78 hours (104 × 9 / 12)', () => {
    const text = opening(
      'calcolo',
      'asunto il 1 marzo di quest anno, a fine novenbre quante ore di PAR (rol + ex festivita) ho maturato??',
      { history: ['sono operaio metalmeccanico full time, contratto federmeccanica'] },
    );
    expect(text).toContain('**78 ore**');
    expect(text).toContain('30 novembre');
  });
});

describe('a domestic worker’s extra daytime hours within the 40-hour week', () => {
  it('25 hours agreed, 3 more at 9,00 €: 27,00 € with no surcharge, the claimed overtime denied', () => {
    const text = opening(
      'calcolo',
      "Colf non convivente a 25 ore a settimana, 9,00 euro l'ora. Le abbiamo chiesto 3 ore in più di giorno; mia suocera dice che vanno pagate come straordinario con la maggiorazione: quanto le dobbiamo?",
    );
    expect(text).toMatch(/^\*\*No\*\*/);
    expect(text).toContain('**27,00 €**');
    expect(text).toContain('senza maggiorazione');
  });

  it('hours that pass the full week are not paid at the ordinary hour alone', () => {
    const text = opening(
      'calcolo',
      "colf non convivente a 38 ore settimanali, 8,50 euro l'ora, ha fatto 4 ore in più: quanto le devo?",
    );
    expect(text).not.toContain('**34,00 €**');
  });
});

describe('a colleague’s claim that part-time has a floor of hours', () => {
  it('Multiservizi, 14-hour contract uploaded: Sì, the floor is 15 hours and the contract falls short', () => {
    const text = opening(
      'main-agent',
      'mi anno fatto firmare questo contratto a 14 ore nelle pulizie, una collega dice che sotto un certo numero di ore non si puo, e vero?',
      upload(
        'contratto-pulizie.txt',
        'CONTRATTO DI LAVORO A TEMPO PARZIALE\nCCNL applicato: Pulizie/Servizi integrati Multiservizi\nLivello: 2°\nOrario: 14 ore settimanali\n',
      ),
    );
    expect(text).toMatch(/^\*\*Sì\*\*/);
    expect(text).toContain('15 ore settimanali');
    expect(text).toContain('non è conforme');
  });
});

describe('the employer’s items at the rates the user gives', () => {
  it('RAL 28.000, INPS 30%, INAIL 6 per mille: 8.400,00 €, 168,00 € and 2.074,07 € of TFR, no sick-pay passage', () => {
    const text = askAgent(
      'calcolo',
      "Sto per assumere un'impiegata nel mio studio di architettura con una RAL di 28.000 euro. Considera contributi INPS a carico dello studio al 30% e un premio INAIL al 6 per mille. Quanto pago di INPS e quanto di INAIL all'anno, e quanto accantono di TFR?",
    ).text;
    const first = openingLine(text);
    expect(first).toContain('**8.400,00 €**');
    expect(first).toContain('**168,00 €**');
    expect(first).toContain('**2.074,07 €**');
    expect(text).not.toContain('malattia e infortunio');
  });

  it('the 0,50% guarantee fund named in a TFR question is no employer rate: the TFR opens', () => {
    const text = opening(
      'calcolo',
      'RAL 28.000 euro: quanto TFR matura in un anno, togliendo il contributo dello 0,5% al fondo di garanzia INPS?',
    );
    expect(text).toContain('1.934,07 €');
    expect(text).not.toContain('Con le tue ipotesi');
  });
});

describe('an apprentice’s payslip weighed by its month', () => {
  const payslip = (hire: string, month: string, applied: number) =>
    `STUDIO ROSSI - CEDOLINO ${month}\nDipendente: Bianchi Giulia - Apprendista professionalizzante\nCCNL: Studi professionali Confprofessioni - livello di destinazione 3°\nData assunzione: ${hire}\nMinimo tabellare livello di destinazione (full time): 1.800,00\nPercentuale apprendistato applicata: ${applied}%\n`;

  it('16th month at 70%: No, the 13th–24th months are at 85%, 1.530,00 €', () => {
    const text = opening(
      'calcolo',
      'ti ho caricato la mia busta, sono apprendista e mi pagano ancora il 70%... è giusto o dovrei prendere di più?',
      upload('cedolino.txt', payslip('01/07/2025', 'OTTOBRE 2026', 70)),
    );
    expect(text).toMatch(/^\*\*No\*\*/);
    expect(text).toContain('85%');
    expect(text).toContain('**1.530,00 € lordi al mese**');
  });

  it('the share the period sets, applied: Sì', () => {
    const text = opening(
      'calcolo',
      'sono apprendista, la percentuale della mia busta è giusta?',
      upload('cedolino.txt', payslip('01/07/2025', 'OTTOBRE 2026', 85)),
    );
    expect(text).toMatch(/^\*\*Sì\*\*/);
  });
});

describe('an apprenticeship profile the agreement sets apart', () => {
  it('Commercio, pharmacist in a parafarmacia: 2nd level, at most 36 months', () => {
    const text = opening(
      'inquadra',
      'Gestisco una parafarmacia col contratto del commercio: per una farmacista assunta in apprendistato a che livello va e quanto dura al massimo?',
    );
    expect(text).toContain('**2° livello**');
    expect(text).toContain('**36 mesi**');
  });
});
