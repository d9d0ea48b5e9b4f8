import { describe, expect, it } from 'vitest';
import { askAgent, openingLine } from '../testing/agents.js';

// Session 28 (fixs28d): uploaded letters, payslips and notices weighed against the agreement; comparisons and
// classifications asked as yes/no questions.
const ask = (agent: string, message: string, text?: string, history: string[] = []) =>
  askAgent(agent, message, {
    history,
    documents: text ? [{ fileId: 'f', fileName: 'documento.txt', text }] : [],
  }).text;

describe("a letter's pay doubted", () => {
  const partTime =
    'CONTRATTO DI LAVORO A TEMPO PARZIALE\nDatore: Lucente Servizi S.r.l. - Bergamo\nLavoratore: Marco Rota\nDecorrenza: 1 dicembre 2026, tempo indeterminato\nCCNL applicato: Multiservizi (pulizia e servizi integrati)\nLivello: 2°, addetto alle pulizie\nOrario: part-time 20 ore settimanali\nRetribuzione mensile lorda: euro 680,00\n';
  it('weighs a part-timer’s pay against the share due at its hours, when errors are asked', () => {
    const answer = ask('main-agent', 'Ci sono errori nella paga del contratto che ho caricato?', partTime);
    expect(openingLine(answer)).toMatch(/^No\b/);
    expect(answer).toContain('dovuta è **701,59 €**');
    expect(answer).toContain('mancano 21,59 € al mese');
    expect(answer).not.toContain('mancano 701,59');
  });
  it('says Sì when the pay is asked to be wrong and is', () => {
    const answer = ask('main-agent', 'La paga del contratto che ho caricato è sbagliata?', partTime);
    expect(openingLine(answer)).toMatch(/^Sì: la retribuzione è sotto il minimo/);
  });
  it('reads a "minimo contrattuale mensile" line and weighs it at the first day', () => {
    const letter =
      'LETTERA DI ASSUNZIONE\nStudio Legale Conti - Verona\nCCNL Studi professionali (Confprofessioni)\nSig.ra Anna Bruni - segretaria\nInquadramento: 4° livello\nDecorrenza: 1 gennaio 2027 - tempo indeterminato\nMinimo contrattuale mensile: euro 1.595,42\nMensilità: 14\n';
    const answer = ask('main-agent', 'il minimo che ho messo in lettera va bene?', letter);
    expect(openingLine(answer)).toMatch(/^No\b/);
    expect(answer).toContain('1.614,12 €');
    expect(answer).toContain('18,70 €');
  });
  it('weighs a part-time offer at its first day, "contratto riproporzionato" naming no agreement', () => {
    const letter =
      'LETTERA DI ASSUNZIONE\nStudio Dott. Ferraro - Bari, 10 novembre 2026\n- decorrenza: 1° dicembre 2026\n- part-time orizzontale 20 ore settimanali\n- CCNL applicato: Studi professionali (Confprofessioni)\n- inquadramento: 4° livello, impiegata\n- retribuzione lorda mensile: euro 790,00\n';
    const answer = ask(
      'calcolo',
      'Con 20 ore al 4° livello arrivo almeno al minimo del contratto riproporzionato o mi pagano meno?',
      letter,
    );
    expect(openingLine(answer)).toMatch(/^\*\*No\*\*: .*\*\*807,06 €\*\* al 1° dicembre 2026/);
    expect(answer).not.toContain('Riproporzionato non è nella base di conoscenza');
  });
});

describe('a payslip whose table items fall short', () => {
  const payslip =
    'NEGOZIO VERDI SNC - CCNL Terziario Confcommercio\nDipendente: NERI PAOLO - Impiegato - Livello 3 - Tempo pieno 40 h\nPeriodo: NOVEMBRE 2026\nPaga base 1.459,41\nContingenza 527,90\nTerzo elemento 2,07\nTotale retribuzione 1.989,38\n';
  it('sets the table’s own items beside the payslip’s', () => {
    const answer = ask(
      'calcolo',
      'La retribuzione del cedolino allegato è corretta per il mio livello?',
      payslip,
    );
    expect(openingLine(answer)).toMatch(/^\*\*No\*\*/);
    // (The item at fault is named beside the table's: "paga base 1.459,41 € invece di 1.494,41 €", fixed-items-check.ts.)
    expect(openingLine(answer)).toContain('paga base 1.459,41 € invece di 1.494,41 €');
    expect(openingLine(answer)).toContain('mancano **35,00 € al mese**');
  });
  it('weighs the items summed, not the base alone, when the pay is said to respect the contract', () => {
    const answer = ask(
      'calcolo',
      'Mi verifica se la retribuzione del cedolino di novembre rispetta il contratto?',
      payslip,
    );
    expect(openingLine(answer)).toMatch(/^\*\*No\*\*/);
    expect(openingLine(answer)).toContain('mancano **35,00 € al mese**');
    expect(answer).not.toContain('564,97');
  });
});

