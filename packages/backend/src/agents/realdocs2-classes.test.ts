import { describe, expect, it } from 'vitest';
import { askAgent, openingLine } from '../testing/agents.js';

// The classes a blind set of questions on letters, leaflets and job descriptions failed
// (eval/questions/89-real-docs-2.json), pinned in other words and other documents.
const upload = (text: string, history?: string[]) => ({
  documents: [{ fileId: 'd1', fileName: 'lettera.txt', text }],
  ...(history ? { history } : {}),
});

const SUSPENSION = upload(
  [
    'OFFICINE RIUNITE DEL SANNIO S.r.l. - Contrada Pezzapiana 4 - 82100 Benevento - P.IVA 01234560629',
    'Prot. 77/DISC                                  Benevento, 12/10/2026',
    'Sig. Rocco Iannace',
    'Oggetto: provvedimento disciplinare',
    'Esaminate le giustificazioni da Lei rese il 5/10/2026 in merito all’abbandono della postazione senza autorizzazione, Le infliggiamo la sospensione dal lavoro e dalla retribuzione per 2 giorni, da scontare il 19 e 20 ottobre 2026.',
    'Distinti saluti.',
  ].join('\n'),
);

describe("a letter's item is quoted from the statement that says it, not from its letterhead", () => {
  it('the measure a disciplinary letter imposes', () => {
    const answer = askAgent(
      'main-agent',
      'alla fine che provvedimento hanno preso contro di me?',
      SUSPENSION,
    );
    expect(openingLine(answer.text)).toContain('sospensione dal lavoro');
    expect(openingLine(answer.text)).not.toContain('P.IVA');
  });

  it('the reason of a dismissal', () => {
    const answer = askAgent(
      'main-agent',
      'secondo questa lettera per quale ragione mi mandano via?',
      upload(
        [
          'CARTIERA VALLE DEL LIRI S.p.A. - Via Napoli 3 - 03036 Isola del Liri (FR)',
          'Racc. A/R n. 6677889900-1                      Isola del Liri, 2 novembre 2026',
          'Gentile Sig. Marco Tersigni',
          'Oggetto: recesso dal rapporto di lavoro',
          'A causa della chiusura definitiva del reparto cartotecnica, la Sua posizione di addetto alla piegatrice viene soppressa.',
          'Il rapporto terminerà il 15/01/2027, al termine del preavviso.',
          'Cordiali saluti',
        ].join('\n'),
      ),
    );
    expect(answer.text).toContain('chiusura definitiva del reparto');
  });

  it('the amount a transfer letter grants, asked in the story’s last clause', () => {
    const answer = askAgent(
      'main-agent',
      'mi spostano nel magazzino di Verona da marzo, nella lettera quanto mi danno di indennità?',
      upload(
        [
          'LOGISTICA DEL GARDA S.r.l. - Via Brennero 5 - 38121 Trento',
          'Trento, 10/11/2026',
          'Oggetto: trasferimento',
          'Con la presente Le comunichiamo il trasferimento presso il magazzino di Verona dal 01/03/2027.',
          'Per le spese di trasloco Le sarà riconosciuto un contributo una tantum di euro 2.000,00 lordi.',
          'Distinti saluti',
        ].join('\n'),
      ),
    );
    expect(openingLine(answer.text)).toContain('2.000,00');
  });
});

describe("a fixed-term letter's months in all", () => {
  it('the first contract and its extension counted from their dates', () => {
    const answer = askAgent(
      'main-agent',
      'con la proroga che mi hanno dato quanti mesi sono in totale?',
      upload(
        [
          'Spett.le Sig.ra Anna Ferri',
          'Oggetto: proroga contratto a tempo determinato',
          'Il contratto a termine decorrente dal 15/01/2026 con scadenza 14/07/2026 è prorogato fino al 14/04/2027.',
          'Distinti saluti',
        ].join('\n'),
      ),
    );
    expect(openingLine(answer.text)).toContain('15 mesi');
  });
});

describe('a fixed-term letter’s months asked with the word "rinnovo"', () => {
  it('the months the renewal letter’s dates add up to, not the agreement’s renewal', () => {
    const answer = askAgent(
      'main-agent',
      'con questo rinnovo quanti mesi di contratto faccio in totale?',
      upload(
        [
          'Gentile Sig. Luca Bassi',
          'Oggetto: rinnovo del contratto a tempo determinato',
          'Il rapporto a termine decorrente dal 01/02/2026 è rinnovato fino al 31/01/2027.',
          'Distinti saluti',
        ].join('\n'),
      ),
    );
    expect(openingLine(answer.text)).toContain('12 mesi');
  });
});

