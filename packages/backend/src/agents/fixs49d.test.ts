import { describe, expect, it } from 'vitest';
import { askAgent, openingLines, withUpload } from '../testing/agents.js';

// Session 49 (fixs49d): comparisons of two agreements or two levels, and minimums with a standing element
// (Logistica's EPA). Figures from the knowledge base at 28 November 2026.
const today = '2026-11-28';

describe("a year's minimums compared, asked as 'minimi annui' and what one would gain", () => {
  it('multiplies each minimum by its own payments and gives the year gap', () => {
    const text = askAgent(
      'confronta',
      'Una cassiera al 4° livello del commercio mi chiede se le conviene passare come C2 in una fabbrica metalmeccanica: mi confronti i minimi annui lordi, ciascuno con le sue mensilità, e quanto ci guadagnerebbe all’anno?',
      { today },
    ).text;
    // 1.818,75 × 14 = 25.462,50; 2.064,88 × 13 = 26.843,44; gap 1.380,94.
    expect(openingLines(text)).toContain('25.462,50 €');
    expect(openingLines(text)).toContain('26.843,44 €');
    expect(openingLines(text)).toContain('1.380,94 €');
  });
});

describe('a level gap naming a junior, super or lettered grade', () => {
  it('reads "4° junior" as the 4J level of the Logistica tables', () => {
    const text = askAgent(
      'confronta',
      'Per il magazzino: quanto passa al mese tra un 4° junior e un 4° livello del CCNL logistica, trasporto merci e spedizione? Mi serve la differenza',
      { today },
    ).text;
    // 1.850,23 − 1.802,92.
    expect(openingLines(text)).toContain('47,31 €');
  });

  it('reads "3 super" said bare in a follow-up as the 3° livello super', () => {
    const text = askAgent(
      'confronta',
      'e se la promuovo al 3 super quanto prende in più al mese di minimo?',
      { today, history: ['segretaria al 3 livello del ccnl studi professionali, qual è il minimo?'] },
    ).text;
    // 1.722,01 − 1.706,37.
    expect(openingLines(text)).toContain('15,64 €');
  });

  it('reads "3°A" after a move "dal 3°" as the Alimentari 3A level', () => {
    const text = askAgent(
      'confronta',
      'Passando il capoturno dal 3° al 3°A nel CCNL alimentari industria, che differenza fa al mese?',
      { today },
    ).text;
    // 2.272,67 − 2.088,48.
    expect(openingLines(text)).toContain('184,19 €');
  });
});

describe('a move to another level asked as how much the minimum would rise', () => {
  it('weighs the level moved to against the one held, not the renewal', () => {
    const text = askAgent(
      'confronta',
      'Il ragazzo vorrebbe il passaggio al 4° livello: di quanto aumenterebbe il suo minimo mensile?',
      { today, history: ['Alimentari industria, minimo di un operaio di 5° livello oggi?'] },
    ).text;
    // 1.965,64 − 1.842,86.
    expect(openingLines(text)).toContain('122,78 €');
  });
});

const payslip = withUpload(
  'busta-ottobre.txt',
  'BUSTA PAGA OTTOBRE 2026\nCCNL Logistica Trasporto Merci Spedizione - non viaggiante - Livello 4\nMinimo contrattuale 1.823,56\nTotale competenze 1.823,56\nLORDO 1.823,56\n',
);

describe('a payslip that leaves out the EPA', () => {
  it('is a payslip check, not a comparison, and names the EPA missing each month', () => {
    const text = askAgent(
      'calcolo',
      'ti ho messo la busta di ottobre, sono magazziniere al 4 livello: mi pare che manchi una voce rispetto al contratto, è giusta?',
      { today, ...payslip },
    ).text;
    expect(openingLines(text)).toContain('EPA');
    expect(openingLines(text)).toContain('26,67 €');
    expect(text).not.toContain('Quali contratti vuoi confrontare');
  });
});

describe("a level's monthly gross asked after its minimum", () => {
  it('opens with the minimum and its items, EPA included', () => {
    const text = askAgent(
      'calcolo',
      'Mi hanno detto 4° livello non viaggiante nella lettera, allora al mese lordo quanto sarebbe?',
      { today, history: ['Quanto è il minimo nel contratto logistica trasporto merci e spedizione?'] },
    ).text;
    expect(openingLines(text)).toContain('1.823,56 €');
    expect(openingLines(text)).toContain('1.850,23 €');
  });
});

describe('two agreements compared when one minimum holds the EPA', () => {
  it('says the gap with the EPA and on the minimo contrattuale alone', () => {
    const text = askAgent(
      'confronta',
      'Commercio 4° livello o logistica 4° livello non viaggiante: quale minimo è più alto oggi e di quanto?',
      { today },
    ).text;
    // 1.850,23 − 1.818,75 = 31,48; 1.823,56 − 1.818,75 = 4,81.
    expect(openingLines(text)).toContain('31,48 €');
    expect(openingLines(text)).toContain('4,81 €');
  });
});
