import { describe, expect, it } from 'vitest';
import { askAgent } from '../testing/agents.js';

// Session 28 (fixs28h): a level doubted beside a letter, a colleague's level beside one's own, two offers or
// letters in one upload, paid leave compared with the working week as a condition.

const upload = (text: string, fileName = 'offerte.txt') => ({
  documents: [{ fileId: 'f', fileName, text }],
  today: '2026-11-25',
});
/** The answer's opening paragraph, citation marks dropped. */
const opening = (agent: string, message: string, extra = {}) =>
  (askAgent(agent, message, extra).text.split('\n\n')[0] ?? '').replace(/ ?(?:\[\d+\])+/g, '');

describe('a level the letter gives, doubted, is weighed on the job (fixs28h)', () => {
  it('proposes C1 to an OSS a cooperative letter puts at B1', () => {
    const text = opening(
      'inquadra',
      'sono oss con attestato regionale, lavoro in una rsa di una cooperativa sociale. nella lettera mi hanno messo B1, è giusto?',
      upload(
        'CCNL applicato: Cooperative sociali.\nMansione: Operatrice Socio Sanitaria (OSS) presso RSA, assistenza di base agli ospiti.\nInquadramento: categoria B, posizione economica B1.',
        'lettera.txt',
      ),
    );
    expect(text).toMatch(/^\*\*No\*\*/);
    // (An OSS in an RSA is C2, as the agreement's profile says: «OSS in RSA o in altra struttura socio-sanitaria»;
    // condition-named.ts. This expectation of C1 predated that reading.)
    expect(text).toMatch(/Livello proposto: \*\*livello C2/);
  });

  it('proposes the 4th level to a restaurant waiter a FIPE letter puts at the 5th', () => {
    const text = opening(
      'inquadra',
      'Nella lettera mi hanno messo al 5 livello ma servo ai tavoli in un ristorante, non al bar. Va bene?',
      upload(
        'CCNL Pubblici Esercizi FIPE\nMansione: cameriere di sala del ristorante (servizio ai tavoli, comande)\nInquadramento: 5° livello',
        'lettera.txt',
      ),
    );
    expect(text).toMatch(/Livello proposto: \*\*4° livello\*\*/);
  });
});

describe("a colleague's level told beside one's own is no part of the job (fixs28h)", () => {
  it('places an ADR tanker driver at C3, not at the colleague’s B3', () => {
    const text = opening(
      'inquadra',
      'Guido un autoarticolato con cisterna, patente C+E e patentino ADR, viaggi con trasferta, contratto logistica trasporto merci e spedizione; in busta paga mi hanno messo livello 3 super. Un collega che fa container senza ADR dice che lui è B3. Io dovrei essere inquadrato in un modo diverso? Quale sarebbe il mio?',
    );
    expect(text).toMatch(/Livello proposto: \*\*livello C3/);
    expect(text).not.toMatch(/B3 \(viaggiante\) indicato/);
  });
});

describe('two offers or letters in one upload are each answered (fixs28h)', () => {
  it('weighs the monthly and the yearly minimum of two offers on their own payments', () => {
    const text = opening(
      'confronta',
      'Mi fate il confronto del minimo mensile e di quello annuo lordo delle due proposte?',
      upload(
        'PROPOSTA 1: Ingrosso Lucchesi - CCNL Terziario Confcommercio, impiegato 3° livello, full time\nPROPOSTA 2: Fonderia Valtrompia - CCNL Metalmeccanici industria, impiegato tecnico livello C2, full time',
      ),
    );
    expect(text).toMatch(/paga di più Proposta 2 .*\*\*2\.064,88 €\*\* contro \*\*2\.024,38 €\*\*/);
    expect(text).toMatch(/annua invece è più alto Proposta 1 .*\*\*28\.341,32 €\*\*.*\*\*26\.843,44 €\*\*/);
  });

  it('says which of two letters sets a probation longer than its agreement allows', () => {
    const text = opening(
      'confronta',
      'Le due lettere prevedono 90 giorni di prova per un 4° livello. Sono conformi ai rispettivi CCNL?',
      upload(
        'LETTERA 1 - Studio legale (CCNL Studi Professionali Confprofessioni): segretaria, 4° livello, periodo di prova 90 giorni di calendario\nLETTERA 2 - Hotel Miramare (CCNL Turismo Federalberghi): addetta ricevimento, 4° livello, periodo di prova 90 giorni',
      ),
    );
    expect(text).toMatch(
      /^\*\*No\*\*, non tutte e 2: non è in regola Lettera 2 \(CCNL Turismo Federalberghi\)/,
    );
    expect(text).toMatch(/30 giorni/);
  });

  it('reads the firm’s size in a draft to pick the part-time floor', () => {
    const text = opening(
      'confronta',
      'tutte e 2 le bozze hanno 15 ore a settimana, vanno bene o una e sotto il minimo?',
      upload(
        'Bozza contratto 1 - Pulizie Brillo (CCNL Multiservizi), operaia 2° livello, part-time 15 ore settimanali\nBozza contratto 2 - Moda Più (CCNL Terziario Confcommercio, 45 dipendenti), commessa 4° livello, part-time 15 ore settimanali',
      ),
    );
    expect(text).toMatch(/^\*\*No\*\*.*Bozza contratto 2 \(CCNL Commercio\)/);
    expect(text).toMatch(/\*\*18 ore settimanali\*\*/);
  });
});

describe('paid leave compared with the working week as a condition (fixs28h)', () => {
  it('compares ROL and ex festività, not the weekly hours', () => {
    const text = opening(
      'confronta',
      'Permessi annui retribuiti (ROL + ex festività) a tempo pieno: metalmeccanici industria e studi professionali con orario su 5 giorni. Quante ore in totale?',
    );
    expect(text).toMatch(/^Permessi retribuiti: \*\*104 ore l'anno/);
    expect(text).toMatch(/\*\*72 ore l'anno/);
  });
});
