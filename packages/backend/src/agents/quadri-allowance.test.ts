import { describe, expect, it } from 'vitest';
import { askAgent, openingLine } from '../testing/agents.js';

const document = (text: string) => ({ documents: [{ fileId: 'd1', fileName: 'busta-marzo.txt', text }] });

describe("the Quadri's function allowance and a quadro's overtime (session 62)", () => {
  it('opens with the monthly allowance, not the net pay, when the allowance alone is asked', () => {
    const text = askAgent(
      'calcolo',
      'da marzo passo quadro nel commercio confcommercio: a quanto ammonta di preciso l’indennità di funzione?',
    ).text;
    expect(openingLine(text)).toContain('260,76 €');
    expect(text).not.toMatch(/Netto annuo stimato/);
  });

  it('gives the yearly value on the payments it is paid', () => {
    const text = askAgent(
      'calcolo',
      'Per il Terziario Confcommercio, l’indennità di funzione dei quadri quanto costa all’azienda su base annua, contando le mensilità?',
    ).text;
    expect(openingLine(text)).toContain('3.650,64 €');
    expect(openingLine(text)).toContain('14 mensilità');
  });

  it("reads Logistica's allowance from its pay structure and compares the two agreements", () => {
    const text = askAgent(
      'confronta',
      'quadro: indennità di funzione nel ccnl logistica trasporto merci e nel terziario confcommercio, quanto è in ciascuno?',
    ).text;
    expect(openingLine(text)).toContain('51,65 €');
    expect(openingLine(text)).toContain('260,76 €');
    expect(openingLine(text)).toContain('209,11 €');
  });

  it('checks a payslip allowance typed without accents against the table', () => {
    const text = askAgent(
      'calcolo',
      'la voce indennità di funzione della busta è corretta?',
      document(
        "BUSTA PAGA MARZO 2026 - CCNL Terziario Confcommercio - Livello: Quadri. Paga base 2.183,09 Contingenza 540,37 Indennita' di funzione 200,00 Terzo elemento 2,07",
      ),
    ).text;
    expect(text).toContain('260,76 €');
    expect(text).toContain('60,76 €');
  });

  it('answers a quadro whose overtime is not paid with the exclusion of managers by law', () => {
    const text = askAgent(
      'main-agent',
      'Sono quadro in un ipermercato, ccnl terziario, e resto spesso fino a 48 ore: l’azienda dice che lo straordinario non mi spetta. È regolare?',
    ).text;
    expect(openingLine(text)).toContain('personale direttivo');
    expect(text).toContain('D.Lgs. 66/2003, art. 17 c. 5');
    expect(text).not.toMatch(/un'ora di straordinario vale/);
  });

  it('cites the rule when the follow-up asks where it is written', () => {
    const text = askAgent('main-agent', 'e dove sta scritto? quale legge?', {
      history: ['sono quadro nel commercio, gli straordinari non me li pagano: è normale?'],
    }).text;
    expect(openingLine(text)).toContain('D.Lgs. 66/2003, art. 17 c. 5');
  });

  it('leaves the allowance to the pay answer when it is only counted in a minimum asked', () => {
    const text = askAgent(
      'confronta',
      'colf convivente nel 2025: di quanto superava il minimo mensile del DS quello del CS, compresa l’indennità di funzione?',
    ).text;
    expect(openingLine(text)).not.toMatch(/^Nel CCNL Lavoro domestico l'indennità di funzione/);
  });
});
