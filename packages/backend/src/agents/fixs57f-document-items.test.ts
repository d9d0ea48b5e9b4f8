import { describe, expect, it } from 'vitest';
import { askAgent, openingLines, withUpload } from '../testing/agents.js';

// One item of an uploaded payslip, summary or timesheet, read or computed rather than answered from the
// agreement (fixs57f).

describe("a closing payslip's pay for holidays not taken", () => {
  it("states the line's amount, not the agreement's holidays", async () => {
    const slip = withUpload(
      'busta-chiusura.txt',
      'CEDOLINO PAGA - AGOSTO 2026\nDitta: Bar Centrale - CCNL Pubblici esercizi FIPE\nDipendente: VERDI ANNA - Barista - Livello 4\nVOCE                         QUANTITA   BASE     COMPETENZE\nPaga base                    26 gg               1.120,40\nIndennita sostitutiva ferie non godute   4,50 gg   55,10   247,95\nTotale competenze                                1.368,35\n',
    );
    const answer = await askAgent(
      'main-agent',
      'ecco la busta di chiusura, quanto mi danno per le ferie non godute?',
      slip,
    );
    expect(openingLines(answer.text)).toContain('247,95 €');
  });
});

describe('a holidays and permits summary read by its column headers', () => {
  const summary = withUpload(
    'prospetto-ferie.txt',
    'PROSPETTO FERIE E PERMESSI AL 31/10/2026\nDipendente: Neri Paolo\n               Residuo AP   Spettanti 2026   Fruiti 2026   Saldo\nFerie (gg)         3,00          21,67          12,00       12,67\nROL (ore)          6,00          60,00          22,00       44,00\n',
  );
  it('gives the balance column, not the first figure of the row', async () => {
    const answer = await askAgent('main-agent', 'quanti giorni di ferie gli rimangono ancora?', summary);
    const opening = openingLines(answer.text);
    expect(opening).toContain('12,67 giorni');
    expect(opening).not.toContain('3,00 giorni');
  });
  it('gives the balance of the permit named alone', async () => {
    const answer = await askAgent('main-agent', 'e il saldo dei rol a fine ottobre qual è?', summary);
    expect(openingLines(answer.text)).toContain('44,00 ore');
  });
});

describe("a payslip's holidays left, written count before unit", () => {
  it('reads the days left in days, not hours', async () => {
    const slip = withUpload(
      'busta-ottobre.txt',
      'CEDOLINO OTTOBRE 2026\nAzienda: Negozio Blu srl - CCNL Terziario Confcommercio\nORE LAVORATE 172\nFERIE - maturate anno 18,33 gg | godute 11,00 gg | residue 7,33 gg\nNETTO 1.390,00',
    );
    const answer = await askAgent(
      'main-agent',
      'se me ne vado a fine mese, quante ferie mi restano da pagare secondo la busta?',
      slip,
    );
    const opening = openingLines(answer.text);
    expect(opening).toContain('7,33 giorni');
    expect(opening).not.toContain('ore');
  });
});

describe("an overtime row at a lower surcharge, on the payslip's own hourly pay", () => {
  it("applies the agreement's rate to the hour the payslip states", async () => {
    const slip = withUpload(
      'cedolino-pastificio.txt',
      'CEDOLINO – PASTIFICIO DEL SOLE SRL\nCCNL: Industria alimentare\nDipendente: Luca Bruni – Operaio 3° livello – novembre 2026\nVoce  Descrizione                           Quantità  Base   Importo\n0400  Straordinario diurno oltre 40 h (magg. 25%)  4,00 h  12,10  60,50\n      Quota oraria: 12,10\n',
    );
    const answer = await askAgent(
      'calcolo',
      'lo straordinario diurno che mi hanno messo in busta è pagato giusto per il ccnl alimentari? quanto dovrebbe venire?',
      slip,
    );
    const opening = openingLines(answer.text);
    expect(opening).toContain('45%');
    expect(opening).toContain('70,18 €');
    expect(opening).toContain('9,68 €');
  });
});

describe("a timesheet's days summed against its printed total", () => {
  it('gives the sum of the days and says the total is off', async () => {
    const sheet = withUpload(
      'presenze.txt',
      'FOGLIO ORE\nDipendente: Sara Conti\nLunedì 2/11 ore 8\nMartedì 3/11 ore 7,5\nMercoledì 4/11 ore 8\nGiovedì 5/11 ore 8\nVenerdì 6/11 ore 6,5\nTotale ore: 40\n',
    );
    const answer = await askAgent(
      'main-agent',
      'il totale scritto sotto non mi convince, sommate voi le giornate: quante ore sono in tutto?',
      sheet,
    );
    const opening = openingLines(answer.text);
    expect(opening).toContain('38 ore');
    expect(opening).toContain('non 40');
  });
});

describe("a driver's daily travel allowance row against the agreement's band", () => {
  it("weighs the row's daily figure and gives the days' total due", async () => {
    const slip = withUpload(
      'busta-autista.txt',
      'TRASPORTI ROSSI SRL - CCNL Logistica, trasporto merci e spedizione\nDipendente: BIANCHI LUCA - autista - Livello B3\nPeriodo: SETTEMBRE 2026\nVOCI                               QUANTITA  UNITARIO  COMPETENZE\nTrasferta Italia 6-12 ore          2 gg      21,80     43,60\n',
    );
    const answer = await askAgent('calcolo', 'la diaria di trasferta in busta è corretta?', slip);
    const opening = openingLines(answer.text);
    expect(opening).toContain('23,80 €');
    expect(opening).toContain('47,60 €');
    expect(opening).toContain('4,00 €');
  });
});

describe('a 13th month paid as twelfths against the months since hiring', () => {
  it("counts the hiring month of at least 15 days and values the months on the payslip's own pay", async () => {
    const slip = withUpload(
      'busta-dicembre.txt',
      'CEDOLINO DICEMBRE 2026\nDitta: Meccanica Sud srl - CCNL Metalmeccanici industria\nDipendente: Greco Ugo - Data di assunzione: 10/05/2026\nStipendio mensile ........ 1.800,00\n13ª mensilità (7/12) ........ 1.050,00\nNETTO ........ 2.310,00\n',
    );
    const answer = await askAgent(
      'calcolo',
      'secondo me nella tredicesima manca un mese, sono entrato a maggio: quanto dovevo avere?',
      slip,
    );
    const opening = openingLines(answer.text);
    expect(opening).toContain('8/12');
    expect(opening).toContain('1.200,00 €');
    expect(opening).toContain('150,00 €');
  });
});
