import { describe, expect, it } from 'vitest';
import { askAgent, openingLine, withUpload } from '../testing/agents.js';

// Session 59 (fixs59i): hotel and restaurant seasonal staff — the extras' own hourly table, its follow-up for
// another level, the commis's career step of the 2024 renewal, a bartender's off-topic ask, a payslip line's days;
// and the year's gross asked beside the TFR.
const today = '2026-11-28';
const ask = (message: string, history: string[] = [], agent = 'main-agent') =>
  askAgent(agent, message, { history, today }).text;

describe("the extras' hourly pay is their own table, not the minimum ÷ 172", () => {
  const first =
    "lavoro come extra ai banchetti in un albergo (contratto turismo), livello 6. quanto mi spetta l'ora come minimo?";
  it('"come minimo" asks at least their rate, not the monthly minimum', () => {
    const text = ask(first, [], 'calcolo');
    expect(openingLine(text)).toContain('14,03 €');
    expect(openingLine(text)).not.toMatch(/÷ 172/);
  });
  it('a follow-up that only tells another level reads the same table', () => {
    const text = ask('e la mia collega che fa l’extra ai piani, inquadrata al 4?', [first], 'calcolo');
    expect(openingLine(text)).toContain('15,58 €');
    expect(text).not.toMatch(/÷ 172|paga oraria è di/);
  });
});

describe('the commis passes to the higher level after fifteen months (2024 renewal)', () => {
  it('the renewal named as the frame does not turn the ask into its increases', () => {
    const text = ask(
      'Hotel con CCNL Turismo: dopo il rinnovo del luglio 2024 un commis di cucina al primo impiego quando passa al livello superiore?',
    );
    expect(openingLine(text)).toMatch(/15 mesi|quindici mesi/);
    expect(openingLine(text)).not.toMatch(/aumento a regime/);
  });
});

describe("a drink's doses asked by a bartender is outside work", () => {
  it('cocktail doses, whatever trial day the story tells', () => {
    const text = ask(
      'sabato faccio il giorno di prova come barista in uno stabilimento balneare: quali sono le dosi per un mojito?',
    );
    expect(openingLine(text)).toMatch(/esce da ciò di cui mi occupo/);
    expect(text).not.toMatch(/periodo di prova/);
  });
});

describe("a payslip line's days written after its label", () => {
  it('"per quanti giorni" reads the count beside the amount, in words', () => {
    const doc =
      'CEDOLINO - LUGLIO 2026\nCCNL: Turismo Federalberghi\nCOD  DESCRIZIONE                         ORE/GG   IMPORTO\n0001 Paga base nazionale                  26 gg   1.520,00\n0450 Trattenuta vitto (convenz.)          20 gg     -44,20\nNETTO IN BUSTA                                    1.310,00';
    const text = askAgent(
      'main-agent',
      'nel cedolino di luglio quanto mi trattengono per il vitto e per quanti giorni?',
      {
        today,
        ...withUpload('cedolino-luglio.txt', doc),
      },
    ).text;
    expect(openingLine(text)).toContain('44,20 €');
    expect(openingLine(text)).toContain('20 giorni');
  });
});

describe('the year gross asked beside the TFR opens the answer', () => {
  it('"retribuzione lorda annua" with all the monthly payments, and the TFR', () => {
    const text = ask(
      'Mi serve per il preventivo: terziario confcommercio 3° livello full time, quanto viene la retribuzione lorda annua con tutte le mensilità e quanto TFR matura in un anno?',
      [],
      'calcolo',
    );
    expect(openingLine(text)).toMatch(/retribuzione annua lorda è di \*\*[\d.]+,\d\d €\*\*/);
    expect(openingLine(text)).toMatch(/TFR/);
  });
});

describe('a bartender who makes cocktails is a job told, not a recipe asked', () => {
  it('the level of a barman who "sa fare i cocktail"', () => {
    const text = ask(
      'ho un bar con il contratto pubblici esercizi FIPE: che livello do a uno che prepara i cocktail al banco come barman?',
    );
    expect(openingLine(text)).not.toMatch(/esce da ciò di cui mi occupo/);
  });
  it('how a spritz is made is still outside work', () => {
    const text = ask('lavoro in un bar da una settimana, come si fa uno spritz fatto bene?');
    expect(openingLine(text)).toMatch(/esce da ciò di cui mi occupo/);
  });
});
