import { describe, expect, it } from 'vitest';
import { askAgent, openingLine } from '../testing/agents.js';

const letter = (text: string, fileName = 'lettera.txt') => ({
  documents: [{ fileId: 'l1', fileName, text }],
});

// The lines of an offer, joined into one passage when indexed: each term must be weighed on its own label.
const HOTEL = letter(
  'PROPOSTA DI LAVORO\nHotel Lago - Garda\nGarda, 19/11/2026\nAl Sig. Marco Neri\n\nLe proponiamo l’assunzione dal 15/12/2026:\n- CCNL: Turismo - aziende alberghiere (Federalberghi)\n- Mansione: receptionist - 4° livello\n- Orario: 40 ore settimanali su 6 giorni\n- Retribuzione mensile lorda: 1.695,69 euro\n- Periodo di prova: 30 giorni\n\nCordiali saluti',
);

describe('a hiring letter checked against the agreement', () => {
  it('weighs the probation its own label states, not the first figure of the letter', () => {
    const answer = askAgent(
      'main-agent',
      'la paga non è sotto il minimo del 4° livello e 30 giorni di prova sono ammessi? mi conferma?',
      HOTEL,
    );
    const opening = openingLine(answer.text);
    expect(opening).toMatch(/^Sì/);
    expect(answer.text).toContain('1.695,69');
    expect(answer.text).toMatch(/il documento indica 30 giorni/i);
    expect(answer.text).not.toContain('indica 6 giorni');
  });

  it('a letter checked as a whole opens No and names the missing 14th', () => {
    const answer = askAgent(
      'main-agent',
      'ho scritto io la lettera, mi dici se c’è qualcosa che non va?',
      letter(
        'LETTERA DI ASSUNZIONE\nStudio Rossi - Padova\nLe comunichiamo l’assunzione alle seguenti condizioni:\n- Decorrenza: 01/12/2026\n- CCNL applicato: Studi professionali (Confprofessioni)\n- Mansione: segretaria - 4° livello\n- Retribuzione mensile lorda: 1.614,12 euro\n- Mensilità: 13\n',
      ),
    );
    expect(openingLine(answer.text)).toMatch(/^\*\*No\*\*/);
    expect(answer.text).toContain('**14 mensilità**');
    expect(answer.text).toContain('quattordicesima');
  });

  it('a letter’s own notice clause longer than the agreement’s opens No with the agreement’s days', () => {
    const answer = askAgent(
      'main-agent',
      'nella mia lettera c’è scritto 30 giorni di preavviso se mi dimetto: il contratto dice davvero così?',
      letter(
        'Lettera di assunzione\nLe confermiamo l’assunzione a tempo indeterminato dal 01/04/2024, addetta alle vendite, 4° livello del CCNL Terziario, Distribuzione e Servizi (Confcommercio).\nIn caso di dimissioni la lavoratrice dovrà rispettare un preavviso di 30 giorni di calendario.\n',
      ),
    );
    const opening = openingLine(answer.text);
    expect(opening).toMatch(/^\*\*No\*\*/);
    expect(opening).toContain('**15 giorni**');
    expect(opening).toContain('4° livello');
  });
});

describe('a notice believed and asked to be confirmed', () => {
  it('«un mese e mezzo» is the agreement’s 1 mese e 15 giorni: Sì', () => {
    const answer = askAgent(
      'main-agent',
      'Sono al livello C2 dei metalmeccanici industria con tre anni di anzianità: l’HR dice che per le dimissioni devo dare un mese e mezzo di preavviso. Mi confermate?',
    );
    const opening = openingLine(answer.text);
    expect(opening).toMatch(/^Sì/);
    expect(opening).toContain('1 mese e 15 giorni');
  });
});
