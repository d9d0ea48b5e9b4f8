import { describe, expect, it } from 'vitest';
import { askAgent, openingLine } from '../testing/agents.js';

/**
 * Session 33 (fixs33a): an uploaded letter, contract or payslip asked whether it is right opens with the verdict on
 * what is asked, and a figure the document gives (its part-time share, its hours) is applied.
 */
const TODAY = '2026-11-26';
const ask = (agent: string, message: string, name: string, text: string, history: string[] = []) =>
  askAgent(agent, message, { documents: [{ fileId: 'f', fileName: name, text }], history, today: TODAY })
    .text;

const FIPE_LETTER = `TRATTORIA DA ORESTE S.R.L.
OGGETTO: Lettera di assunzione a tempo indeterminato
Con la presente Le confermiamo l'assunzione alle nostre dipendenze alle seguenti condizioni:
- decorrenza: 1 dicembre 2026
- inquadramento: 5° livello CCNL Pubblici Esercizi, Ristorazione Collettiva e Commerciale e Turismo (FIPE)
- orario: tempo pieno, 40 ore settimanali
- retribuzione lorda mensile: euro 1.540,00 comprensiva di ogni elemento
- mensilità: 14`;

const HOTEL_LETTER = `HOTEL BELVEDERE - Lettera di assunzione
assunzione a tempo indeterminato a decorrere dal 1° dicembre 2026 con le seguenti condizioni:
- CCNL applicato: Turismo - Federalberghi (aziende alberghiere)
- Qualifica: receptionist - 4° livello
- Retribuzione lorda mensile: euro 1.720,00 per 14 mensilità
- Periodo di prova: 60 (sessanta) giorni di effettivo lavoro`;

const CLEANING_OFFER = `CLEAN SERVICE COOP - Proposta di assunzione
Si propone l'assunzione dal 01/12/2026 con contratto a tempo indeterminato part-time orizzontale di 12 (dodici) ore settimanali, qualifica operaia addetta alle pulizie, 2° livello CCNL Imprese di pulizia e servizi integrati/Multiservizi.`;

const STUDI_PAYSLIP = `STUDIO GRIMALDI - Cedolino mese di NOVEMBRE 2026
CCNL: Studi Professionali Confprofessioni - Livello: 3°   Part-time: NO (40 h)
Minimo tabellare .................. 1.706,37
Totale lordo ...................... 1.706,37
Netto ............................. 1.379,00`;

const STUDI_PART_TIME = `STUDIO COMMERCIALE ROSSI & BIANCHI
Lettera di assunzione
Sig.ra Greco Anna - assunta dal 01/09/2026 a tempo indeterminato
CCNL Studi professionali (Confprofessioni) - 4° livello - impiegata amministrativa
Part-time orizzontale 30 ore settimanali su 40 (75%)`;

describe('a document asked whether it is right', () => {
  it('a letter paying below the level minimum, asked whether it complies: No, with the minimum', () => {
    const text = ask(
      'main-agent',
      'La lettera l’ho fatta io da un modello vecchio. Mi dice se rispetta il CCNL, soprattutto lo stipendio?',
      'lettera.txt',
      FIPE_LETTER,
    );
    expect(openingLine(text)).toMatch(/^No: la retribuzione è sotto il minimo del 5° livello/);
    expect(text).toContain('1.580,09 €');
  });

  it('a probation over the maximum asked "si può fare?" with the rest of the letter: No, 30 days, the pay weighed', () => {
    const text = ask(
      'main-agent',
      'Ho paura del periodo di prova: ha messo 60 giorni. Si può fare? Il resto della lettera è a posto?',
      'lettera.txt',
      HOTEL_LETTER,
    );
    expect(openingLine(text)).toMatch(/^No: il periodo di prova supera il massimo/);
    expect(text).toContain('30 giorni');
    expect(text).toMatch(/1\.695,69 €: è conforme/);
  });

  it('part-time hours of an offer asked as admitted: No, under the 15-hour floor, the level named', () => {
    const text = ask(
      'main-agent',
      'Il part-time di 12 ore settimanali è ammesso dal contratto collettivo per una nuova assunzione?',
      'proposta.txt',
      CLEANING_OFFER,
    );
    expect(openingLine(text)).toMatch(
      /^\*\*No\*\*: .*\*\*15 ore settimanali\*\*.*\(2° livello\) prevede 12 ore/,
    );
  });

  it('hours a worker wants, asked "va bene così?" beside her contract: No, under the floor', () => {
    const text = ask(
      'main-agent',
      'lei vuole fare solo 12 ore perche ha i bimbi piccoli, va bene cosi o c’è qualche problema col contratto?',
      'contratto.txt',
      CLEANING_OFFER,
    );
    expect(openingLine(text)).toMatch(/^\*\*No\*\*: .*15 ore settimanali/);
  });

  it('"mi controllate sta busta? il minimo è giusto? e a dicembre cambia?": Sì on the minimum, no net first', () => {
    const text = ask(
      'calcolo',
      'mi potete contrlolare sta busta della mia segretaria? il minimo di 1706,37 è giusto per novembre? e a dicembre cambia qualcosa o resta uguale fino al prossimo rinnovo??',
      'busta.txt',
      STUDI_PAYSLIP,
      ['salve sono la titolare di uno studio di commercialisti, ho 3 dipendenti'],
    );
    expect(openingLine(text)).toMatch(
      /^\*\*Sì\*\*: il minimo tabellare del 3° livello .* \*\*1\.706,37 €\*\*/,
    );
    expect(text).not.toMatch(/netto stimato/i);
    expect(text).toContain('1.726,37 €');
  });

  it('a part-timer’s 13th from her letter: the letter’s 75% applied', () => {
    const text = ask(
      'calcolo',
      "ok allora guarda la lettera che ti ho messo, quanto le tocca di tredicesima a dicembre 2026 alla segretaria? e' part time",
      'lettera.txt',
      STUDI_PART_TIME,
      ['ciao che contratto si applica in uno studio di commercialisti?'],
    );
    expect(openingLine(text)).toContain('part-time al 75%');
    expect(openingLine(text)).toContain('**403,53 €**');
  });
});
