import { describe, expect, it } from 'vitest';
import { askAgent, withUpload } from '../testing/agents.js';

/**
 * Session 62 (fx62overtime): overtime and renewal facts read from what the question tells — the band past the
 * week's 48th hour, a yearly ceiling by the firm's size (said in the question or in an uploaded letter), the rule
 * on surcharges met in one hour, a payslip line's hours, a signing day that is not the day asked, and a month's
 * lower minimum explained by the tranche after it.
 */
describe('overtime caps, bands and tranches as the user tells them', () => {
  it('values the hours past the 48th of the week at the higher band', () => {
    const { text } = askAgent(
      'calcolo',
      'quando supero le 48 ore in settimana, quelle ore extra a quanto me le pagano?',
      {
        history: [
          'Commesso al 4° livello del CCNL Commercio, niente superminimo: quanto vale lordo un’ora di straordinario?',
        ],
      },
    );
    expect(text).toMatch(/20%/);
    expect(text).toMatch(/12,99 €/);
    // The 48 is the threshold passed, not a count of hours worked.
    expect(text).not.toMatch(/48 ore valgono/);
  });

  it('picks the ceiling of a firm above 200 employees when maintenance is denied', () => {
    const { text } = askAgent(
      'main-agent',
      'Nella nostra impresa metalmeccanica (CCNL Federmeccanica) siamo circa 420 dipendenti e non abbiamo nessuna attività di installazione presso clienti. Quante ore di straordinario all’anno può fare al massimo un operaio?',
    );
    expect(text).toMatch(/\*\*200 ore l'anno\*\*/);
  });

  it('reads the headcount of an uploaded letter and no clitic as an agreement', () => {
    const letter =
      'Gentile dipendente,\nle chiediamo per il prossimo anno circa 270 ore di straordinario.\nLa società applica il CCNL metalmeccanica industria (Federmeccanica-Assistal) e ha in organico 90 dipendenti.\n';
    const { text } = askAgent(
      'main-agent',
      'Ti ho allegato la lettera dell’azienda. Sono in linea, niente manutenzione. Il contratto nazionale glielo consente, o c’è un massimo annuo di straordinario per chi lavora in una ditta come la nostra?',
      withUpload('richiesta-straordinari.txt', letter),
    );
    expect(text).not.toMatch(/Glielo/i);
    expect(text).toMatch(/250 ore/);
  });

  it('says the surcharges do not add up when asked why the night one is not added', () => {
    const { text } = askAgent(
      'main-agent',
      'Ma il notturno del 25% non si aggiunge allo straordinario? Pensavo si sommassero',
      {
        history: [
          'Lavoro in un bar col contratto FIPE: lo straordinario fatto all’una di notte quanto è maggiorato?',
        ],
      },
    );
    expect(text).toMatch(/non si sommano/);
    expect(text).toMatch(/assorbe/);
  });

  it('gives the hours of a payslip line asked with its amount', () => {
    const payslip =
      'BUSTA PAGA MARZO 2026\nVoce                     Ore    Tariffa   Importo\nStraordinario notturno 50%  2,50   16,20   40,50\nTotale competenze                         1.905,00\n';
    const { text } = askAgent(
      'main-agent',
      'Dalla busta che ti ho mandato: per gli straordinari notturni in tutto quanto ho incassato, e quante ore erano?',
      withUpload('busta-marzo.txt', payslip),
    );
    expect(text).toMatch(/40,50 €/);
    expect(text).toMatch(/2,5 ore|2,50 ore/);
  });

  it('answers today’s minimum when the question names the renewal’s signing day', () => {
    const { text } = askAgent(
      'calcolo',
      'Sto studiando l’accordo di rinnovo dei metalmeccanici siglato il 22 novembre 2025: quanto fa oggi il minimo del livello D1?',
    );
    expect(text).not.toMatch(/minimo mensile lordo[^.]* al 22 novembre 2025/);
    expect(text).toMatch(/1\.784,94 €/);
  });

  it('explains a lower minimum in an earlier month by the tranche after it', () => {
    const { text } = askAgent(
      'calcolo',
      'come mai ad aprile 2026 il D1 era più basso? da cosa deriva la differenza?',
      {
        history: ['Metalmeccanici industria, livello D1: qual è il minimo in vigore oggi?'],
      },
    );
    expect(text).toMatch(/1° giugno 2026/);
    expect(text).toMatch(/42,91 €/);
  });
});
