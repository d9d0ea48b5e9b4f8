import { describe, expect, it } from 'vitest';
import { askAgent, openingLine } from '../testing/agents.js';

// The classes behind the blind documents sets' failures (eval/questions/89-real-docs*.json), pinned in other
// words, other letters and other agreements.
const upload = (text: string) => ({ documents: [{ fileId: 'd1', fileName: 'lettera.txt', text }] });

describe('a purpose of the writer outside work does not turn a pay question off topic', () => {
  it('a raise asked "because of a loan"', () => {
    const answer = askAgent(
      'calcolo',
      'Sono al 2° livello Multiservizi, quanto mi aumenta a dicembre 2027, visto che devo chiedere un finanziamento.',
    );
    expect(openingLine(answer.text)).toContain('20,00 €');
  });

  it('a loan asked alone stays outside the product', () => {
    const answer = askAgent('main-agent', 'conviene un prestito a tasso fisso o variabile?');
    expect(openingLine(answer.text)).toMatch(/esce da ciò di cui mi occupo/);
  });
});

describe('a renewal message pasted between quotes is context, the ask is outside the quotes', () => {
  it('the tranche of the month asked opens, not the total or the first tranche the message names', () => {
    const answer = askAgent(
      'calcolo',
      'Addetto pulizie, 2° livello. In bacheca c\'è scritto: "Multiservizi: 215 euro a regime in otto tranche, la prima a luglio 2025, le prossime a maggio e dicembre 2027". A me interessa dicembre 2027: di quanto sale?',
    );
    expect(openingLine(answer.text)).toContain('**20,00 €**');
    expect(openingLine(answer.text)).not.toContain('**215,00 €**');
  });
});

describe("a fixed-term letter's months, the law's limits and the renewals' extra contribution", () => {
  it('the months of a letter pasted in the question', () => {
    const answer = askAgent(
      'main-agent',
      'il negozio mi ha mandato questo sms: "la informiamo che il contratto a termine iniziato il 01/03/2026 con scadenza 31/08/2026 è prorogato fino al 31/03/2027". in tutto quanti mesi sono?',
    );
    expect(openingLine(answer.text)).toContain('**13 mesi**');
  });

  it('the reason needed beyond 12 months, asked beside the months of an uploaded extension', () => {
    const answer = askAgent(
      'main-agent',
      'con questa seconda proroga a quanti mesi arrivo? la motivazione quando diventa obbligatoria?',
      upload(
        'Oggetto: proroga del contratto a tempo determinato\nIl contratto a termine stipulato il 01/02/2026 con scadenza 31/07/2026, già prorogato al 31/10/2026, è ulteriormente prorogato al 30/04/2027.\nLa Direzione',
      ),
    );
    expect(openingLine(answer.text)).toContain('**15 mesi**');
    expect(answer.text).toContain('oltre i 12 mesi');
  });

  it('the extra contribution of a letter hiring again after two earlier fixed-term contracts', () => {
    const answer = askAgent(
      'calcolo',
      'Che aliquota di contributo addizionale NASpI si applica a questa assunzione?',
      upload(
        'HOTEL MIRAMARE - Rimini\nGentile Sig.ra Neri,\ndopo i precedenti contratti a termine dal 01/04/2025 al 30/09/2025 e dal 01/04/2026 al 30/09/2026, La assumiamo nuovamente a tempo determinato dal 01/12/2026 al 31/03/2027, CCNL Turismo, 5° livello.\nLa Direzione',
      ),
    );
    expect(openingLine(answer.text)).toContain('**2,4%**');
  });
});

describe("a level's minimum in proportion to the hours, asked beside a letter or a payslip", () => {
  it('the hours and the level of a hiring letter, the pay it offers weighed', () => {
    const answer = askAgent(
      'calcolo',
      'Mi assumono part-time con questa lettera: per le ore che farò, quale sarebbe il minimo del contratto?',
      upload(
        'SUPERMERCATO DELLE ALPI SRL - Aosta\nAosta, 10 novembre 2026\nOggetto: assunzione a tempo parziale\nLa assumiamo a tempo indeterminato e parziale, 20 ore settimanali.\nCCNL Terziario Confcommercio, 4° livello, addetta cassa.\nRetribuzione: euro 850,00 lordi mensili.\nLa Direzione',
      ),
    );
    expect(openingLine(answer.text)).toContain('**909,38 €**');
    expect(openingLine(answer.text)).toContain('59,38 € sotto');
  });

  it("a payslip's part-time base against the minimum at the payslip's percentage", () => {
    const answer = askAgent(
      'calcolo',
      'la paga base del mio part-time in busta è in linea col minimo riproporzionato?',
      upload(
        'MAGAZZINI BRUNO - Lecce   MESE: OTTOBRE 2026\nDipendente: LEO SARA   CCNL Commercio   Livello 5°\nPart-time 60% (24 ore sett.)\nVoce   Importo\nPaga base P.T.   1.000,00\nNetto   850,00\n',
      ),
    );
    expect(openingLine(answer.text)).toMatch(/minimo mensile lordo di \*\*[\d.,]+ €\*\*/);
    expect(openingLine(answer.text)).toContain('60%');
  });
});

