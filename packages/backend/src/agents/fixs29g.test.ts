import { describe, expect, it } from 'vitest';
import { askAgent, openingLine } from '../testing/agents.js';

// Session 29 (fixs29g): blind misses h96-* where a second ask was dropped or the verdict did not open.
const upload = (fileName: string, text: string) => ({ documents: [{ fileId: 'f', fileName, text }] });

describe('two asks, both answered', () => {
  it("a seasonal hire's probation keeps the notice asked beside it", () => {
    const text = askAgent(
      'main-agent',
      "Albergo al mare, CCNL Turismo Federalberghi: prendo un cameriere stagionale per l'estate al 5° livello. Quanti giorni di prova posso mettere? E finita la prova, se lui se ne vuole andare, quanto preavviso serve?",
    ).text;
    expect(openingLine(text)).toContain('**14 giorni');
    expect(text).toMatch(/preavviso[^\n]*20 giorni/);
  });
  it("a domestic quarter's amount asked with its deadline gets both", () => {
    const text = askAgent(
      'calcolo',
      'e per il trimestre luglio-settembre (13 settimane) quanto devo versare in totale e entro che giorno?',
      {
        history: [
          "la colf la pago 8 euro l'ora per 20 ore a settimana, tempo indeterminato: quanto sono i contributi inps all'ora nel 2026?",
        ],
      },
    ).text;
    const [first = '', second = ''] = text.split('\n');
    expect(first).toContain('442,00 €');
    expect(second).toContain('**entro il 10 ottobre**');
  });
});

describe("a building operaio's holidays and Christmas bonus at leaving", () => {
  it('are not the firm’s to pay in the payslip: the Cassa Edile pays them', () => {
    const line = openingLine(
      askAgent(
        'main-agent',
        "Le ferie non godute e la tredicesima di quell'operaio le pago io in busta alla cessazione?",
        {
          history: [
            'impresa edile, devo lasciare a casa un manovale che è con noi da un anno e mezzo: quanti giorni di preavviso?',
          ],
        },
      ).text,
    );
    expect(line).toMatch(/^\*\*No\*\*/);
    expect(line).toContain('Cassa Edile');
    expect(line).toContain('18,5');
  });
});

describe("an uploaded resignation letter's notice", () => {
  it('with an effective day and a last day: the verdict and the days due open', () => {
    const line = openingLine(
      askAgent(
        'main-agent',
        'Il dipendente ci ha dato questa lettera: il preavviso che concede basta? Altrimenti quanti giorni gli spettavano?',
        upload(
          'lettera.txt',
          'Spett.le Studio Bianchi\nOggetto: dimissioni\nIl sottoscritto Marco Rota, impiegato di 4° livello (CCNL Studi professionali Confprofessioni), assunto dal 01/03/2023, rassegna le proprie dimissioni con decorrenza dal 16/11/2026. Ultimo giorno di lavoro: 20/11/2026.\nDistinti saluti',
        ),
      ).text,
    );
    expect(line).toMatch(/^\*\*No/);
    expect(line).toContain('15 giorni');
  });
});

describe("a domestic payslip's INPS share", () => {
  const slip = (hours: number, pay: string, withheld: string) =>
    `PROSPETTO PAGA LAVORO DOMESTICO - MARZO 2026\nLavoratrice: Rosa T. - colf non convivente\nOre lavorate nel mese: ${hours}\nPaga oraria: ${pay} euro\nTrattenuta contributi INPS quota lavoratore (${hours} h x 0,43): ${withheld} euro\nRapporto a tempo indeterminato, 18 ore settimanali`;
  it('at the first band’s share on a second-band pay: No, and Sì on the IRPEF not withheld', () => {
    const line = openingLine(
      askAgent(
        'calcolo',
        "me la controlli? la trattenuta inps è giusta? non ho trattenuto l'irpef, va bene?",
        upload('busta.txt', slip(60, '9,20', '25,80')),
      ).text,
    );
    expect(line).toMatch(/^\*\*No\*\*/);
    expect(line).toContain('**28,80 €**');
    // The IRPEF not withheld is answered in the same opening: the family withholds none.
    expect(line).toMatch(/\*\*Sì\*\*|non trattiene l'IRPEF/);
  });
  it('right at the first band: Sì', () => {
    const line = openingLine(
      askAgent(
        'calcolo',
        "Può verificare se la trattenuta INPS del prospetto è corretta? L'IRPEF non l'abbiamo trattenuta, è giusto?",
        upload('busta.txt', slip(80, '8,50', '34,40')),
      ).text,
    );
    expect(line).toMatch(/^\*\*Sì\*\*/);
    expect(line).toContain('34,40 €');
  });
});
