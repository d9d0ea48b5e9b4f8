import { describe, expect, it } from 'vitest';
import { askAgent, openingLines as opening } from '../testing/agents.js';

// Session 13 (fixe): payslips and uploaded documents, and follow-ups that correct or give an amount.

const upload = (fileName: string, text: string) => ({
  documents: [{ fileId: `f-${fileName}`, fileName, text }],
});

describe("a payslip's pay items checked against the table's items, whatever the agreement calls them", () => {
  it('the Alimentari base ("minimo (TEM)") named as a paga base, left on last year\'s table', () => {
    const { text } = askAgent(
      'calcolo',
      'industria alimentare, 3° livello, busta di aprile 2026 con paga base 1.509,22 e contingenza 522,32: il minimo è stato adeguato? quanto mi manca ogni mese?',
    );
    // 2026 table: 1.566,16 + 522,32 = 2.088,48; 1.566,16 − 1.509,22 = 56,94; 1.509,22 is the 2025 table's.
    expect(opening(text)).toContain('56,94 €');
    expect(opening(text)).toContain('2.088,48 €');
    expect(opening(text)).toContain('1° gennaio 2025');
    expect(text).not.toMatch(/netto stimato/i);
  });

  it('"mi hanno applicato l\'aumento?" with the items of the new table', () => {
    const { text } = askAgent(
      'calcolo',
      "3° livello alimentari, a maggio 2026 in cedolino leggo minimo 1.566,16 e contingenza 522,32. L'aumento di gennaio me l'hanno applicato?",
    );
    expect(opening(text)).toMatch(/coincidono con la tabella/);
  });

  it('one figure said of the paga base alone is weighed against the base item, not the whole minimum', () => {
    const { text } = askAgent(
      'calcolo',
      'commercio, 5° livello: a dicembre 2026 la mia paga base in busta è ancora 1.136,07, è aggiornata?',
    );
    // From 1.11.2026 the 5th level's paga base is 1.167,69: 31,62 less.
    expect(opening(text)).toContain('1.167,69 €');
    expect(opening(text)).toContain('31,62 €');
  });
});

describe("an uploaded payslip's base item checked against the table's, whatever the agreement calls it", () => {
  it('left on the earlier table', () => {
    const payslip = [
      'CASEIFICIO VALLE - BUSTA PAGA APRILE 2026',
      'CCNL Alimentari industria   Livello 3   impiegato',
      'Paga base: 1.509,22',
      'Contingenza: 522,32',
    ].join('\n');
    const { text } = askAgent(
      'calcolo',
      'mi hanno adeguato la paga base al rinnovo o è ancora quella vecchia?',
      upload('aprile.txt', payslip),
    );
    // 2026: minimo (TEM) 1.566,16; 1.509,22 is the 2025 table's; 56,94 less.
    expect(opening(text)).toContain('1.566,16 €');
    expect(opening(text)).toContain('56,94 €');
    expect(opening(text)).toContain('non è aggiornata');
  });
});

const NIGHTS = [
  'HOTEL BELVEDERE - CEDOLINO MAGGIO 2026',
  'CCNL Turismo Federalberghi   Livello 4   portiere di notte',
  'Retribuzione base                      1.612,30',
  'Lavoro notturno 25%          40 h       12,40       124,00',
  'Straordinario notturno 45%    3 h       13,50        40,50',
  'Straordinario diurno 30%      2 h       12,10        24,20',
  'Festività lavorate            1 gg                   62,01',
  'TOTALE COMPETENZE                                 1.863,01',
].join('\n');

describe('one kind of item asked in total on a payslip: its lines only, one or several', () => {
  it.each([
    ['sommando le righe, per il lavoro di notte quanto mi è entrato?', '164,50 €'],
    ['di notturni in totale quanto mi hanno messo in busta?', '164,50 €'],
  ])('%s', (question, total) => {
    const { text } = askAgent('calcolo', question, upload('busta-maggio.txt', NIGHTS));
    // 124,00 + 40,50 = 164,50: the day overtime and the total of earnings are not night work.
    expect(opening(text)).toContain(total);
    expect(opening(text)).not.toContain('1.863,01');
  });

  it('a kind with one line is that line', () => {
    const { text } = askAgent(
      'calcolo',
      'per le festività quanto ho preso in tutto?',
      upload('busta-maggio.txt', NIGHTS),
    );
    expect(opening(text)).toContain('**62,01 €**');
  });

  it('the whole pay with an item is not the item alone', () => {
    const { text } = askAgent(
      'calcolo',
      'in tutto questo mese quanto ho preso, compresi gli straordinari?',
      upload('busta-maggio.txt', NIGHTS),
    );
    expect(opening(text)).not.toContain('**64,70 €**');
  });

  it('two kinds of one item are the lines that are both', () => {
    const { text } = askAgent(
      'calcolo',
      'in totale di straordinari notturni quanto ho?',
      upload('busta-maggio.txt', NIGHTS),
    );
    expect(opening(text)).toContain('**40,50 €**');
  });
});