describe('two months of pay compared are story, not a comparison of agreements', () => {
  it("the increase of the payslip's level asked after comparing two payslips", () => {
    const answer = askAgent(
      'main-agent',
      'Ho messo a confronto il cedolino di dicembre con quello di gennaio 2026: la paga base è salita. Di quanto è aumentato il minimo del mio livello?',
      upload(
        'PASTIFICIO VALLE - Parma   CEDOLINO 01/2026\nDipendente: VERDI LUCA  CCNL Alimentari industria  Livello 5\nVoce   Importo\nMinimo (TEM)   1.325,21\n',
      ),
    );
    expect(openingLine(answer.text)).toContain('**48,17 €**');
  });

  it('the comparing clause ends at its comma, the ask after it is read', () => {
    const answer = askAgent(
      'main-agent',
      'ho messo a confronto la busta di maggio con qella di giugno 2026, il C2 di quanto e aumentato?',
      upload(
        'FONDERIE DEL SERIO S.p.A. - Bergamo  CEDOLINO 06/2026\nDipendente: RIVA MARCO  CCNL Metalmeccanici industria  livello C2  operaio\nMinimo tabellare   2.064,88\n',
      ),
    );
    expect(openingLine(answer.text)).toMatch(/aumenta di \*\*[\d.,]+ €\*\*/);
  });

  it('two agreements compared stay a comparison', () => {
    const answer = askAgent('confronta', 'confronta le ferie del commercio con quelle dei metalmeccanici');
    expect(answer.text).toContain('Metalmeccanici');
    expect(answer.text).toContain('Commercio');
  });
});

describe('the increments owed beside a payslip: its hire day, level and month', () => {
  it('a count doubted, the story naming the hire month', () => {
    const answer = askAgent(
      'main-agent',
      'Sono in questo negozio dal febbraio 2017 e nella busta di settembre che allego ho un solo scatto. Quanto dovrei avere di anzianità in busta?',
      upload(
        'CEDOLINO SETTEMBRE 2026 - CALZATURE MARINI - Ancona\nDipendente: ROSSI PAOLA   Assunta il 15/02/2017   Liv. 4°   CCNL Commercio\nVoce   Quantità   Importo\nPaga base   1.200,00\nScatti anzianità   1 x 20,66   20,66\n',
      ),
    );
    expect(openingLine(answer.text)).toContain('3 scatti');
    expect(openingLine(answer.text)).toContain('61,98 €');
  });

  it("the payslip's count doubted in a consultant's words", () => {
    const answer = askAgent(
      'main-agent',
      'Gli aumenti periodici esposti nel cedolino allegato sono in numero corretto?',
      upload(
        'CEDOLINO OTTOBRE 2026 - ARREDAMENTI CONTI S.r.l. - Lucca\nDipendente: BINI SARA   Assunta il 10/01/2014   Liv. 4°   CCNL Commercio\nVoce   Quantità   Importo\nAumenti periodici anzianità   3 x 20,66   61,98\n',
      ),
    );
    expect(openingLine(answer.text)).toContain('4 scatti');
  });
});

describe("a statement's blank total computed from its lettered rows, whatever the agreement", () => {
  it('a leaving statement with the formula and an empty total', () => {
    const answer = askAgent(
      'calcolo',
      'nel riepilogo che mi hanno dato il totale non è scritto, in tutto quanto mi spetta?',
      upload(
        'RIEPILOGO COMPETENZE DI FINE RAPPORTO - FALEGNAMERIA BOSCO SNC\nDipendente: GALLI PIERO\nA) Ferie e permessi non goduti ........ 320,50\nB) Ratei tredicesima ........ 1.100,00\nC) Trattenute per prestito aziendale ........ 150,00\nTOTALE SPETTANZE (A + B - C) ........ da calcolare\n',
      ),
    );
    expect(openingLine(answer.text)).toContain('**1.270,50 €**');
  });

  it('a total already written is not recomputed', () => {
    const answer = askAgent(
      'calcolo',
      'in tutto quanto mi spetta?',
      upload(
        'RIEPILOGO - DITTA X\nA) Ferie ........ 320,50\nB) Ratei ........ 1.100,00\nTOTALE (A + B) ........ 1.420,50\n',
      ),
    );
    expect(openingLine(answer.text)).not.toContain('la riga «TOTALE»');
  });
});

describe("the waiting days of the nth illness of the year: the share the agreement's ladder gives it", () => {
  it('the fourth illness told as an ordinal', () => {
    const answer = askAgent(
      'main-agent',
      'commessa nel commercio, questa è la quarta volta che mi ammalo nel 2026: la carenza me la pagano?',
    );
    expect(openingLine(answer.text)).toContain('**50%**');
  });

  it('the second illness told as a count, the first days asked', () => {
    const answer = askAgent(
      'main-agent',
      "CCNL Commercio: mi sono ammalato due volte quest'anno, i primi 3 giorni di quest'ultima malattia quanto li prendo?",
    );
    expect(openingLine(answer.text)).toContain('**100%**');
  });

  it('the fifth illness: nothing paid', () => {
    const answer = askAgent(
      'main-agent',
      'nel commercio al quinto evento di malattia dello stesso anno i primi tre giorni sono pagati?',
    );
    expect(openingLine(answer.text)).toContain('non sono pagati');
  });
});
