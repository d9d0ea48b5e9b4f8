import { describe, expect, it } from 'vitest';
import { askAgent, openingLine } from '../testing/agents.js';

const document = (text: string, fileName = 'documento.txt') => ({
  documents: [{ fileId: 'd1', fileName, text }],
});

// A domestic pay sheet that states the hire date under its label ("Data assunzione"), as pay sheets do.
const SHEET = document(
  'PROSPETTO PAGA LAVORO DOMESTICO - SETTEMBRE 2026\nDatore di lavoro: Paolo Neri - Lavoratrice: Ana Lopez\nCCNL Lavoro domestico - livello B - non convivente\nOrario: 15 ore settimanali (lunedì-venerdì 9:00-12:00)\nData assunzione: 01/03/2024\nPaga oraria: euro 8,20\nOre retribuite nel mese: 65\nRetribuzione del mese: euro 533,00\n',
  'colf.txt',
);
const PAYSLIP = document(
  'CEDOLINO SETTEMBRE 2026 - CCNL Metalmeccanici Industria - livello D2\nData assunzione: 01/02/2022\nMINIMO TABELLARE 2.016,37\nPAR: SPETTANTI ORE 104,00 - GODUTI ORE 30,00 - RESIDUI ORE 74,00\n',
  'cedolino.txt',
);

describe('fixs22a: the agreement asked beside a pay sheet that states a hire date', () => {
  it('"quanti giorni… secondo il contratto?" answers the domestic agreement’s 26 days, not the sheet’s hourly pay', () => {
    const answer = askAgent(
      'main-agent',
      'La signora lavora da noi tre ore al giorno e vorrebbe stare via un mese ad agosto. Quanti giorni di ferie le spettano in un anno secondo il contratto?',
      SHEET,
    );
    expect(answer.text).toContain('26 giorni');
    expect(openingLine(answer.text)).not.toMatch(/paga oraria \*\*8,20/);
  });
  it('a total of contributions asked in a follow-up is computed by hourly band (65 × 1,70 = 110,50)', () => {
    const answer = askAgent('calcolo', "E in tutto quanto devo versare all'INPS per le ore di settembre?", {
      ...SHEET,
      history: ['quanto le devo trattenere di contributi inps per settembre?'],
    });
    expect(openingLine(answer.text)).toContain('110,50');
  });
});

describe('fixs22a: a leave balance asked with "ne" after the leave is named', () => {
  it('"quante ore di PAR spettano … e quante ne restano da godere?" gives the payslip’s 74 hours left', () => {
    const answer = askAgent(
      'main-agent',
      'Quante ore di PAR spettano a un tempo pieno nel CCNL e quante ne restano ancora da godere nel cedolino?',
      PAYSLIP,
    );
    expect(answer.text).toContain('104 ore');
    expect(answer.text).toMatch(/residui \*\*74,00 ore\*\*/);
    expect(answer.text).not.toMatch(/goduti \*\*30/);
  });
});

describe('fixs22a: a resignation sent "in data …" in words, its notice’s start asked', () => {
  it('Commercio art. 247: sent on 20 October 2026, the notice starts on 1 November 2026', () => {
    const answer = askAgent(
      'main-agent',
      'Da che giorno comincia a decorrere il preavviso di queste dimissioni?',
      document(
        'Alla spett.le Ferramenta Gialli S.r.l.\nOggetto: dimissioni volontarie\nIo sottoscritto Marco Bassi, dipendente dal 1 marzo 2021 con inquadramento al 4° livello del CCNL Terziario Confcommercio, comunico le mie dimissioni, inviate con la procedura telematica in data 20 ottobre 2026.\nDistinti saluti',
        'dimissioni.txt',
      ),
    );
    expect(openingLine(answer.text)).toContain('decorre dal 1° novembre 2026');
  });
});

describe('fixs22a: a count of the dated items a letter lists', () => {
  it('"in quanti giorni diversi…" counts the bulleted dates (3), not a quote of the letterhead', () => {
    const answer = askAgent(
      'main-agent',
      'In quanti giorni diversi mi contestano di essere uscito prima?',
      document(
        'DITTA ROSSI S.R.L.\nOggetto: contestazione disciplinare\nLe contestiamo le seguenti uscite anticipate:\n- 3 novembre 2026: uscita alle 16:40 anziché alle 17:00;\n- 5 novembre 2026: uscita alle 16:30 anziché alle 17:00;\n- 10 novembre 2026: uscita alle 16:45 anziché alle 17:00.\nLa Direzione',
        'contestazione.txt',
      ),
    );
    expect(openingLine(answer.text)).toContain('**3**');
  });
});

