import { describe, expect, it } from 'vitest';
import { askAgent } from '../testing/agents.js';

const today = '2026-12-01';
const text = (message: string, history: string[] = []) =>
  (askAgent('calcolo', message, { history, today }) as { text: string }).text;

describe('travel allowances under art. 51 c. 5 TUIR', () => {
  it('gives both the Italian and the foreign daily franchise when both are asked', () => {
    const answer = text(
      'Paghiamo ai manutentori una diaria fissa quando lavorano fuori dal comune, vitto e alloggio a carico loro. Quanto è esente al giorno se la trasferta è in Italia e quanto se è all’estero?',
    );
    expect(answer).toMatch(/46,48 €\*\* al giorno in Italia/);
    expect(answer).toMatch(/77,47 €\*\* al giorno all'estero/);
  });

  it('reduces the franchise by one third when only the hotel is paid by the firm, the dinners by the worker', () => {
    const answer = text(
      "Sono elettricista, 5 giorni di cantiere a Verona: la ditta mi ha pagato l'hotel, i pasti li ho pagati io, e in busta c'è una diaria da 50 euro al giorno. Quanto è imponibile?",
    );
    // (50,00 − 30,99) × 5 = 95,05
    expect(answer).toContain('95,05 €');
    expect(answer).toContain('30,99 €');
    expect(answer).not.toContain('172,55 €');
  });

  it('reads a "missione" abroad with receipts as the analytic reimbursement, with the Italian figure beside it', () => {
    const answer = text(
      'Un tecnico in missione a Parigi ha viaggio e albergo rimborsati a piè di lista; per le piccole spese senza scontrino quanto possiamo dargli esente al giorno, e in Italia invece?',
    );
    expect(answer).toMatch(/25,82 €/);
    expect(answer).toMatch(/15,49 €/);
    expect(answer).not.toMatch(/non è nella base di conoscenza/);
  });
});
