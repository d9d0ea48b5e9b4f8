import { describe, expect, it } from 'vitest';
import { askAgent, openingLine } from '../testing/agents.js';

// Session 29 (fixs29b): a contract's weekly hours weighed against the part-time floor when the question asks "va
// bene rispetto al minimo?"; the surcharges left out as asked; a payslip's paga base against the month's table
// when a raise is asked; a comparison's follow-up naming a month compares that month's tables.
const withDocument = (fileName: string, text: string) => ({
  documents: [{ fileId: 'f', fileName, text }],
});

const CLEANING_CONTRACT = `SPLENDOR SERVIZI SOC. COOP. - Bologna
CONTRATTO DI LAVORO A TEMPO PARZIALE
CCNL: Imprese di pulizia e servizi integrati/multiservizi
Livello: 2°
Orario settimanale: 20 ore (lunedì-venerdì, 6:00-10:00)
Retribuzione: minimi tabellari del 2° livello riproporzionati a 20/40`;

const COMMERCE_PAYSLIP = `CEDOLINO PAGA - NOVEMBRE 2026
CCNL: Terziario Distribuzione Servizi (Confcommercio)   Livello: 4°   Tempo pieno 40 h
VOCI RETRIBUTIVE                         IMPORTO
Paga base                                1.257,46
Contingenza                                524,22
Terzo elemento                               2,07
TOTALE RETRIBUZIONE LORDA                1.783,75`;

describe('part-time hours of an uploaded contract against the floor', () => {
  it('the hours asked open the answer, then Sì against the 15 hours of the Multiservizi', () => {
    const text = askAgent(
      'main-agent',
      'ciao ti ho caricato il mio contratto part time delle pulizie. quante ore a settimana ho scritto li? e va bene rispetto al minimo del contratto nazionale o è troppo poco?',
      withDocument('contratto.txt', CLEANING_CONTRACT),
    ).text;
    expect(openingLine(text)).toMatch(
      /^\*\*Sì\*\*: .*\*\*20 ore settimanali\*\*.*\*\*15 ore settimanali\*\*/,
    );
    // Not the level's monthly pay: the minimum asked is the one of hours.
    expect(text).not.toContain('minimo mensile lordo');
  });
  it('fewer hours than the floor: No, with how many are missing', () => {
    const text = askAgent(
      'main-agent',
      'ho firmato questo contratto delle pulizie. quante ore a settimana mi hanno messo? è in regola col minimo o sono poche?',
      withDocument(
        'contratto.txt',
        CLEANING_CONTRACT.replace(
          '20 ore (lunedì-venerdì, 6:00-10:00)',
          '12 ore (martedì e giovedì, 7:00-13:00)',
        ).replace('20/40', '12/40'),
      ),
    ).text;
    expect(openingLine(text)).toMatch(/^\*\*No\*\*: .*\*\*12 ore settimanali\*\*, 3 in meno/);
  });
});

describe('surcharges left out as asked', () => {
  it('"lasciatele fuori": the net has no surcharges and says it was asked, not that the town is missing', () => {
    const text = askAgent(
      'calcolo',
      'Lavoro in uno studio di commercialisti a Verona, RAL 28.000 euro su 14 mensilità, nessun familiare a carico. Quanto mi resta netto nel 2026? le addizionali regionali e comunali lasciatele fuori per ora, le guardo io dopo.',
    ).text;
    expect(openingLine(text)).toContain('**1.627,80 € al mese**');
    expect(text).toContain('Addizionali regionale e comunale escluse, come richiesto.');
    expect(text).not.toContain('Comune di residenza non indicato');
    expect(text).not.toContain('Addizionale regionale (Veneto)');
  });
  it('"tenetele fuori dal conto" is the same request', () => {
    const text = askAgent(
      'calcolo',
      'Torino, RAL 32.000 su 13 mensilità, anno 2026, nessun familiare. Netto annuo e mensile? le addizionali tenetele fuori dal conto.',
    ).text;
    expect(openingLine(text)).toContain('**1.934,82 € al mese**');
    expect(text).toContain('come richiesto');
  });
});

describe('a raise expected in the month of a payslip', () => {
  it('Sì: the paga base of the new table, and how much the payslip is short', () => {
    const text = askAgent(
      'calcolo',
      'mi controlli la busta paga di novembre che ho caricato? la paga base mi sembra uguale a quella di ottobre, ma non doveva esserci un aumento a novembre?',
      withDocument('cedolino.txt', COMMERCE_PAYSLIP),
    ).text;
    expect(openingLine(text)).toMatch(/^\*\*Sì\*\*: dal 1° novembre 2026 la paga base .*\*\*1\.292,46 €\*\*/);
    expect(openingLine(text)).toContain('mancano **35,00 €**');
  });
  it('a raise told in the story, not asked, leaves the payslip check its own answer', () => {
    const text = askAgent(
      'calcolo',
      "una collega mi ha detto che da novembre c'era l'aumento del contratto del commercio. È giusto il minimo che mi hanno messo per novembre 2026 o manca qualcosa? Di quanto?",
      withDocument('cedolino.txt', COMMERCE_PAYSLIP),
    ).text;
    expect(text).toContain('1.818,75');
  });
});

describe('a comparison followed by a month', () => {
  it('"e da dicembre cambia qualcosa x gli studi": Sì, the Studi professionali minimum from December', () => {
    const text = askAgent('confronta', 'e da dicembre cambia qualcosa x gli studi', {
      history: ['Confronto minimi oggi: studi professionali 3° livello e multiservizi 3° livello, full time'],
    }).text;
    expect(openingLine(text)).toMatch(
      /^\*\*Sì\*\*: dal 1° dicembre 2026 il minimo del 3° livello del CCNL Studi professionali sale a \*\*1\.726,37 €\*\* \(20,00 € in più/,
    );
    expect(text).toContain('Confronto al 1° dicembre 2026');
  });
});
