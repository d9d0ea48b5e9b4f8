import { describe, expect, it } from 'vitest';
import { askAgent, openingLine, withUpload } from '../testing/agents.js';
import { timesheetDays } from './timesheet-hours.js';

// What users ask ABOUT an uploaded document: a field read off it, a figure of it checked against the agreement,
// a computation from its own figures — answered from the document, not with a quote or the agreement's rule.

describe('a field the document states, read off it', () => {
  it('an extension letter: its new last day and the level', () => {
    const answer = askAgent(
      'main-agent',
      'ho firmato la proroga: fino a quando resto e a che livello?',
      withUpload(
        'proroga.txt',
        'ALBERGO SOLE – CCNL Turismo\nOggetto: proroga del contratto a tempo determinato\nIl contratto, con scadenza originaria il 31 agosto 2026, è prorogato fino al 30 settembre 2026.\nRestano invariati mansione (facchino), livello (6°) e orario.\n',
      ),
    );
    expect(openingLine(answer.text)).toContain('30 settembre 2026');
    expect(openingLine(answer.text)).toContain('6°');
    expect(answer.text).not.toMatch(/non riesco a determinare il livello/);
  });

  it('the level and the job a hiring letter gives, asked as what they wrote', () => {
    const answer = askAgent(
      'main-agent',
      'in pratica che livello e che mansione mi hanno scritto?',
      withUpload(
        'assunzione.txt',
        'Lettera di assunzione\nCCNL Terziario Confcommercio\n- qualifica: magazziniere; livello: 5°;\n- orario: 40 ore settimanali.\n',
      ),
    );
    expect(openingLine(answer.text)).toContain('5°');
    expect(openingLine(answer.text)).toContain('magazziniere');
  });

  it('a change of contractor letter: the start, the hours and the level, in the order asked', () => {
    const answer = askAgent(
      'main-agent',
      'da quando passo alla nuova ditta, con quante ore e con che livello?',
      withUpload(
        'cambio.txt',
        'Gentile Sig. Bianchi,\nin relazione al cambio di appalto, ai sensi dell’art. 4 del CCNL Multiservizi, Le comunichiamo che sarà assunto a decorrere dal 1° marzo 2027, con contratto part-time di 25 ore settimanali, inquadramento 3° livello CCNL Multiservizi.\n',
      ),
    );
    const opening = openingLine(answer.text);
    expect(opening).toContain('1° marzo 2027');
    expect(opening).toContain('25 ore');
    expect(opening).toContain('3° livello');
    expect(opening).not.toMatch(/Le comunichiamo/);
  });
});

