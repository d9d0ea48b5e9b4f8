import { describe, expect, it } from 'vitest';
import { askAgent, withUpload } from '../testing/agents.js';

const opening = (text: string) =>
  text
    .split('\n')
    .filter((l) => l.trim())
    .slice(0, 3)
    .join('\n');

describe('the base item asked, not the whole minimum', () => {
  it("a part-timer's paga base said as a fraction of the week is the base item's share", async () => {
    const answer = await askAgent(
      'calcolo',
      'Cameriera al 5° livello dei pubblici esercizi FIPE a tempo parziale 20/40: a quanto ammonta la sua paga base?',
    );
    // 1.057,72 € × 50% (the 5th level's paga base from June 2026), not the total with the contingenza.
    expect(opening(answer.text)).toContain('528,86 €');
    expect(opening(answer.text)).toContain('1.057,72 €');
  });

  it("a part-timer's whole minimum stays the minimum with every item", async () => {
    const answer = await askAgent(
      'calcolo',
      'Cameriera al 5° livello dei pubblici esercizi FIPE, part-time 20 ore settimanali: qual è il minimo mensile?',
    );
    expect(opening(answer.text)).toContain('790,05 €');
  });

  it("a letter's retribuzione tabellare is weighed against the table's same item", async () => {
    const letter = withUpload(
      'proposta.txt',
      'Proposta di assunzione\nData: 2 ottobre 2026\nCCNL applicato: Logistica, Trasporto Merci e Spedizione\nLivello: 3° Super, impiegato\nRetribuzione mensile: retribuzione tabellare euro 1.930,37 oltre EPA euro 30,00\n',
    );
    const answer = await askAgent(
      'main-agent',
      "Un amico mi ha detto dell'aumento di gennaio: la retribuzione tabellare scritta nella proposta è corretta?",
      letter,
    );
    expect(opening(answer.text)).toContain('**No**');
    expect(opening(answer.text)).toContain('1.970,37 €');
    expect(opening(answer.text)).not.toContain('2.000,37');
  });
  it("a part-timer's payslip whose paga base is under its share is not right, even when the sum is above", async () => {
    const payslip = withUpload(
      'busta.txt',
      'BUSTA PAGA NOVEMBRE 2026\nCCNL: Pubblici esercizi FIPE\nQualifica: cameriera - 5° livello\nOrario: tempo parziale 20 ore settimanali su 40\nPaga base ........ 510,00\nContingenza ...... 300,00\n',
    );
    const answer = await askAgent('calcolo', 'mi hanno messo la paga base giusta in questa busta?', payslip);
    // 1.057,72 € × 50% = 528,86 €: the base is 18,86 € short though the two items sum above 790,05 €.
    expect(opening(answer.text)).toMatch(/^\*\*No\*\*/);
    expect(opening(answer.text)).toContain('510,00 € invece di **528,86 €**');
  });
});