describe("a dismissal letter's notice in days, doubted", () => {
  it('answers No with the agreement’s notice, not the letter’s count', () => {
    const letter =
      'Oggetto: licenziamento per giustificato motivo oggettivo\nGentile Sig.ra Laura Pini,\nassunta il 01/09/2023 come commessa, V livello CCNL Terziario Distribuzione e Servizi (Confcommercio),\nLe comunichiamo il licenziamento per chiusura del punto vendita.\nIl rapporto cesserà al termine del periodo di preavviso di 12 giorni di calendario decorrenti dal 01/12/2026.\nEmporio Sole S.r.l.\n';
    const answer = ask(
      'main-agent',
      'Mia madre ha ricevuto questa lettera. Il negozio dice che 12 giorni di preavviso sono sufficienti: è così o sono pochi?',
      letter,
    );
    expect(openingLine(answer)).toMatch(/^\*\*No: il preavviso della lettera è più breve/);
    expect(openingLine(answer)).toContain('è di 20 giorni di calendario');
  });
});

describe("an agreement's rule a document states, doubted", () => {
  it('says No to a notice denying a fourteenth the agreement pays', () => {
    const notice =
      'HOTEL BELVEDERE - Rimini\nA tutto il personale\nOggetto: mensilità aggiuntive\nSi comunica che il CCNL Turismo applicato prevede la sola tredicesima: la quattordicesima non è prevista.\nLa Direzione';
    const answer = ask(
      'main-agent',
      "L'albergo ha scritto che la quattordicesima non è prevista dal nostro contratto: hanno ragione?",
      notice,
    );
    expect(openingLine(answer)).toMatch(/^\*\*No\*\*/);
    expect(answer).toContain('14');
  });
});

describe('comparisons asked as yes/no', () => {
  it('answers "in date diverse?" with No when both expire the same day', () => {
    const answer = ask(
      'confronta',
      'il contratto del turismo e quello dei pubblici esercizi scadono in date diverse?',
    );
    expect(openingLine(answer)).toMatch(/^\*\*No\*\*/);
    expect(answer).toContain('31 dicembre 2027');
  });
  it('gives the level of a follow-up to the agreement it names, the other its own job’s', () => {
    const answer = ask(
      'confronta',
      'e se invece le fa una cooperativa col multiservizi, 3° livello? chi guadagna di più?',
      undefined,
      ['quanto prende un addetto alle pulizie in un supermercato col contratto commercio?'],
    );
    expect(openingLine(answer)).toContain('**1.422,27 €** nel CCNL Commercio (7° livello)');
    expect(openingLine(answer)).toContain('**1.478,05 €** nel CCNL Multiservizi (3° livello)');
  });
});

describe('classifications', () => {
  it('opens with No when the level held is said right but the tasks place the job higher', () => {
    const answer = ask(
      'inquadra',
      "Sono operatrice socio-sanitaria con qualifica in una cooperativa sociale. La coordinatrice sostiene che per noi OSS il B1 è l'inquadramento giusto. Io sapevo C1.",
    );
    expect(openingLine(answer)).toMatch(/^\*\*No\*\*/);
    expect(openingLine(answer)).toContain('C1');
  });
  it('places a skilled worker of the Area Meccanica at the 4° livello', () => {
    const answer = ask(
      'inquadra',
      'officina artigiana, ccnl area meccanica: assumo un operaio specializzato che attrezza e conduce da solo le macchine. che livello gli do?',
    );
    expect(openingLine(answer)).toContain('**4° livello**');
  });
});