describe('a level’s increase asked beside a union leaflet', () => {
  const LEAFLET = upload(
    'VOLANTINO UNITARIO - Rinnovo firmato! Aumenti in tre tranche, a regime 200 euro al livello medio. Partecipa alle assemblee.',
  );
  it('the tranche of the level and month asked, not a quote of the leaflet', () => {
    const answer = askAgent(
      'calcolo',
      'sono al 5° livello delle pulizie multiservizi, quanto mi aumenta da maggio 2027?',
      LEAFLET,
    );
    // 1.699,14 − 1.660,61 (5° livello Multiservizi, 1.5.2027 and 1.10.2026 tables)
    expect(openingLine(answer.text)).toContain('38,53');
  });
  it('"a … quanto prendo in più" with a month is the tranche, not a net', () => {
    const answer = askAgent(
      'calcolo',
      'lavoro in pizzeria al 5° livello, da giugno 2026 quanto ho preso in più?',
      LEAFLET,
    );
    // 1.580,09 − 1.543,86 (FIPE 5° livello, 1.6.2026 and 1.6.2025 tables)
    expect(openingLine(answer.text)).toContain('36,23');
  });
});

describe("a letter's weekly hours from its schedule", () => {
  it('days × the day’s ranges, the schedule it replaces left out', () => {
    const answer = askAgent(
      'main-agent',
      'con questo nuovo orario quante ore faccio a settimana?',
      upload(
        [
          'Oggetto: variazione di orario',
          'Dal 01/12/2026 il Suo orario sarà dal martedì al sabato dalle 15.00 alle 19.30, in luogo dell’attuale 9.00-13.00.',
          'Distinti saluti',
        ].join('\n'),
      ),
    );
    expect(openingLine(answer.text)).toContain('22,5 ore settimanali');
  });
});

describe('the other side of a notice asked as a supposition', () => {
  it('after a resignation letter, "e se mi avessero licenziato loro?" is the dismissal notice', () => {
    const answer = askAgent(
      'main-agent',
      'e se invece l’azienda avesse deciso di licenziarmi, quanto preavviso mi toccava?',
      upload(
        [
          'Spett.le Ottica Bellini S.r.l. - Via Po 3, Torino',
          'Torino, 3 novembre 2026',
          'Oggetto: dimissioni',
          'Il sottoscritto, assunto il 01/02/2019, addetto alle vendite 4° livello CCNL Terziario Confcommercio, rassegna le proprie dimissioni.',
        ].join('\n'),
        ['quando finisce il preavviso della mia lettera?'],
      ),
    );
    // Commercio 4°-5° livello, dismissal, over 5 and up to 10 years: 30 days.
    expect(openingLine(answer.text)).toContain('30 giorni');
  });
});

describe('a job description or a letter’s level weighed against the tasks', () => {
  it('the tasks a job description lists decide the level', () => {
    const answer = askAgent(
      'inquadra',
      'in base al mansionario allegato, che livello spetta?',
      upload(
        [
          'SCHEDA MANSIONE - CCNL Lavoro domestico',
          'Posizione: assistente familiare',
          'Compiti principali: assistenza a persona non autosufficiente (igiene, alimentazione, mobilizzazione).',
          'Titoli: nessun attestato di formazione.',
        ].join('\n'),
      ),
    );
    expect(openingLine(answer.text)).toContain('CS');
  });
});

describe('a probation weighed on an apprentice’s letter', () => {
  it('the apprentices’ own maximum, not the level’s', () => {
    const answer = askAgent(
      'main-agent',
      'La prova scritta nel contratto di apprendistato allegato è conforme?',
      upload(
        [
          'Oggetto: assunzione con contratto di apprendistato professionalizzante',
          'CCNL Studi professionali, qualifica finale 4° livello.',
          'Periodo di prova: 75 giorni di effettivo lavoro.',
        ].join('\n'),
      ),
    );
    expect(openingLine(answer.text)).toContain('60 giorni');
  });
});

describe('a pay weighed against an agreement with no pay table', () => {
  it('the gap, never a net of the figure', () => {
    const answer = askAgent(
      'calcolo',
      'offrono 1.650 lordi al 3° livello confesercenti, arriva al minimo?',
      {},
    );
    expect(openingLine(answer.text)).toContain('non sono disponibili');
    expect(answer.text).not.toMatch(/netto stimato/);
  });
});
