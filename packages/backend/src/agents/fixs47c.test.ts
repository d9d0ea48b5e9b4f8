import { describe, expect, it } from 'vitest';
import { askAgent, openingLine, withUpload } from '../testing/agents.js';

// Session 47 (fixs47c): household work. 2026 INPS hourly bands (Webcolf, febbraio 2026), chosen on the hourly pay
// plus the 13th's share: up to 9,61 € 1,70 (0,43 the worker's); up to 11,70 € 1,92 (0,48); beyond 2,34 (0,59).
const opening = (message: string, history: string[] = [], agent = 'calcolo') =>
  openingLine(askAgent(agent, message, { history, today: '2026-11-28' }).text);

describe("a quarter's hours said as what they came to ('risultano', 'ammontano a')", () => {
  it.each([
    [
      "Badante a ore pagata 10,00 € lordi l'ora, tempo indeterminato. Nel trimestre aprile-giugno 2026 le ore pagate risultano 150: quanto versiamo all'INPS e quanto è a carico suo?",
      ['288,00 €', '72,00 €'],
    ],
    [
      "Colf a 9,80 € l'ora; nel secondo trimestre 2026 le ore lavorate ammontano a 180. Quanto dobbiamo pagare di contributi INPS?",
      ['345,60 €'],
    ],
  ])('%s', (message, figures) => {
    const line = opening(message);
    for (const figure of figures) expect(line).toContain(figure);
  });
});

describe('a follow-up that raises the pay asks the same contributions again', () => {
  const first =
    "La colf di mio padre lavora da tre anni, non convive, 20 ore a settimana a tempo indeterminato, 9,00 euro l'ora. Nel terzo trimestre 2026 le ore retribuite sono 260. Quanto versiamo all'INPS e quanto le tratteniamo?";
  it('the pay raised to 10 € keeps the hours and the quarter', () => {
    const line = opening(
      "E se le avessimo portato la paga a 10 euro l'ora da luglio, sempre 260 ore? Quanto cambierebbe?",
      [first],
    );
    expect(line).toContain('499,20 €');
    expect(line).not.toMatch(/malattia|anzianità/);
  });
});

describe('a net hourly pay wanted, the tax return named beside it', () => {
  it.each([
    "la tata vuole 9 euro netti l'ora, le tasse se le paga lei nel suo 730: che paga oraria lorda scriviamo?",
    "Vorremmo dare alla babysitter 9 € netti all'ora (l'IRPEF la sistema lei con il modello 730): quale lordo orario indichiamo?",
  ])('%s', (message) => {
    const line = opening(message);
    expect(line).toContain('**9,48 €**');
    expect(line).not.toContain('730,00');
  });
});

describe("the family's cost of one hour: gross pay plus the employer's part of the contribution", () => {
  it('after a net wanted, the gross is worked out first', () => {
    const line = opening("E alla famiglia quanto costa all'ora, contributi compresi?", [
      "la tata vuole 9 euro netti l'ora: che paga oraria lorda scriviamo nel contratto?",
    ]);
    expect(line).toContain('**10,92 €**');
    expect(line).toContain('9,48 €');
  });
  it('a gross hourly pay given', () => {
    const line = opening("Colf pagata 12 € lordi l'ora: quanto ci costa ogni ora con i contributi INPS?");
    expect(line).toContain('**13,75 €**');
    expect(line).toContain('1,75 €');
  });
});

describe('a holiday worked by an hourly domestic worker: the holiday plus the hours at +60%', () => {
  it.each([
    [
      "Colf a ore, 18 ore a settimana su sei giorni, 8,50 € l'ora: il 25 dicembre lavorerà normalmente le sue 3 ore. Quanto le spetta per quel giorno?",
      '**66,30 €**',
    ],
    [
      "Baby sitter a ore, 24 ore settimanali su sei giorni, 9,00 € lordi l'ora: l'8 dicembre le chiediamo di lavorare regolarmente le sue 4 ore. Quanto le dobbiamo per la giornata?",
      '**93,60 €**',
    ],
  ])('%s', (message, figure) => {
    expect(opening(message)).toContain(figure);
  });
});

describe("a payslip's withholding doubted by its rounded figure: no second difference against the slip's own", () => {
  const slip = [
    'CEDOLINO LAVORO DOMESTICO - SETTEMBRE 2026',
    'Lavoratrice: badante non convivente, livello BS - tempo indeterminato',
    'Ore lavorate nel mese: 70',
    'Paga oraria lorda: 9,50 EUR',
    'Retribuzione lorda: 665,00 EUR',
    'Trattenuta contributi INPS lavoratore (9,19%): -61,11 EUR',
    'NETTO A PAGARE: 603,89 EUR',
  ].join('\n');
  it('the verdict on the slip figure, once', () => {
    const text = askAgent(
      'calcolo',
      'Vi allego la busta di settembre della badante di papà: la trattenuta INPS di 61 euro è corretta? Quanto doveva prendere netto?',
      { ...withUpload('cedolino-badante-settembre.txt', slip), today: '2026-11-28' },
    ).text;
    expect(openingLine(text)).toContain('33,60 €');
    expect(text).not.toContain('Rispetto alla cifra indicata');
  });
});
