import { describe, expect, it } from 'vitest';
import { askAgent, openingLine } from '../testing/agents.js';

const upload = (text: string, fileName = 'documento.txt') => ({
  documents: [{ fileId: 'd1', fileName, text }],
  today: '2026-11-24',
});

describe('figures a payslip states, in layouts of other payroll programs (realdocs4)', () => {
  it('a leave table drawn in cells: the balance column, not the agreement’s yearly days', () => {
    const answer = askAgent(
      'main-agent',
      'quanti permessi mi avanzano ancora?',
      upload(
        [
          'ELABORAZIONE PAGHE - DICEMBRE 2026 - Dip. ROSSI ANNA - CCNL Commercio - Liv. 4',
          '| Voce | Spettanti | Fruiti | Residui |',
          '| Ferie (gg) | 26,00 | 20,00 | 6,00 |',
          '| Permessi ROL (ore) | 72,00 | 40,00 | 32,00 |',
        ].join('\n'),
      ),
    );
    expect(openingLine(answer.text)).toContain('32,00 ore');
  });

  it('a payslip of two months side by side: the item asked in all, summed over its two columns', () => {
    const answer = askAgent(
      'calcolo',
      'quanto ho preso di lordo in tutto tra novembre e dicembre?',
      upload(
        [
          'STUDIO TECNICO - Cedolino NOVEMBRE 2026 / DICEMBRE 2026',
          'Voce                NOVEMBRE     DICEMBRE',
          'Lordo               1.200,00     1.250,50',
          'INPS                  110,28       114,92',
          'Netto               1.089,72     1.135,58',
        ].join('\n'),
      ),
    );
    // 1.200,00 + 1.250,50 = 2.450,50
    expect(openingLine(answer.text)).toContain('2.450,50');
  });

  it('the same with the payslip’s lines joined into one (as an uploaded file is indexed)', () => {
    const answer = askAgent(
      'calcolo',
      'in tutto nei due mesi quanto mi hanno dato netto?',
      upload(
        'CEDOLINO MARZO 2027 - APRILE 2027 Dipendente: GHIDINI ELSA Voce MARZO APRILE Lordo 980,00 1.010,00 INPS 90,06 92,82 Netto 889,94 917,18 Pagato con bonifico',
      ),
    );
    // 889,94 + 917,18 = 1.807,12
    expect(openingLine(answer.text)).toContain('1.807,12');
  });

  it('the net said as what is left in the pocket: the payslip’s own net', () => {
    const answer = askAgent(
      'calcolo',
      'ho guardato la busta di novembre, alla fine quanto mi resta in tasca?',
      upload(
        'CEDOLINO NOVEMBRE 2026\nDipendente: VERDI LUCA  Liv. 5  CCNL Terziario\nRetribuzione 1.691,70\nContributi IVS 155,47\nIRPEF 180,12\nNETTO A PAGARE 1.356,11\n',
      ),
    );
    expect(openingLine(answer.text)).toContain('1.356,11');
  });
});

