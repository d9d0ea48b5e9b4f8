import { describe, expect, it } from 'vitest';
import { askAgent, openingLine } from '../testing/agents.js';

// Session 22 (fixs22d): the agents' classes behind the rules, comparison and upload failures of h54–h56.
const ask = (message: string, history: string[] = [], agent = 'main-agent') =>
  askAgent(agent, message, { history }).text;
const withDocument = (fileName: string, text: string, message: string, history: string[] = []) =>
  askAgent('main-agent', message, { history, documents: [{ fileId: 'd1', fileName, text }] }).text;

describe('the holidays asked beside a feast the story names', () => {
  it('a colf’s yearly holidays, not the paid public holiday', () => {
    const text = ask(
      'Abbiamo una colf da marzo, 20 ore a settimana a 10 euro l’ora; a Pasqua le abbiamo regalato una colomba. Quanti giorni di ferie le spettano all’anno?',
    );
    expect(text).toContain('26 giorni');
    expect(openingLine(text)).not.toMatch(/festivit/);
  });
});

describe('the paid sick days and the job kept asked over two turns', () => {
  it('a follow-up that changes the years and asks the job kept gives both bands', () => {
    const text = ask('e se fosse con noi da 8 mesi? e per quanto le conserviamo il posto?', [
      'la colf è malata, è con noi da 4 anni: quanti giorni di malattia le paghiamo?',
    ]);
    // Domestic work, 6 months to 2 years: 10 paid days a year, the job kept 45 calendar days.
    expect(openingLine(text)).toContain('10 giorni');
    expect(openingLine(text)).toContain('45 giorni');
  });
  it('the job kept alone has no nested bold', () => {
    const text = ask('La badante è con noi da 3 anni: se si ammala per quanto tempo le teniamo il posto?');
    expect(openingLine(text)).toContain('180 giorni');
    expect(openingLine(text)).not.toContain('****');
  });
});

describe('a comparison follow-up keeps each agreement’s level from the earlier turn', () => {
  it('the Commercio level said in the first turn is still the row’s level', () => {
    const text = ask(
      'e se avessimo tutti e due 11 anni di anzianità?',
      [
        'Io sono commessa di 4° livello Confcommercio e mio fratello è operaio C3 metalmeccanico, tutti e due da 2 anni: quanti giorni di preavviso per dimetterci?',
      ],
      'confronta',
    );
    expect(text).toContain('| CCNL Commercio | 4° livello |');
    // Terziario 4th level, resignation beyond 10 years: 30 days.
    expect(text).toContain('dimissioni 30 giorni');
  });
});

describe('a present figure confirmed beside the one remembered from before', () => {
  it('Sì on the present floor, the former one said as not in the sources', () => {
    const text = ask(
      'Confermi che nel multiservizi il part-time non può stare sotto 15 ore settimanali? Una volta erano 12, vero?',
    );
    expect(openingLine(text)).toMatch(/^Sì/);
    expect(text).toContain('(12 ore) non è indicata nelle fonti');
  });
});

const APPRENTICE = `CONTRATTO DI APPRENDISTATO PROFESSIONALIZZANTE
Studio Rossi - Consulenti del lavoro, Verona
CCNL applicato: Studi professionali (Confprofessioni)
Apprendista: Giulia Neri - assunta il 01/10/2025
Qualifica da conseguire: impiegata amministrativa - livello finale: 4°
Durata: 36 mesi
`;

describe('uploaded documents whose facts the question leaves to them', () => {
  it('an apprenticeship contract: the first period’s pay on the final level', () => {
    const text = withDocument(
      'apprendistato.txt',
      APPRENTICE,
      'Ti ho caricato il contratto di mia figlia: quanto le danno lordo al mese il primo anno?',
    );
    // 4th level from 1.10.2025: 1.595,42 × 70% = 1.116,79.
    expect(openingLine(text)).toContain('**1.116,79 €**');
  });
  it('a letter’s level in Roman numerals asked with "mi hanno dato"', () => {
    const text = withDocument(
      'lettera.txt',
      'LETTERA DI ASSUNZIONE\nCCNL applicato: Terziario, Distribuzione e Servizi (Confcommercio).\nQualifica: magazziniere - Livello di inquadramento: V.\nOrario: 40 ore settimanali.\nPeriodo di prova: 60 giorni di lavoro effettivo.\n',
      'che livello mi hanno dato? e la prova di 60 giorni va bene?',
    );
    expect(openingLine(text)).toContain('**5° livello**');
  });
  it('a letter’s pay asked to rise at a later table: the rise as a figure', () => {
    const text = withDocument(
      'assunzione.txt',
      'Spett.le Sig. Bianchi,\nCCNL applicato: Studi professionali (Confprofessioni).\nLivello: 3°.\nRetribuzione lorda mensile: 1.706,37 euro per 14 mensilità.\n',
      'La paga della lettera va bene? Da dicembre 2026 di quanto deve aumentare?',
    );
    // 3rd level from 1.12.2026: 1.726,37 − 1.706,37 = 20,00.
    expect(text).toContain('deve aumentare di **20,00 €** al mese');
  });
});
