import { describe, expect, it } from 'vitest';
import { askAgent, openingLine, openingLines, testKb } from '../testing/agents.js';

const TODAY = '2026-11-26';
const commerce = testKb.byId('terziario-confcommercio')?.id_categoria as number;
const payslip = (text: string) => [{ fileId: 'd1', fileName: 'busta.txt', text }];

describe('the Cas.sa.Colf set aside: the figure asked opens', () => {
  it('"escluso il contributo Cas.sa.Colf, quanto le resta netto?": the weekly net', () => {
    const answer = askAgent(
      'calcolo',
      "Colf a 8,50 euro l'ora per 15 ore a settimana nel 2026, contratto a tempo indeterminato: escluso il contributo Cas.sa.Colf, quanto le resta netto ogni settimana?",
      { today: TODAY },
    );
    expect(openingLines(answer.text)).toContain('121,05 €');
    expect(openingLine(answer.text)).not.toContain('non è nella base di conoscenza');
  });

  it('"la cassa colf la guardiamo a parte" in a follow-up: the weekly net', () => {
    const answer = askAgent(
      'calcolo',
      'ok, la cassa colf la guardiamo a parte: a lei quanto rimane netto a settimana?',
      {
        today: TODAY,
        history: [
          "Prendiamo una colf a 10 euro l'ora per 25 ore settimanali, a tempo indeterminato, da gennaio 2026. Quanto pago di contributi INPS all'ora?",
        ],
      },
    );
    expect(openingLine(answer.text)).not.toContain('non è nella base di conoscenza');
  });

  it('the fund asked beside another item set aside is still the gap', () => {
    const answer = askAgent(
      'calcolo',
      "tredicesima a parte, quanto si versa di cassa colf all'ora per la nostra colf?",
      {
        today: TODAY,
      },
    );
    expect(openingLine(answer.text)).toContain('non è nella base di conoscenza');
  });
});

describe('a domestic payslip: the question decides the opening', () => {
  const withIrpef =
    'PROSPETTO PAGA LAVORO DOMESTICO - OTTOBRE 2026\nLavoratrice: colf livello B non convivente - tempo indeterminato\nOre lavorate nel mese: 80 - paga oraria: 9,00 EUR\nRetribuzione lorda: 720,00 EUR\nTrattenuta contributi INPS quota lavoratrice: 38,40 EUR\nRitenuta IRPEF: 40,00 EUR\nNetto in busta: 641,60 EUR';

  it('"possono trattenermela?" on the IRPEF withheld: No first', () => {
    const answer = askAgent(
      'calcolo',
      'La famiglia per cui lavoro mi ha tolto 40 euro di IRPEF in questa busta. Possono trattenermela?',
      { today: TODAY, documents: payslip(withIrpef) },
    );
    expect(openingLine(answer.text)).toMatch(/^\*\*No\*\*/);
    expect(openingLine(answer.text)).toContain('40,00 €');
  });

  it('"è corretta questa trattenuta?", words after the adjective: No first', () => {
    const answer = askAgent('calcolo', "C'è una ritenuta IRPEF di 40 euro: è corretta questa trattenuta?", {
      today: TODAY,
      documents: payslip(withIrpef),
    });
    expect(openingLine(answer.text)).toMatch(/^\*\*No\*\*/);
  });

  it('the hourly pay against the minimum: the minimum and the shortfall, not the withholdings', () => {
    const answer = askAgent(
      'calcolo',
      "Nel cedolino di novembre la paga oraria rispetta il minimo del contratto per il suo livello? Se è più bassa, quanto manca all'ora e in tutto il mese?",
      {
        today: TODAY,
        documents: payslip(
          'CEDOLINO LAVORO DOMESTICO - NOVEMBRE 2026\nLavoratrice: assistente a persona autosufficiente - Livello BS - non convivente\nRapporto: tempo indeterminato - orario 20 ore settimanali\nOre retribuite nel mese: 87\nPaga oraria: 7,10 EUR\nRetribuzione lorda: 617,70 EUR\nTrattenuta contributi INPS c/lavoratore (87 x 0,43): 37,41 EUR\nNetto a pagare: 580,29 EUR\n',
        ),
      },
    );
    expect(openingLines(answer.text)).toContain('7,45 €');
    expect(openingLine(answer.text)).not.toContain('INPS');
  });
});

describe('the table minimum as the base of another figure', () => {
  it('an hour of supplementary work "calcolata sul minimo tabellare (senza scatti)": the hour, not the month', () => {
    const answer = askAgent(
      'calcolo',
      'Applichiamo il CCNL Terziario Confcommercio in un negozio di calzature. Una dipendente part-time di 4° livello fa 30 ore a settimana, prende circa 1.400 euro lordi al mese con 3 scatti e un piccolo superminimo. A novembre ha fatto 4 ore oltre il suo orario per il cambio vetrine. Quanto vale lordo ogni ora supplementare se la calcolo partendo dal minimo tabellare del 4° livello, scatti e superminimo esclusi?',
      { today: TODAY, categories: [commerce] },
    );
    expect(openingLine(answer.text)).toContain('14,61 €');
  });

  it('the minimum asked alone at the end of a story stays the minimum', () => {
    const answer = askAgent(
      'calcolo',
      'Ho una commessa al 4° livello del Commercio, le do 80 euro di superminimo e a luglio le ho pagato la quattordicesima. Adesso qual è il minimo tabellare mensile del 4° livello?',
      { today: TODAY, categories: [commerce] },
    );
    expect(openingLine(answer.text)).toContain('1.818,75 €');
  });
});

describe('a follow-up that changes the carer training', () => {
  it('an OSS diploma after a carer without training for a person not self-sufficient: DS, not CS', () => {
    const answer = askAgent(
      'calcolo',
      'E se invece assumiamo una signora con il diploma di OSS, a quanto sale il minimo mensile?',
      {
        today: TODAY,
        history: [
          'Cerchiamo una badante che viva con mio padre, che non è più autosufficiente. Non ha qualifiche particolari. Quanto è il minimo mensile nel 2026?',
        ],
      },
    );
    expect(openingLine(answer.text)).toContain('DS');
    expect(openingLines(answer.text)).toContain('1.474,73 €');
    expect(openingLines(answer.text)).toContain('207,69 €');
  });
});