describe('what a letter states, asked in a worker’s words (realdocs4)', () => {
  it('how long an apprenticeship lasts: the statement of its length', () => {
    const answer = askAgent(
      'main-agent',
      'quanti anni dura l’apprendistato scritto nel contratto allegato?',
      upload(
        'CONTRATTO DI APPRENDISTATO PROFESSIONALIZZANTE\nApprendista: NERI MARCO\nCCNL Metalmeccanica industria\nQualifica finale: manutentore elettrico, livello C2\nDurata del periodo formativo: 30 mesi, dal 04/01/2027 al 03/07/2029\nTutor: sig. Bassi\n',
      ),
    );
    expect(openingLine(answer.text)).toContain('30 mesi');
  });

  it('when the work starts and its weekly hours, asked together', () => {
    const answer = askAgent(
      'main-agent',
      'quando comincio e quante ore faccio a settimana?',
      upload(
        'Sig. BIANCHI PAOLO\nLe comunichiamo la Sua assunzione a tempo indeterminato come magazziniere.\nInizio del rapporto: 7 gennaio 2027.\nOrario di lavoro: 25 ore settimanali, dal lunedì al venerdì mattina.\nLa Direzione\n',
      ),
    );
    expect(answer.text).toContain('7 gennaio 2027');
    expect(answer.text).toContain('25 ore settimanali');
  });

  it('a schedule with a dash between its days and its free days named: only the working days count', () => {
    const answer = askAgent(
      'main-agent',
      'con il nuovo orario quante ore faccio?',
      upload(
        'Oggetto: nuova collocazione oraria\nGentile collega, dal 1° febbraio 2027 il Suo orario sarà:\nlunedì - giovedì: dalle 9:00 alle 13:00\nvenerdì e sabato: liberi\nDistinti saluti\n',
      ),
    );
    // 4 hours × 4 days = 16
    expect(openingLine(answer.text)).toContain('16 ore settimanali');
  });

  it('the causale of a fixed-term renewal: the reason the letter gives, not the agreement’s renewal', () => {
    const answer = askAgent(
      'main-agent',
      'qual è la causale scritta nel rinnovo?',
      upload(
        'Oggetto: rinnovo del contratto a termine\nGentile Sig.ra Gallo, Le proponiamo un nuovo contratto a tempo determinato dal 01/03/2027 al 30/09/2027, per la seguente causale: incremento temporaneo dell’attività per la stagione estiva.\nCordiali saluti\n',
      ),
    );
    expect(openingLine(answer.text)).toContain('incremento temporaneo');
    expect(answer.text).not.toMatch(/una tantum/);
  });
});

describe('the agreement’s figure asked beside a document (realdocs4)', () => {
  it('two offers held at once, one uploaded: each agreement at its own level', () => {
    const answer = askAgent(
      'confronta',
      'ho due offerte, quella allegata e una di un supermercato al 4° livello del commercio: quale paga il minimo più alto?',
      upload(
        'Oggetto: proposta di assunzione\nGentile Sig.ra Costa,\nLe proponiamo l’assunzione come addetta alle pulizie, CCNL Multiservizi, 3° livello, dal 1° dicembre 2026.\nCordiali saluti\n',
      ),
    );
    // Multiservizi 3rd level from 1.10.2026: 1.478,05; Terziario IV from 1.11.2026: 1.818,75.
    expect(answer.text).toContain('1.478,05');
    expect(answer.text).toContain('1.818,75');
  });

  it('a level said by its ordinal alone beside a union leaflet: that level’s tranche', () => {
    const answer = askAgent(
      'main-agent',
      'sul volantino c’è il quarto livello ma io sono al terzo, quanto mi arriva in più da novembre?',
      upload(
        'FILCAMS - FISASCAT - UILTUCS\nCCNL Terziario Distribuzione e Servizi\nDal 1° novembre 2026 quinta tranche: al 4° livello + 35 euro\n',
      ),
    );
    // 3rd level tranche of 1.11.2026: 40,47
    expect(openingLine(answer.text)).toContain('40,47');
  });

  it('an apprentice’s probation: the apprentices’ row of the level, not the level’s own', () => {
    const answer = askAgent(
      'main-agent',
      'quanto può durare la prova di un apprendista al 2° livello negli studi professionali?',
      { today: '2026-11-24' },
    );
    // Apprentices 2/3/3S/5: 90 days of effective work (the 2nd level's own row is 120 calendar days).
    expect(openingLine(answer.text)).toContain('90 giorni');
    expect(openingLine(answer.text)).not.toContain('120');
  });

  it('a description of the role decides the level on its tasks', () => {
    const answer = askAgent(
      'inquadra',
      'vi allego la descrizione del ruolo in pizzeria, che livello dovrebbe avere col fipe?',
      upload(
        'DESCRIZIONE DELLA POSIZIONE\nRuolo: PIZZAIOLO\nCompiti principali: preparazione degli impasti, stesura e farcitura delle pizze, cottura nel forno a legna, pulizia del banco pizzeria.\nCCNL applicato: Pubblici Esercizi (FIPE)\n',
      ),
    );
    expect(openingLine(answer.text)).toContain('4° livello');
  });
});
