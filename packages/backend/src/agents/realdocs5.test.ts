import { describe, expect, it } from 'vitest';
import { askAgent, openingLine } from '../testing/agents.js';

const document = (text: string, fileName = 'documento.txt') => ({
  documents: [{ fileId: 'd1', fileName, text }],
});

// A contract written line by line, as a consultant's template exports it: its lines are joined into one passage.
const CONTRACT = document(
  'CONTRATTO DI LAVORO A TEMPO PARZIALE\nTra Ortofrutta Bianchi srl (dipendenti 8) e la sig.ra Anna Riva\n1. Decorrenza: 01/03/2026, a tempo indeterminato.\n2. CCNL: Terziario Distribuzione e Servizi Confcommercio, livello 4°, cassiera.\n3. Part-time verticale di 30 ore settimanali.\n4. Collocazione: martedi, giovedi e sabato dalle 8.00 alle 18.00.\n5. Retribuzione lorda mensile: euro 1.337,81 per 14 mensilita.\n',
);
const SHEET = document(
  'PROSPETTO PAGA COLF - SETTEMBRE 2026\nLavoratrice: Maria Rossi - colf non convivente - livello B\nOrario settimanale: 18 ore\nOre retribuite nel mese: 78\nPaga oraria: euro 8,00\nRetribuzione lorda: euro 624,00\nContributi INPS a carico lavoratrice: euro 33,54\nNetto da corrispondere: euro 590,46\n',
);

describe('realdocs5: terms a document sets itself, asked outright', () => {
  it('the weekly hours of the contract the user signed, not the agreement’s 40', () => {
    const answer = askAgent(
      'main-agent',
      'quante ore alla settimana prevede il contratto che ho firmato?',
      CONTRACT,
    );
    expect(openingLine(answer.text)).toContain('30 ore settimanali');
  });

  it('the days of the schedule, typed in a hurry', () => {
    const answer = askAgent('main-agent', 'in ke giorni lavoro?', CONTRACT);
    expect(openingLine(answer.text)).toMatch(/marted[iì], gioved[iì] e sabato/);
  });

  it('the hours a domestic sheet pays, whatever doubt the story carries', () => {
    const answer = askAgent(
      'main-agent',
      'Voglio controllare i conti della colf prima di pagarla. Quante ore le sono state retribuite a settembre?',
      SHEET,
    );
    expect(openingLine(answer.text)).toContain('78');
    expect(answer.text).not.toMatch(/non tornano/);
  });

  it('an employer asking what to hand over reads the sheet’s net', () => {
    const answer = askAgent('main-agent', 'e quindi quanto le devo pagare netto questo mese?', SHEET);
    expect(openingLine(answer.text)).toContain('590,46');
  });

  it('an instalment and the day of an act read off the letter that states them', () => {
    const letter = document(
      'Oggetto: accordo di conciliazione\nGentile sig. Neri, Le riconosciamo un incentivo all’esodo di euro 6.000,00 lordi, in tre rate da 2.000,00 euro (gennaio 2027, febbraio 2027 e marzo 2027).\nL’accordo è stato sottoscritto in sede protetta in data 12/11/2026.\nDistinti saluti\n',
    );
    expect(openingLine(askAgent('main-agent', 'in quante rate me lo danno?', letter).text)).toContain(
      '2.000,00',
    );
    expect(openingLine(askAgent('main-agent', 'in che data abbiamo firmato?', letter).text)).toContain(
      '12/11/2026',
    );
  });

  it('a count a letter states in parts, summed', () => {
    const letter = document(
      'Oggetto: contestazione disciplinare\nEgregio sig. Bruni, Le contestiamo di essersi assentato dal posto di lavoro nei giorni 3 e 4 novembre 2026 per, rispettivamente, 2, 3 e 1,5 ore senza autorizzazione.\nLe assegniamo 5 giorni per le giustificazioni.\n',
    );
    const answer = askAgent('main-agent', 'quante ore di assenza mi contestano in totale?', letter);
    // 2 + 3 + 1,5 = 6,5
    expect(openingLine(answer.text)).toContain('6,50');
  });
});

describe('realdocs5: the document’s facts behind a calculation or a gap', () => {
  it('the hourly rate on the pay the contract states when the question points at it', () => {
    const answer = askAgent(
      'calcolo',
      'con lo stipendio scritto nel contratto, quanto vale un’ora di lavoro?',
      CONTRACT,
    );
    // 1.337,81 / (168 × 30/40 = 126) = 10,6175 → 10,62
    expect(openingLine(answer.text)).toMatch(/10,6[12]/);
  });

  it('a 13th month from the contract’s first day of work this year', () => {
    const answer = askAgent('calcolo', 'a dicembre quanto mi spetta di tredicesima lorda?', CONTRACT);
    expect(answer.text).toMatch(/10 \/ 12|× 10/);
  });

  it('a payslip that applies an agreement the knowledge base lacks: the gap, named as the payslip names it', () => {
    const answer = askAgent(
      'main-agent',
      'la mia paga base è in regola col contratto?',
      document(
        'CEDOLINO OTTOBRE 2026\nCCNL Credito (ABI) - 3a area 2° livello\nStipendio 2.350,00\nNetto 1.720,10\n',
      ),
    );
    expect(openingLine(answer.text)).toMatch(/non è nella base di conoscenza/);
  });

  it('a payslip’s pay weighed against the table of its own month', () => {
    const answer = askAgent(
      'calcolo',
      'paga base e contingenza del cedolino sono in linea col minimo?',
      document(
        'CEDOLINO SETTEMBRE 2026\nCCNL Terziario Confcommercio - Liv. 5\nPaga base 1.136,07\nContingenza 521,94\nTerzo elemento 2,07\nNetto in busta 1.350,00\n',
      ),
    );
    // 5th level from 1.11.2025 to 31.10.2026: 1.660,08 — the payslip is at the minimum.
    expect(openingLine(answer.text)).toContain('1.660,08');
    expect(openingLine(answer.text)).toMatch(/coincide/);
  });

  it('domestic contributions: the due day of the quarter asked, and a quarter from a month’s hours', () => {
    const due = askAgent(
      'main-agent',
      'colf a ore, i contributi INPS di luglio agosto e settembre entro quando li devo versare?',
    );
    expect(openingLine(due.text)).toContain('10 ottobre');
    const domestic = askAgent(
      'calcolo',
      'colf livello A a 7 euro l’ora, fa 80 ore al mese: quanto verso di contributi per il trimestre?',
    );
    // 240 hours × 1,70 = 408,00
    expect(openingLine(domestic.text)).toContain('408,00');
  });
});