describe("a payslip's 13th or 14th month line read, then checked against the agreement", () => {
  const JUNE = [
    'PROFUMERIA ROSA SNC - BUSTA PAGA GIUGNO 2026',
    'CCNL Commercio Confcommercio   4° livello   commessa   assunta il 01/12/2025',
    'Paga base ..................... 1.257,46',
    'Contingenza ................... 524,22',
    'Terzo elemento ................ 2,07',
    '14ª mensilità (7/12) .......... 1.040,52',
    'Totale competenze ............. 2.824,27',
  ].join('\n');

  it('a share of twelfths is recognised as one', () => {
    const { text } = askAgent(
      'main-agent',
      'mi hanno pagato la quattordicesima: quanto è e torna col contratto?',
      upload('busta-giugno.txt', JUNE),
    );
    // 4th level from 1.11.2025: 1.783,75; 1.783,75 × 7 / 12 = 1.040,52.
    expect(opening(text)).toContain('**1.040,52 €**');
    expect(opening(text)).toContain('1.783,75 €');
    expect(opening(text)).toContain('7/12');
  });

  it('a 13th month in full', () => {
    const december = [
      'COOP SOCIALE AURORA - Cedolino DICEMBRE 2026',
      'CCNL Cooperative sociali   Livello C1   OSS tempo pieno',
      'Minimo conglobato: 1.545,21',
      'Tredicesima mensilità: 1.545,21',
    ].join('\n');
    const { text } = askAgent(
      'calcolo',
      'la tredicesima che vedo in busta è giusta rispetto al CCNL?',
      upload('dicembre.txt', december),
    );
    expect(opening(text)).toContain('**1.545,21 €**');
    expect(opening(text)).toMatch(/\*\*corrisponde\*\*/);
  });
});

describe("a month's accrual of the 13th asked of a payslip is its rateo line, checked as a twelfth", () => {
  it('reads and checks the line', () => {
    const march = [
      'BUSTA PAGA MARZO 2026',
      'CCNL Commercio 4° livello',
      'Paga base 1.257,46',
      'Rateo 13ª 148,65',
    ].join('\n');
    const { text } = askAgent(
      'calcolo',
      'di tredicesima questo mese quanto ho messo da parte?',
      upload('m.txt', march),
    );
    // 1.783,75 / 12 = 148,65.
    expect(opening(text)).toContain('**148,65 €**');
    expect(opening(text)).not.toContain('per 12 mesi');
  });
});

describe('a follow-up that corrects a value asks the previous question again with it', () => {
  const HIRED =
    'Ho un bar, contratto commercio, ho preso un ragazzo al 2° livello il 3 febbraio 2026. Quanto gli spetta di tredicesima a dicembre?';

  it('a hire day corrected: the months counted again', () => {
    const { text } = askAgent('calcolo', 'mi correggo, è entrato il 25 febbraio e non il 3: cosa cambia?', {
      history: [HIRED],
    });
    // 25–28 February is less than 15 days: March to December, 10 months.
    expect(opening(text)).toMatch(/tredicesima per 10 mesi/);
  });

  it("a part-timer's weekly hours corrected", () => {
    const { text } = askAgent('calcolo', 'errore mio: fa 32 ore, non 20. che minimo le spetta?', {
      history: ['minimo mensile di una commessa part-time 20 ore alla settimana, 2° livello commercio?'],
    });
    // 2nd level from 1.11.2026: 2.283,00 × 32 / 40 = 1.826,40.
    expect(opening(text)).toContain('1.826,40 €');
  });

  it('a level corrected', () => {
    const { text } = askAgent('calcolo', 'è al 4° livello, non al 2°. quanto fa allora?', {
      history: [HIRED],
    });
    expect(opening(text)).toMatch(/tredicesima/);
    expect(opening(text)).toContain('4° livello');
  });
});

describe('a TFR revaluation follow-up revalues the fund it gives, not the pay of the turn before', () => {
  const ACCRUAL =
    'Impiegata in uno studio dentistico, nel 2025 ho guadagnato 31.000 euro lordi. Quanto TFR ho messo da parte in quell’anno?';

  it('the fund given by the year end it stood at', () => {
    const { text } = askAgent(
      'calcolo',
      'e la rivalutazione? alla fine del 2024 avevo 15.000 euro di tfr accantonato, quanto prendo netto di rivalutazione a dicembre 2025?',
      { history: [ACCRUAL] },
    );
    // 15.000 × 2,311148% = 346,67; 17% = 58,93; net 287,74.
    expect(opening(text).split('\n')[0]).toContain('287,74 €');
    expect(text).not.toContain('31.000,00 € di TFR');
  });

  it('the pay of the turn before is no fund', () => {
    const { text } = askAgent('calcolo', 'e la rivalutazione di dicembre 2025 quanto è?', {
      history: [ACCRUAL],
    });
    expect(text).not.toContain('31.000,00 € di TFR');
    expect(opening(text)).toContain('2,311148%');
  });
});
