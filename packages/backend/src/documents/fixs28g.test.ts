import { describe, expect, it } from 'vitest';
import { askAgent, openingLine } from '../testing/agents.js';

const upload = (text: string) => [{ fileId: 'f', fileName: 'documento.txt', text }];
const ask = (agent: string, message: string, text: string, history: string[] = []) =>
  askAgent(agent, message, { documents: upload(text), history });

const HOTEL =
  'HOTEL BELVEDERE - Rimini\nAssunzione a tempo indeterminato dal 01/12/2026.\nCCNL: Turismo (Federalberghi - Faita), settore alberghi\nMansione: addetta al ricevimento - 5° livello\nOrario: 40 ore settimanali su 5 giorni\nPeriodo di prova: 45 giorni\nFerie: 22 giorni lavorativi annui\nPreavviso in caso di licenziamento o dimissioni: 15 giorni';

describe('a hiring letter weighed term by term', () => {
  it('weighs the probation and the notice asked together under one No', async () => {
    const { text } = await ask(
      'main-agent',
      'Il periodo di prova e il preavviso sono quelli previsti dal contratto?',
      HOTEL,
    );
    expect(openingLine(text)).toMatch(/^\*\*No\*\*: il documento indica 45 giorni; .*30 giorni/);
    expect(text).toMatch(/Il documento indica 15 giorni; .*preavviso è di \*\*20 giorni\*\*: non è conforme/);
  });

  it('weighs the holidays against the agreement’s 26 working days', async () => {
    const { text } = await ask(
      'main-agent',
      'Le ferie di 22 giorni scritte nella lettera sono giuste?',
      HOTEL,
    );
    expect(openingLine(text)).toMatch(/^\*\*No\*\*: .*\*\*26 giorni lavorativi\*\*/);
  });

  it('reads "è normale?" as a check of the probation', async () => {
    const letter =
      'LETTERA DI ASSUNZIONE\nCCNL applicato: Terziario, Distribuzione e Servizi (Confcommercio).\nLivello: 4°.\nPeriodo di prova: 6 (sei) mesi di calendario.';
    const { text } = await ask('main-agent', 'prova sei mesi, è normale per il quarto livello?', letter);
    expect(openingLine(text)).toMatch(/^\*\*No\*\*: .*60 giorni di lavoro effettivo/);
  });

  it('answers a later month’s rise of the letter’s pay with Sì and the new minimum', async () => {
    const letter =
      'Lettera di assunzione\nDecorrenza: 02/11/2026, tempo pieno 40 ore\nCCNL Studi Professionali (Confprofessioni)\nLivello: 3° - impiegata\nRetribuzione mensile lorda: 1.706,37 euro per 14 mensilità';
    const { text } = await ask(
      'main-agent',
      'Da dicembre 2026 cambia qualcosa nello stipendio della lettera?',
      letter,
    );
    expect(openingLine(text)).toMatch(/^\*\*Sì\*\*: .*\*\*1\.726,37 €\*\*/);
  });
});

describe('payslips and timesheets', () => {
  it('weighs a part-timer’s tabellare and contingency against the proportioned minimum', async () => {
    const payslip =
      'CEDOLINO PAGA - OTTOBRE 2026\nCCNL: Imprese di pulizia e servizi integrati/Multiservizi\nQualifica: operaia - Livello 2°\nOrario: part-time orizzontale 20 ore settimanali (50%)\nRetribuzione tabellare ........ 427,11\nContingenza ................... 256,98\nE.D.R. ........................   5,17';
    const { text } = await ask('calcolo', 'la paga base è giusta?', payslip);
    expect(openingLine(text)).toMatch(/^\*\*No\*\*: .*\*\*701,59 €\*\*.*684,09 €: 17,50 € sotto/);
  });

  it('says a supplementary surcharge doubted is wrong and values the payslip’s hours at 28%', async () => {
    const payslip =
      'CEDOLINO OTTOBRE 2026\nCCNL: Imprese di pulizia e servizi integrati / Multiservizi\nLivello: 2° - Part-time orizzontale 20 ore settimanali (50%)\nRetribuzione tabellare + contingenza (50%)         701,59\nLavoro supplementare magg. 10%     10,00   8,11       89,21';
    const { text } = await ask('calcolo', 'Il supplementare è pagato al 10%: è corretto?', payslip);
    expect(openingLine(text)).toMatch(/^\*\*No\*\*, non del 10%: .*\*\*28%\*\*.*\*\*103,82 €\*\*/);
  });

  it('values the overtime a timesheet totals itself', async () => {
    const sheet =
      'FOGLIO PRESENZE - settimana 16-20 novembre 2026\nDipendente: Marco Galli - Metalmeccanici industria - livello C3 - orario 8-17 (40 h/settimana)\nLun 16/11: ordinario 8 h + straordinario diurno 2 h (17-19)\nMar 17/11: ordinario 8 h + straordinario diurno 2 h (17-19)\nMer 18/11: ordinario 8 h + straordinario diurno 1 h (17-18)\nGio 19/11: ordinario 8 h + straordinario diurno 2 h (17-19)\nVen 20/11: ordinario 8 h + straordinario diurno 1 h (17-18)\nTotale straordinario settimana: 8 h (tutte diurne feriali)';
    const { text } = await ask('calcolo', 'Quanto mi devono lordo per quegli straordinari?', sheet);
    expect(openingLine(text)).toContain('8 ore valgono **127,83 €**');
  });

  it('gives the level’s hourly minimum when the right hourly pay is asked after a payslip check', async () => {
    const payslip =
      'BUSTA PAGA - MESE DI NOVEMBRE 2026\nCCNL applicato: Terziario Distribuzione e Servizi (Confcommercio)\nQualifica: Impiegata  Livello: 4°\nTempo pieno 40 ore settimanali\nPaga base ............................. 1.257,46\nContingenza ...........................   524,22\nTerzo elemento nazionale ..............     2,07\nTOTALE RETRIBUZIONE MENSILE ........... 1.783,75';
    const { text } = await ask('calcolo', 'e quindi la paga oraria giusta quale sarebbe?', payslip, [
      'La busta paga allegata è giusta rispetto al minimo del CCNL?',
    ]);
    expect(openingLine(text)).toContain('**10,83 €**');
  });
});

describe('extra hours with nothing to value them on', () => {
  it('asks for the agreement and the pay or level', async () => {
    const { text } = await askAgent(
      'calcolo',
      'ho fatto 12 ore di straordinario il sabato, quanto mi spetta?',
    );
    expect(text).toMatch(
      /Quale CCNL applica il datore di lavoro\?.*servono anche il livello e la retribuzione/,
    );
  });
});
