import { describe, expect, it } from 'vitest';
import { askAgent, openingLine } from '../testing/agents.js';

const upload = (text: string, fileName = 'documento.txt') => ({
  documents: [{ fileId: 'f', fileName, text }],
});

describe('a rule of law asked in a trade the knowledge base lacks (session 31)', () => {
  it('answers who is a night worker and the limit, and says the bakery agreement is not held in one sentence', () => {
    const text = askAgent(
      'main-agent',
      'Ho un laboratorio di panificazione e un ragazzo farà il turno dalle 2 alle 8. Chi è lavoratore notturno per legge e c’è un limite di ore per notte?',
    ).text;
    expect(openingLine(text)).toMatch(/^Per legge \(D\.Lgs\. 66\/2003/);
    expect(openingLine(text)).toContain('**almeno 3 ore**');
    expect(openingLine(text)).toContain('**8 ore in media nelle 24 ore**');
    expect(text).toContain('Il CCNL Panificazione non è nella base di conoscenza');
  });

  it('opens with the 80 days when the days are asked with the agreement silent', () => {
    const text = askAgent(
      'main-agent',
      'Se il contratto collettivo non dice nulla, quante giornate di lavoro notturno l’anno servono per essere lavoratore notturno?',
      { history: ['Chi è considerato lavoratore notturno secondo il D.Lgs. 66/2003?'] },
    ).text;
    expect(openingLine(text)).toContain('**almeno 80 giorni lavorativi l’anno**');
  });
});

describe('notice and permits asked with what follows (session 31)', () => {
  it('adds the indemnity when the notice is not worked, with no verdict on a "how many" question', () => {
    const text = askAgent(
      'main-agent',
      'Lavoro da sette anni come addetta vendite al 4° livello, contratto commercio Confcommercio. Mi chiedo quanti giorni di preavviso mi spettano e cosa succede se non me lo fanno lavorare.',
    ).text;
    expect(openingLine(text)).toMatch(/^Nel CCNL Commercio/);
    expect(openingLine(text)).toContain('**30 giorni**');
    expect(text).toContain('**indennità sostitutiva del preavviso**');
  });

  it('gives the FIPE hours reached at full rate beside today’s', () => {
    const text = askAgent(
      'calcolo',
      'Sono barista con il contratto pubblici esercizi FIPE, assunta a marzo 2025. Quante ore di permessi (riduzione orario) mi spettano adesso e quante ne avrò a regime?',
    ).text;
    expect(openingLine(text)).toContain("**32 ore l'anno**");
    expect(openingLine(text)).toContain("**104 ore l'anno**");
  });
});

describe('uploads (session 31)', () => {
  it('weighs a payslip’s increments line and opens with the verdict', () => {
    const payslip =
      'CEDOLINO PAGA - OTTOBRE 2026\nAzienda: Officine Rossi S.r.l. - CCNL Metalmeccanica industria\nDipendente: Neri Paolo - Qualifica: operaio - Livello: C3\nData assunzione: 01/03/2021\nMinimo tabellare ...... 2.096,70\nScatti anzianità (n. 2) ...... 51,00\n';
    const text = askAgent(
      'calcolo',
      'Nel cedolino gli scatti di anzianità sono valorizzati 51,00 €. L’importo è corretto?',
      upload(payslip, 'cedolino.txt'),
    ).text;
    expect(openingLine(text)).toMatch(/^\*\*No\*\*: nel CCNL Metalmeccanici industria/);
    expect(openingLine(text)).toContain('**59,28 €**');
    expect(openingLine(text)).toContain('mancano 8,28 €');
  });

  const letter = (start: string, probation: string) =>
    `Oggetto: lettera di assunzione\nAssunzione con decorrenza ${start}, a tempo indeterminato.\nCCNL applicato: Terziario, Distribuzione e Servizi (Confcommercio).\nInquadramento: 4° livello.\nPeriodo di prova: ${probation}.\n`;

  it('denies the paid marriage leave inside the letter’s probation', () => {
    const text = askAgent(
      'main-agent',
      'Mi sposo il 12 dicembre: posso prendere il congedo matrimoniale pagato anche se sono in prova?',
      upload(letter('03/11/2026', '60 giorni di effettivo lavoro'), 'lettera.txt'),
    ).text;
    expect(openingLine(text)).toMatch(/^\*\*No\*\*: il 12 dicembre 2026 sei ancora in prova/);
  });

  it('grants it when the wedding falls after a calendar probation', () => {
    const text = askAgent(
      'main-agent',
      'ti ho mandato la lettera, mi sposo il 20 novembre: la prova ormai è finita, giusto? il congedo matrimoniale pagato mi spetta?',
      upload(letter('01/09/2026', '30 giorni di calendario'), 'lettera.txt'),
    ).text;
    expect(openingLine(text)).toMatch(/^\*\*Sì\*\*/);
  });

  it('sums a timesheet’s holiday and ordinary night surcharges', () => {
    const sheet =
      'FOGLIO PRESENZE - NOVEMBRE 2026\nBar Centrale - CCNL Pubblici Esercizi FIPE\nPaga oraria lorda: 10,50\n\n01/11 (festivita)  ore 6,00  lavoro festivo\n08/12 (festivita)  ore 6,00  lavoro festivo\n14/11  ore 2,00 notturno ordinario\n21/11  ore 2,00 notturno ordinario\n';
    const text = askAgent(
      'calcolo',
      'quanto fanno le maggiorazioni di festivo e notturno dal foglio presenze?',
      upload(sheet, 'presenze.txt'),
    ).text;
    expect(openingLine(text)).toContain('**35,70 € lordi**');
  });
});