describe('fixs22a: pay items typed in one turn, their total asked in the next', () => {
  it('"in tutto di lordo quanto fa al mese?" sums the items (1.167,69 + 521,94 + 2,07 = 1.691,70)', () => {
    const answer = askAgent('calcolo', 'quindi sommando tutto quanto fa di lordo al mese?', {
      history: [
        'nel cedolino ho paga base 1.167,69, contingenza 521,94 e terzo elemento 2,07, quinto livello commercio',
      ],
    });
    expect(openingLine(answer.text)).toContain('1.691,70');
  });
});

describe('fixs22a: classification beside a document', () => {
  it('"addetto al magazzino" who shelves goods and keeps delivery notes is the 4th level’s magazziniere', () => {
    const answer = askAgent(
      'inquadra',
      'Mia figlia è assunta come addetta al magazzino in un negozio di ferramenta col contratto del commercio: scarica i colli, li sistema sugli scaffali e compila le bolle. Che livello le spetta?',
    );
    expect(openingLine(answer.text)).toContain('4° livello');
  });
  it('a level given doubted in its own sentence ("non dovrebbe essere più alto?") is weighed by inquadra', () => {
    const answer = askAgent(
      'inquadra',
      'faccio il commesso, vendo in negozio e seguo i clienti alla cassa, ma nella lettera mi hanno messo al 5 livello. non dovrebbe essere più alto?',
      document(
        'Gentile Sig. Rossi,\nLe confermiamo l’assunzione dal 1 dicembre 2026.\nCCNL applicato: Terziario, Distribuzione e Servizi (Confcommercio).\nInquadramento: 5° livello.\nDistinti saluti',
        'lettera.txt',
      ),
    );
    expect(openingLine(answer.text)).toContain('4° livello');
  });
});

describe('fixs22a: a comparison whose one side is the document’s', () => {
  const LETTER = document(
    'Oggetto: licenziamento per giustificato motivo oggettivo\nIl rapporto, iniziato il 2 maggio 2019, cesserà al termine del preavviso.\nInquadramento: livello C2 del CCNL Metalmeccanici Industria.\n',
    'licenziamento.txt',
  );
  it('both agreements named: each notice at its own level, the letter’s C2 and Commercio’s 3rd', () => {
    const answer = askAgent(
      'confronta',
      'Mi confrontate il preavviso di licenziamento del mio livello nei metalmeccanici con quello del 3° livello del commercio, a parità di anzianità?',
      LETTER,
    );
    expect(answer.text).toContain('2 mesi');
    expect(answer.text).toContain('45 giorni');
  });
  it('"tra lui e me": the worker’s side is the payslip’s agreement and level', () => {
    const answer = askAgent(
      'confronta',
      'mio fratello lavora col contratto del commercio al 4° livello: chi ha la prova più lunga tra lui e me?',
      PAYSLIP,
    );
    expect(answer.text).toContain('Metalmeccanici');
    expect(answer.text).toContain('60 giorni');
  });
});

describe('fixs22a: a timesheet’s overtime with a share at night', () => {
  it('"e se 3 di quelle ore erano dopo mezzanotte?" values them at the night overtime rate', () => {
    const SHEET_FIPE = document(
      'FOGLIO PRESENZE\nCCNL Pubblici esercizi (FIPE) - orario contrattuale 40 ore settimanali\nPaga oraria lorda: euro 10,00\nLunedì: 9 ore\nMartedì: 9 ore\nMercoledì: 9 ore\nGiovedì: 9 ore\nVenerdì: 9 ore\nTotale ore lavorate: 45',
      'presenze.txt',
    );
    const answer = askAgent(
      'calcolo',
      'e se 3 di quelle ore le ho fatte dopo mezzanotte come cambia il totale?',
      {
        ...SHEET_FIPE,
        history: ['dal foglio presenze quante ore di straordinario ho fatto e quanto mi devono?'],
      },
    );
    // 2 × 10,00 × 1,30 = 26,00; 3 × 10,00 × 1,60 = 48,00; total 74,00.
    expect(openingLine(answer.text)).toContain('74,00');
  });
});
