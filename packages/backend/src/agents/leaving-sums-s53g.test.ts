import { describe, expect, it } from 'vitest';
import { askAgent, openingLines, withUpload } from '../testing/agents.js';

// Answering the question asked (issue 12, session 53): end-of-job sums (untaken holidays, notice indemnity, a
// closing payslip's extra-month twelfths, one year's TFR, time off during notice) get the amount asked, on the
// period the job ends in, and a follow-up that changes one setting gets the same sum again.
describe('untaken holiday hours paid at leaving', () => {
  const first =
    'Il rapporto di un commesso CCNL Commercio di 4° livello finisce il 30/09/2026, paga al solo minimo. Ferie da pagare: 40 ore. A quanto ammonta l’indennità sostitutiva?';

  it('the hours times the hourly pay of the table in force at the leaving day', () => {
    const opening = openingLines(askAgent('main-agent', first).text);
    expect(opening).toContain('424,70');
    expect(opening).toContain('168');
  });

  it('a follow-up for a colleague at another level computes the same hours again', () => {
    const answer = askAgent(
      'main-agent',
      'stessa cosa per una sua collega, stesse ore, ma lei è al 5° livello',
      {
        history: [first],
      },
    );
    expect(openingLines(answer.text)).toContain('395,26');
  });

  it('a follow-up asking something else is not recomputed', () => {
    const answer = askAgent('main-agent', 'e le ferie quando scadono invece?', { history: [first] });
    expect(openingLines(answer.text)).not.toContain('395,26');
  });
});

describe('the notice indemnity asked again with the seniority changed', () => {
  it('the new band and its amount on the minimum', () => {
    const answer = askAgent('main-agent', 'e se invece avesse 12 anni di servizio?', {
      history: [
        'Metalmeccanici industria, licenziamo un impiegato C3 con 3 anni di servizio e non gli facciamo fare il preavviso: quanto vale l’indennità sostitutiva sul solo minimo?',
      ],
    });
    const opening = openingLines(answer.text);
    expect(opening).toContain('12 anni');
    expect(opening).toMatch(/\*\*[\d.]+,\d\d €\*\*/);
  });
});

describe('a dismissal letter stating the hire day "in data"', () => {
  const letter = withUpload(
    'lettera.txt',
    'METALLURGICA VENETA S.R.L.\nOggetto: licenziamento per giustificato motivo oggettivo\n\nGentile Sig.ra Anna Rossi, assunta in data 15/01/2019 e inquadrata al livello C2 del CCNL Metalmeccanica Industria, Le comunichiamo il licenziamento per giustificato motivo oggettivo. Il periodo di preavviso di 20 giorni di calendario decorrerà dal 11/11/2026; il rapporto cesserà quindi il 30/11/2026.\n\nVerona, 10/11/2026',
  );

  it('counts the years from that day and weighs the letter’s days against the agreement', () => {
    const answer = askAgent(
      'main-agent',
      'La lettera di licenziamento preparata dall’azienda rispetta il preavviso del contratto?',
      letter,
    );
    const opening = openingLines(answer.text);
    expect(opening).toContain('7 anni');
    expect(opening).toContain('2 mesi');
    expect(opening).toContain('20 giorni');
  });
});

describe('a closing payslip’s extra-month line with its twelfths', () => {
  const slip = withUpload(
    'cedolino.txt',
    'CEDOLINO PAGA - LUGLIO 2026 (CESSAZIONE)\nAzienda: Ferramenta Bianchi s.r.l. - CCNL Terziario Distribuzione e Servizi (Confcommercio)\nDipendente: Verdi Marco - Livello 4° - Impiegato - Full time 40 h\nData assunzione: 01/09/2020 - Data cessazione: 31/07/2026 (licenziamento)\n\nCOMPETENZE\nPaga base ............................ 1.257,46\nContingenza ..........................   524,22\nTerzo elemento .......................     2,07\nTotale retribuzione mensile .......... 1.783,75\nRateo 13a mensilità (6/12) ...........   891,88\nRateo 14a mensilità (1/12) ...........   148,65\n',
  );

  it('the months served in the year to the leaving day, not one month’s twelfth', () => {
    const answer = askAgent(
      'main-agent',
      'Ultima busta dopo il licenziamento: il rateo di tredicesima torna?',
      slip,
    );
    const opening = openingLines(answer.text);
    expect(opening).toContain('7/12');
    expect(opening).toContain('1.040,52');
  });

  it('the 14th counted from July', () => {
    const answer = askAgent('main-agent', 'e il rateo della quattordicesima in busta è giusto?', slip);
    expect(openingLines(answer.text)).toContain('corrisponde');
  });
});

describe('one year of a multi-year TFR asked alone', () => {
  it('that year’s quota opens, with the 13th at December’s table when told paid then', () => {
    const answer = askAgent(
      'main-agent',
      'Sono un operaio C3 metalmeccanico Federmeccanica assunto il 1° marzo 2025, solo minimo, e lascio il lavoro il 31 dicembre 2026; la tredicesima viene pagata intera a dicembre. Quanto TFR matura solo nel 2026?',
    );
    const opening = openingLines(answer.text);
    expect(opening).toContain('solo 2026');
    expect(opening).toContain('1.967,42');
  });
});

describe('time off to look for a job during the notice', () => {
  it('Turismo, after a dismissal: two hours a day', () => {
    const answer = askAgent('main-agent', 'nei giorni di preavviso posso uscire prima per fare colloqui?', {
      history: [
        'albergo, CCNL Turismo Federalberghi, 5° livello, mi hanno licenziato: quanti giorni di preavviso?',
      ],
    });
    expect(openingLines(answer.text)).toMatch(/due ore/);
  });

  it('not granted on a resignation', () => {
    const answer = askAgent(
      'main-agent',
      'mi sono dimessa da un hotel, CCNL Turismo Federalberghi: durante il preavviso ho ore di permesso per cercare un altro lavoro?',
    );
    expect(openingLines(answer.text)).toContain('Non per le dimissioni');
  });
});