describe('a computation from the document’s own figures', () => {
  it('the 14th paid in July counts its twelfths to June', () => {
    const answer = askAgent(
      'main-agent',
      'a luglio mi hanno dato la quattordicesima, sono entrata il 1° maggio: è giusta?',
      withUpload(
        'busta.txt',
        'TRATTORIA DEL PORTO – CCNL Pubblici esercizi FIPE\nDipendente: commis – stagionale dal 01/05/2026\nPeriodo: LUGLIO 2026\n\nRetribuzione mensile lorda ........... 1.800,00\nQuattordicesima mensilità (ratei 3/12) .. 450,00\n',
      ),
    );
    // May and June: 1.800,00 × 2/12 = 300,00 (July starts the next year's twelfths)
    expect(openingLine(answer.text)).toContain('300,00');
    expect(openingLine(answer.text)).toContain('2/12');
  });

  it('holidays accrued from a payslip’s hire date to its pay month, weighed against the figure it prints', () => {
    const answer = askAgent(
      'main-agent',
      'le ferie maturate che risultano in questa busta sono giuste?',
      withUpload(
        'busta_agosto.txt',
        'CAMPEGGIO LE DUNE – CCNL Turismo Federalberghi – stagionale\nData assunzione: 01/04/2026\nPeriodo di paga: AGOSTO 2026\nRetribuzione mensile lorda ..... 1.600,00\nFerie: spettanti annue 26 gg – maturate al 31/08 gg 6,50 – godute 0\n',
      ),
    );
    // April–August: 5 months; 26 × 5 / 12 = 10,83 (the payslip's 6,50 is 3 months)
    expect(openingLine(answer.text)).toContain('10,83');
    expect(openingLine(answer.text)).toMatch(/non tornano/);
  });

  it('holidays accrued over a seasonal contract’s span, and over an extension only', () => {
    const contract = askAgent(
      'main-agent',
      'con questo contratto estivo quanti giorni di ferie maturo in tutto?',
      withUpload(
        'stagione.txt',
        'HOTEL MARE – CCNL Turismo Federalberghi\nContratto a tempo determinato stagionale dal 1° giugno 2026 al 30 settembre 2026\nQualifica: cameriere – 5° livello\n',
      ),
    );
    // 4 months: 26 × 4 / 12 = 8,67
    expect(openingLine(contract.text)).toContain('8,67');
    const extension = askAgent(
      'main-agent',
      'quante ferie maturo nei mesi della proroga?',
      withUpload(
        'proroga.txt',
        'HOTEL MARE – CCNL Turismo\nCon scadenza originaria il 30 settembre 2026, il rapporto è prorogato fino al 30 novembre 2026.\n',
      ),
    );
    // October and November: 26 × 2 / 12 = 4,33
    expect(openingLine(extension.text)).toContain('4,33');
  });

  it('the taxable pay asked of a payslip check opens the answer, the gross less the INPS due in cents', () => {
    const answer = askAgent(
      'main-agent',
      "in questo cedolino, se l'INPS fosse giusto, l'imponibile fiscale quanto sarebbe?",
      withUpload(
        'cedolino.txt',
        'CEDOLINO – MARZO 2026\nCCNL Terziario Confcommercio – 4° livello\nTotale competenze .......... 1.850,00\nContributo IVS c/dipendente 9,19% ...... 190,00\nImponibile fiscale ........ 1.660,00\n',
      ),
    );
    // 1.850,00 × 9,19% = 170,015 → 170,02; 1.850,00 − 170,02 = 1.679,98
    expect(openingLine(answer.text)).toContain('1.679,98');
  });

  it('the hours beyond the week in a timesheet whose days share one line, valued', () => {
    expect(
      timesheetDays('Lun 8 | Mar 8 | Mer 7 | Gio 7 | Ven 7 | Sab 7\nTotale: 44 ore').map((d) => d.hours),
    ).toEqual([8, 8, 7, 7, 7, 7]);
    const answer = askAgent(
      'main-agent',
      'quanto mi devono per le ore oltre le 40 di questa settimana?',
      withUpload(
        'presenze.txt',
        'PIZZERIA NAPOLI (CCNL Pubblici esercizi FIPE)\nDipendente: cameriere – tempo pieno 40 ore su 6 giorni – paga oraria 10,00 €\nLun 8 | Mar 8 | Mer 8 | Gio 7 | Ven 7 | Sab 4\nTotale: 42 ore\n',
      ),
    );
    // 2 hours × 10,00 × 1,30 = 26,00
    expect(openingLine(answer.text)).toContain('26,00');
  });

  it('a roster’s night hours counted in the agreement’s night band, and their surcharge in euro', () => {
    const roster = withUpload(
      'turni.txt',
      'FOGLIO PRESENZE – Hotel Centrale (CCNL Turismo Federalberghi)\nDipendente: portiere – paga oraria lorda 10,00 €\nLun 2: 22:00 – 06:00 (8 h)\nMar 3: 22:00 – 06:00 (8 h)\nMer 4: riposo\n',
    );
    const count = askAgent('main-agent', 'quante delle mie ore sono notturne secondo il contratto?', roster);
    // A night worker's shifts (3 hours and more in the band): Turismo's hotel band 23:30–6:30, 6,5 hours a shift
    expect(openingLine(count.text)).toContain('13 ore di lavoro notturno');
    const value = askAgent('main-agent', 'e quanto vale in euro la maggiorazione notturna?', roster);
    // 13 × 10,00 × 20% = 26,00 (the night workers' surcharge)
    expect(openingLine(value.text)).toContain('26,00');
  });
});

describe('a figure of the document weighed, and a document that is not about work', () => {
  it('a probation doubted as "tanti": the letter’s days and the agreement’s maximum', () => {
    const answer = askAgent(
      'main-agent',
      '120 giorni di prova non sono troppi? qual è il massimo?',
      withUpload(
        'lettera.txt',
        'LETTERA DI ASSUNZIONE\nCCNL Terziario, Distribuzione e Servizi (Confcommercio), commessa, 4° livello.\nL’assunzione è soggetta a un periodo di prova di 120 giorni di lavoro effettivo.\n',
      ),
    );
    expect(openingLine(answer.text)).toContain('120 giorni');
    expect(openingLine(answer.text)).toContain('60 giorni');
  });

  it('a lease is out of scope, said first, with none of its figures', () => {
    const answer = askAgent(
      'main-agent',
      "questo è il contratto d'affitto di casa: il proprietario può aumentare il canone del 5%?",
      withUpload(
        'affitto.txt',
        'CONTRATTO DI LOCAZIONE AD USO ABITATIVO\nLocatore: Mario Verdi – Conduttore: Luca Neri\nCanone annuo: euro 9.600,00 in rate mensili di euro 800,00\n',
      ),
    );
    expect(openingLine(answer.text)).toMatch(/non rientra/);
    expect(answer.text).not.toMatch(/9\.600|800,00/);
  });
});

describe('a timesheet read from its indexed passages (lines joined)', () => {
  it('splits the day cells of one line joined to its header and total', () => {
    const days = timesheetDays(
      'Settimana 9-14 novembre 2026 (ore diurne) Lun 8 | Mar 8 | Mer 7 | Gio 7 | Ven 7 | Sab 7 Totale: 44 ore',
    );
    expect(days.map((d) => d.hours)).toEqual([8, 8, 7, 7, 7, 7]);
  });
});
