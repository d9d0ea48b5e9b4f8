import { describe, expect, it } from 'vitest';
import { askAgent, openingLine } from '../testing/agents.js';

// A renewal's pay item seen on a payslip and named by its short name: its amount and where it went open the
// answer, in whatever words it is asked, not a table of minimums or a payslip check asking for the gross.
describe("a renewal's pay item named by its short name", () => {
  it.each([
    "Fino a novembre 2024 nella busta paga dei miei operai artigiani metalmeccanici c'era una voce AFAC. Da dicembre il consulente l'ha tolta e il tabellare è salito: è corretto? Quanto valeva l'AFAC al 4° livello e dove è finito?",
    'metalmeccanico artigiano, quanto era l afac del quarto livello?',
  ])('AFAC: %s', (q) => {
    const opening = openingLine(askAgent('main-agent', q).text);
    expect(opening).toMatch(/Metalmeccanici artigianato/);
    expect(opening).toMatch(/96 euro al 4° livello/);
    expect(opening).toMatch(/retribuzione tabellare/);
  });

  it.each([
    "Sto controllando le buste paga 2024 di un nostro magazziniere. Da aprile 2024 c'è una voce 'indennità di copertura economica ex CCNL 18/5/2021' che poi a ottobre cambia importo e da gennaio 2025 sparisce. Quanto valeva l'ICE al livello medio e perché non c'è più?",
    "Come è stato calcolato l'importo di 69,99 euro dell'ICE da ottobre 2024 nel CCNL Logistica?",
  ])('ICE: %s', (q) => {
    const opening = openingLine(askAgent('main-agent', q).text);
    expect(opening).toMatch(/46,66 €/);
    expect(opening).toMatch(/69,99 €/);
    expect(opening).toMatch(/1\.977,00 € × 5,9% × 60%/);
  });

  it('an item named only to be left out does not take the question', () => {
    const opening = openingLine(
      askAgent(
        'main-agent',
        "area meccanica artigiani: quanto è aumentato il 4° livello dal dicembre 2024, senza contare l'acconto afac?",
      ).text,
    );
    expect(opening).not.toMatch(/copertura del periodo 2023-2024/);
  });

  it('a short name several agreements use (EGR) is left to the other agents', () => {
    const opening = openingLine(askAgent('main-agent', "Quanto vale l'EGR nel tessile?").text);
    expect(opening).not.toMatch(/^Nel CCNL Tessile[^:]*, le fonti non indicano una tantum/);
  });
});

describe('the whole raise asked beside the item', () => {
  it("AFAC asked with the total raise: the renewal's answer, with both", () => {
    const text = askAgent(
      'main-agent',
      "Applico il contratto dell'Area Meccanica artigiana: quanto vale in totale l'aumento a regime al 4° livello, AFAC compreso, e quanto era l'AFAC?",
    ).text;
    expect(text.split('\n')[0]).toContain('216');
  });
});
