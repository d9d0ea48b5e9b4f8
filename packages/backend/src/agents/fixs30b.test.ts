import { describe, expect, it } from 'vitest';
import { askAgent, openingLine } from '../testing/agents.js';

const ask = (message: string, history: string[] = []) => askAgent('calcolo', message, { history }).text;

describe('session 30 (b): the figure asked beside the rule, the net beside its withholdings', () => {
  it('opens with the year’s net when it is asked beside the INPS and the IRPEF', () => {
    // 24.000 − 2.205,60 INPS − 1.534,72 IRPEF = 20.259,68 (surcharges left out, as asked).
    const opening = openingLine(
      ask(
        'RAL 24.000 nel 2026, single: quanto mi resta in tasca all’anno, quanti contributi INPS e quanta IRPEF pago? Le addizionali lasciamole fuori.',
      ),
    );
    expect(opening).toMatch(/^Nel 2026, con una RAL di 24\.000,00 €, ti restano netti \*\*20\.259,68 €/);
    expect(opening).toContain('2.205,60 €');
    expect(opening).toContain('1.534,72 €');
  });

  it('adds the cuneo’s tax-free sum to the net of a low income', () => {
    // RAL 18.000: INPS 1.654,20, IRPEF 782,81, somma esente 4,8% × 16.345,80 = 784,60 → 16.347,59.
    const opening = openingLine(
      ask(
        'con 18.000 € di RAL nel 2026 quanto mi rimane netto all’anno? e quanto va di INPS e quanto di IRPEF?',
      ),
    );
    // (the gross-to-net table rounds each line: a cent either way)
    expect(opening).toMatch(/16\.347,5[89] €/);
  });

  it('computes the month’s 1% extra contribution and its threshold from a monthly pay', () => {
    // 6.000 − 4.685 (56.224 / 12) = 1.315; 1% = 13,15.
    const opening = openingLine(
      ask(
        "Quadro con retribuzione mensile imponibile di 6.000 € nel 2026: quale contributo aggiuntivo dell'1% trattiene l'azienda in busta ogni mese e sopra quale soglia?",
      ),
    );
    expect(opening).toContain('**13,15 € al mese**');
    expect(opening).toContain('4.685,00 €');
  });

  it('gives the round RAL beside the exact one when the net asked is approximate', () => {
    const opening = openingLine(
      ask(
        'Dipendente a Milano, 13 mensilità, 2026, nessun familiare a carico: per un netto annuo di circa 23.425 € (addizionali incluse) a quale RAL devo arrivare?',
      ),
    );
    expect(opening).toContain('29.999,28 €');
    expect(opening).toContain('circa **30.000 €**');
    const exact = openingLine(
      ask(
        'Dipendente a Milano, 2026, nessun familiare a carico: per un netto annuo di 23.425 € quale RAL serve?',
      ),
    );
    expect(exact).not.toContain('cifra tonda');
  });

  it('answers the increments a follow-up asks, with the years it tells, after a tredicesima', () => {
    // Metalmeccanici C3: 10 years = 5 increments × 29,64 = 148,20.
    const answer = ask(
      'Per un C3 con dieci anni di anzianità nella stessa azienda, quanti scatti ha maturato e a quanto ammontano in totale al mese?',
      ['tredicesima C3 metalmeccanici assunto a giugno 2026'],
    );
    expect(openingLine(answer)).toContain('148,20 €');
    expect(openingLine(answer)).toContain('5 scatti');
    expect(openingLine(answer)).not.toContain('tredicesima');
  });

  it('reads the rules at an income, not a payslip check, when the payslip is only the reason', () => {
    const answer = ask(
      'Part-time al 50%, nel 2026 avrà una RAL di circa 14.000 €, nessun carico di famiglia. Vorrei sapere se le spetta il trattamento integrativo e per quanto, e in più quanto vale la somma esente del cuneo, perché in busta il collega ha messo importi che non mi tornano.',
    );
    expect(openingLine(answer)).toContain('1.200,00 €');
    // RLD 12.713,40 × 5,3% = 673,81.
    expect(answer).toContain('673,81 €');
    expect(answer).not.toContain('Senza le cifre del cedolino');
  });
});
