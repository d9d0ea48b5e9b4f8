import { describe, expect, it } from 'vitest';
import { askAgent, openingLine, withUpload } from '../testing/agents.js';

describe('session 42: the 15% on surcharges asked beside the limit it has', () => {
  it('"il limite oltre il quale il beneficio non spetta" asks the limit; the rate opens, not an overtime hour', () => {
    const { text } = askAgent(
      'main-agent',
      "Consegne notturne e festive a dicembre; qualcuno con gli straordinari supera i quarantamila euro. La legge di bilancio 2026 agevola queste maggiorazioni: mi indichi l'aliquota dell'imposta sostitutiva e il limite di reddito oltre il quale il beneficio non spetta.",
    );
    expect(openingLine(text)).toContain('imposta sostitutiva del 15%');
    expect(text).toContain('40.000,00 €');
    expect(text).not.toContain('paga oraria normale');
    expect(text).toContain('oltre 40.000,00 €');
  });
  it('a flat tax the story says is not due still sets the clause aside', () => {
    const { text } = askAgent(
      'calcolo',
      'RAL 45.000 commercio 2° livello, la flat tax sugli aumenti non le spetta: qual è il netto mensile?',
    );
    expect(openingLine(text)).not.toContain('imposta sostitutiva');
  });
});

describe('session 42: the year in which the service is counted', () => {
  it('"nel 2025 aveva già quattro anni di servizio" reads the increments on the 2025 table', () => {
    const { text } = askAgent(
      'main-agent',
      'E per una badante CS convivente che nel 2025 aveva già quattro anni di servizio presso la stessa famiglia, di quanto aumentava il minimo mensile per gli scatti di anzianità?',
      {
        history: [
          'Lavoro domestico: qual era nel 2025 il minimo mensile di una badante convivente di livello CS?',
        ],
      },
    );
    expect(openingLine(text)).toContain('91,03 €');
  });
  it('"assunta nel 2020" is still a hire year, not the table asked', () => {
    const { text } = askAgent(
      'main-agent',
      'colf B convivente assunta nel 2020: di quanto aumenta adesso il minimo con gli scatti?',
    );
    expect(text).not.toContain('al 31 dicembre 2020');
  });
});

describe('session 42: a home matter told apart from the writer’s workplace', () => {
  it('"una domanda personale, non dello studio" about a colf is domestic work, not Studi professionali', () => {
    const { text } = askAgent(
      'calcolo',
      'Domanda personale, non dello studio: abbiamo una colf non convivente a tempo indeterminato, 20 ore a settimana a 9,00 euro l’ora. Quanto sono i contributi INPS del trimestre ottobre-dicembre 2026 (13 settimane)?',
    );
    expect(openingLine(text)).toContain('499,20 €');
    expect(text).not.toContain('Studi professionali');
  });
});

describe('session 42: one new hire’s minimum with no level', () => {
  it('"quanto le dobbiamo dare come minimo" asks the level, with the range, instead of every level', () => {
    const { text } = askAgent(
      'main-agent',
      'Entra una nuova segretaria, contratto studi professionali, tempo pieno. Quanto le dobbiamo dare come minimo al mese?',
    );
    expect(openingLine(text)).toContain('quale livello');
    expect(text).not.toContain('3S 1.722,01 €');
  });
});

describe('session 42: an allowance priced by hours away', () => {
  it('"fuori casa 14 ore" opens with the band holding them', () => {
    const { text } = askAgent(
      'main-agent',
      'ccnl logistica, autista B3: viaggio in giornata, fuori casa 14 ore, quanto mi spetta di trasferta?',
    );
    expect(openingLine(text)).toContain('**35,02 €**');
  });
  it("a hiring letter that refers the allowance to the CCNL leaves the agreement's rule to answer", () => {
    const { text } = askAgent(
      'main-agent',
      "Nella lettera c'è scritto che la trasferta è nelle misure previste dal CCNL vigente. Per un viaggio in giornata, fuori casa 14 ore, quanti euro di trasferta mi spettano?",
      withUpload(
        'lettera.txt',
        'Assunzione a tempo determinato dal 1° dicembre 2026.\nCCNL applicato: Logistica, Trasporto Merci e Spedizione.\nInquadramento: personale viaggiante, livello B3.\nTrasferte: per i servizi fuori dal comune sede Le sarà corrisposta l’indennità di trasferta nelle misure previste dal CCNL vigente.',
      ),
    );
    expect(openingLine(text)).toContain('35,02 €');
    expect(openingLine(text)).not.toContain('39 ore');
  });
  it('a letter that prices the allowance itself keeps its own figure', () => {
    const { text } = askAgent(
      'main-agent',
      'Nella lettera quanto è l’indennità di trasferta che mi spetta?',
      withUpload(
        'lettera.txt',
        'Assunzione come magazziniere, 5° livello CCNL Logistica, trasporto merci e spedizione.\nRetribuzione lorda mensile: euro 1.905,40\nIndennità di trasferta forfettaria: euro 80,00',
      ),
    );
    expect(text).toContain('80,00');
  });
});

describe('session 42: an ordinary night hour the knowledge base lacks', () => {
  it('"notturno ordinario" is a gap, not the Saturday rate the words "orario normale" pick', () => {
    const { text } = askAgent(
      'main-agent',
      'turno fisso di notte 22-6, ccnl logistica non viaggiante, non sono straordinari ma il mio orario normale: di quanto è la maggiorazione per il notturno ordinario?',
    );
    expect(openingLine(text)).toContain('non è nella base di conoscenza');
    expect(openingLine(text)).not.toContain('20%');
  });
});

describe('session 42: the wage-integration benefit asked', () => {
  it("the amount of the cassa integrazione and an agreement's top-up are a gap, never a level's minimum", () => {
    const { text } = askAgent(
      'main-agent',
      "Da gennaio andiamo in cassa integrazione tre giorni a settimana. Con il contratto tessile-abbigliamento, per le ore di cassa quanto prendo e l'azienda deve integrare qualcosa per contratto?",
    );
    expect(openingLine(text)).toContain('Non ho nella base di conoscenza');
    expect(text).not.toContain('1.853,17');
  });
  it('a cashier asking her pay is not asking about the benefit', () => {
    const { text } = askAgent(
      'main-agent',
      'lavoro alla cassa di un supermercato, ccnl commercio 4° livello: quanto prendo?',
    );
    expect(openingLine(text)).toContain('1.818,75 €');
  });
});

describe("session 42: the employer's total rate with its items listed", () => {
  it('"aliquota complessiva a carico azienda (IVS, CUAF, malattia, CIGO/CIGS ecc.)" is the rates gap, not the CIGS', () => {
    const { text } = askAgent(
      'main-agent',
      "Per un budget ci serve l'aliquota contributiva INPS complessiva a carico azienda per gli operai di un'industria alimentare con più di 50 dipendenti (IVS, CUAF, malattia, CIGO/CIGS ecc.). Qual è la percentuale 2026?",
    );
    expect(openingLine(text)).toContain('non sono complete nella base di conoscenza');
    expect(text).not.toContain('0,9%');
  });
  it('one contribution named alone is still that item', () => {
    const { text } = askAgent('main-agent', 'quanto è il contributo CIGS a carico azienda?');
    expect(openingLine(text)).toContain('0,9%');
  });
});
