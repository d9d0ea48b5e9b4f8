import { describe, expect, it } from 'vitest';
import { readQuestion } from '../reader/read.js';
import { askAgent, openingLine, TEST_TODAY, testKb } from '../testing/agents.js';

// Session 24 (fixs24b): the classes last session's helpers left misread, in new words.
const read = (message: string) =>
  readQuestion({ kb: testKb, message, history: [], categories: [], today: TEST_TODAY });

describe('a claim on a rule that varies by the firm size weighs the size the question gives', () => {
  it('16 hours claimed with 20 employees: Sì, the band up to 30', () => {
    const a = askAgent(
      'main-agent',
      'nel commercio il part-time deve essere di almeno 16 ore, noi siamo in 20, giusto?',
    );
    expect(openingLine(a.text)).toMatch(
      /^Sì: per 20 dipendenti vale la fascia fino a 30 dipendenti, cioè 16 ore/,
    );
  });
  it('16 hours claimed with 45 employees: No, 18 hours', () => {
    const a = askAgent(
      'main-agent',
      'Mi dicono che nel terziario il part-time minimo è di 16 ore, in azienda siamo 45 dipendenti: è vero?',
    );
    expect(openingLine(a.text)).toMatch(
      /^No: per 45 dipendenti vale la fascia oltre 30 dipendenti, cioè 18 ore/,
    );
  });
});

describe('a net asked of the pay after "se prendo" reads the figure as the gross', () => {
  it.each([
    'netto se prendo 2050 al mese',
    'quanto mi resta netto se prendo 2050 lordi',
    'quanto viene di netto se mi danno 2050 al mese',
  ])('"%s": a monthly gross', (message) => {
    expect(read(message).slots.amounts).toEqual([{ kind: 'monthly_gross', value: 2050 }]);
  });
  it('"voglio prendere 2050 netti" stays a net wanted', () => {
    const r = read('voglio prendere 2050 netti, quanto lordo?');
    expect(r.intent).toBe('net_to_gross');
    expect(r.slots.amounts).toEqual([{ kind: 'net', value: 2050 }]);
  });
  it('the Commercio level in the conversation does not replace the pay told', () => {
    const a = askAgent('calcolo', 'netto se prendo 2050 al mese', {
      history: ['commercio 4 livello quanto è il minimo?'],
    });
    expect(openingLine(a.text)).toContain('Con un lordo mensile di 2.050,00 €');
    expect(openingLine(a.text)).toContain('**1.658,60 € al mese**');
  });
});

describe('a dishwasher in the FIPE levels', () => {
  it('"e il lavapiatti?" after a waiter: the 7th level, kitchen cleaning staff', () => {
    const a = askAgent('inquadra', 'e il lavapiatti?', {
      history: ['CCNL pubblici esercizi FIPE: un cameriere di sala che livello è?'],
    });
    expect(openingLine(a.text)).toContain('**7° livello**');
    expect(a.text).toContain('personale di fatica e/o pulizia addetto a sala e cucina');
  });
  it('a hotel agreement with no such profile still says it cannot tell', () => {
    const a = askAgent('inquadra', 'lavapiatti in albergo, ccnl turismo federalberghi: che livello?');
    expect(openingLine(a.text)).toContain('non riesco a determinare il livello');
  });
});

describe("an employer's cost with the contributions left out", () => {
  it('4th level Commercio, "contributi esclusi": pay and TFR, the INPS said as left out', () => {
    const a = askAgent('calcolo', "quanto costa all'azienda un 4° livello commercio, contributi esclusi?");
    expect(openingLine(a.text)).toContain('**27.348,61 €**');
    expect(openingLine(a.text)).toContain('I contributi a carico del datore sono esclusi');
    expect(a.text).not.toContain('33.547,03');
  });
  it('"escluso l\'INAIL" leaves the INPS in', () => {
    const a = askAgent('calcolo', "quanto costa all'azienda un 4° livello commercio, INAIL esclusa?");
    expect(openingLine(a.text)).toContain('33.547,03');
  });
});

describe('how early holidays are requested is no notice of leaving', () => {
  it('no agreement named: the law, never the dismissal notice', () => {
    const a = askAgent('main-agent', 'con quanto preavviso devo chiedere le ferie?');
    expect(openingLine(a.text)).toContain('La legge non fissa un preavviso per chiedere le ferie');
    expect(a.text).toContain('art. 2109 c.c.');
    expect(a.text).not.toMatch(/licenziamento, fino a 5 anni/i);
  });
  it('the notice of resigning is still the notice', () => {
    const a = askAgent(
      'main-agent',
      'quanti giorni di preavviso per dimettersi nel commercio 4 livello 3 anni?',
    );
    expect(openingLine(a.text)).toContain('**15 giorni**');
  });
});

describe('a hiring letter whose work starts after today', () => {
  const letter = (pay: string, start: string) => ({
    fileId: 'f1',
    fileName: 'lettera.txt',
    text: `LETTERA DI ASSUNZIONE\nSpett.le Mario Bianchi,\nLe comunichiamo l'assunzione a tempo indeterminato.\nData di inizio: ${start}\nCCNL applicato: Terziario, Distribuzione e Servizi Confcommercio\nLivello: 4°\nOrario: 40 ore settimanali\nRetribuzione mensile lorda: ${pay} euro per 14 mensilità\nDistinti saluti`,
  });
  it('below the table in force on its first day: No, the latest table said as such', () => {
    const a = askAgent('main-agent', 'è corretta la paga?', {
      documents: [letter('1.850,00', '1 febbraio 2027')],
    });
    expect(openingLine(a.text)).toMatch(/^No: la retribuzione della lettera è sotto il minimo/);
    expect(a.text).toContain('**1.858,75 €**');
    expect(a.text).toContain("È l'ultima tabella nota");
  });
  it('at or above it: Sì', () => {
    const a = askAgent('main-agent', 'è corretta la paga?', {
      documents: [letter('1.900,00', '1 marzo 2027')],
    });
    expect(openingLine(a.text)).toMatch(/^Sì: la retribuzione della lettera rispetta il minimo/);
  });
});

describe('night work limits are answered, not out of scope', () => {
  it('"quante notti posso fare di fila?": no count of nights, 8 hours on average', () => {
    const a = askAgent('main-agent', 'quante notti posso fare di fila?');
    expect(openingLine(a.text)).toContain('La legge non fissa un numero massimo di notti di fila');
    expect(openingLine(a.text)).toContain('**8 ore in media nelle 24 ore**');
  });
  it("a night's pay is still its surcharge", () => {
    const a = askAgent('main-agent', 'quanto mi pagano le notti nel commercio?');
    expect(openingLine(a.text)).toContain('**50%**');
  });
});
