import { describe, expect, it } from 'vitest';
import { askAgent, openingLine } from '../testing/agents.js';

// Session 23 (fixs23c): the answer classes behind h57–h58 failures, in new words.
const letter = (pay: string, probation: string, start: string) => ({
  fileId: 'f1',
  fileName: 'lettera.txt',
  text: `LETTERA DI ASSUNZIONE\nFerramenta Rossi snc, Padova\nGentile sig. Paolo Neri,\ncon la presente Le confermiamo l'assunzione a tempo indeterminato a decorrere dal ${start}.\nContratto applicato: CCNL Terziario, Distribuzione e Servizi (Confcommercio)\nInquadramento: 4° livello\nOrario: 40 ore settimanali\nRetribuzione mensile lorda: ${pay} euro per 14 mensilità\nPeriodo di prova: ${probation} giorni di calendario\nDistinti saluti`,
});

describe("a hiring letter's pay and probation, each weighed", () => {
  it('the pay at the letter’s first day, with the later table that raises the minimum', () => {
    const a = askAgent(
      'main-agent',
      'La paga scritta nella lettera allegata è in regola col minimo del livello?',
      {
        documents: [letter('1.800,00', '60', '1° aprile 2026')],
      },
    );
    expect(openingLine(a.text)).toMatch(/^Sì:/);
    expect(a.text).toContain('1.783,75 €');
    expect(a.text).toMatch(/Dal 1° novembre 2026 il minimo sale a 1\.818,75 €/);
  });
  it('pay and probation asked together: both verdicts, in the order asked', () => {
    const a = askAgent(
      'main-agent',
      'Stipendio e prova di questa lettera vanno bene rispetto al contratto?',
      {
        documents: [letter('1.700,00', '90', '1° aprile 2026')],
      },
    );
    expect(openingLine(a.text)).toMatch(
      /^No: la retribuzione è sotto il minimo del \d+° livello(?: \([^)]*mancano[^)]*\))?; il periodo di prova/,
    );
    expect(a.text).toMatch(/Il documento indica 1\.700,00 €.*non è conforme/);
    expect(a.text).toMatch(/Il documento indica 90 giorni/);
  });
});

describe("a fixed-term hire's probation halved by the agreement", () => {
  it('Tessile 4° hired for 3 months: 3 months halved, 45 days', () => {
    const a = askAgent('main-agent', 'e se la assumo a tempo determinato per tre mesi?', {
      history: ['Tessile abbigliamento industria: quanto dura la prova di un 4° livello?'],
    });
    expect(openingLine(a.text)).toContain('**45 giorni**');
    expect(a.text).not.toContain('**3 mesi**');
  });
  it('a fixed term longer than the agreement’s limit keeps the ordinary probation', () => {
    const a = askAgent('main-agent', 'e se la assumo a tempo determinato per 9 mesi?', {
      history: ['Tessile abbigliamento industria: quanto dura la prova di un 4° livello?'],
    });
    expect(a.text).not.toContain('dimezzato');
  });
});

describe('several things asked of one subject are each answered', () => {
  it('a domestic worker’s sickness follow-up with new years: the paid days and the job kept', () => {
    const a = askAgent('main-agent', 'e se fosse con noi da 4 anni?', {
      history: [
        'la badante è malata, è con noi da 8 mesi: quanti giorni le paghiamo e fino a quando le teniamo il posto?',
      ],
    });
    expect(a.text).toMatch(/15 giorni/);
    expect(a.text).toMatch(/180 giorni/);
  });
  it('building holidays: their length and who pays them', () => {
    const a = askAgent(
      'main-agent',
      'Edilizia industria, operai: quanto durano le ferie in un anno e chi le paga?',
    );
    expect(a.text).toContain('4 settimane');
    expect(a.text).toContain('Cassa Edile');
  });
  it('ROL and ex festività named: each one’s hours open beside the total', () => {
    const a = askAgent(
      'main-agent',
      'Commercio, 3° livello, assunto nel 2015, siamo in 6 in tutto: quante ore di ROL ed ex festività ho in un anno?',
    );
    expect(openingLine(a.text)).toContain('56 ore di ROL e 32 ore di ex festività');
  });
  it('the divisor asked after an hourly pay: its reason opens', () => {
    const a = askAgent(
      'calcolo',
      'e quel divisore da dove salta fuori? non dovrebbero essere le ore del mese?',
      {
        history: ['Paga oraria di un 2° livello del commercio nel 2026?'],
      },
    );
    expect(openingLine(a.text)).toMatch(/^Il divisore \*\*168\*\*/);
    expect(openingLine(a.text)).toContain('40 ore');
  });
});

describe("an agreement's own apprenticeship rules", () => {
  it('Gomma plastica: the maximum length and an apprentice’s probation at a level up to G', () => {
    const a = askAgent(
      'main-agent',
      'Gomma plastica industria, apprendista professionalizzante al livello I: durata massima dell’apprendistato e prova?',
    );
    expect(a.text).toContain('3 anni');
    expect(a.text).toContain('4 settimane');
  });
  it('AIOP RSA: the seniority premium and its payments', () => {
    const a = askAgent(
      'main-agent',
      'RSA AIOP: a quanto ammonta il premio di anzianità e per quante mensilità?',
    );
    expect(a.text).toContain('40 €');
    expect(a.text).toContain('13 mensilità');
  });
});
