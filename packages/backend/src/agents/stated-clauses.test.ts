import { describe, expect, it } from 'vitest';
import { askAgent, openingLine } from '../testing/agents.js';

/**
 * Agreement clauses held as passages or dated tranches, asked in words that used to miss them (fixs57c): what rises
 * at a date said with "cosa scatta", a renewal's working-time news, a level's automatic move asked in a forwarded
 * message, a seniority award asked beside a level, the extra staff of a hotel event.
 */
const text = (message: string, history?: string[]) =>
  askAgent('main-agent', message, history ? { history } : {}).text;

describe('clauses the knowledge base states, asked in other words', () => {
  it('a January tranche asked as what kicks in with the payslip, then another level in a follow-up', () => {
    const first =
      'Ditta di autotrasporto, CCNL Logistica: per i magazzinieri al 3° livello super cosa scatta con la busta di gennaio 2027?';
    const opening = openingLine(text(first));
    expect(opening).toContain('30,00 €');
    expect(opening).toContain('EPA');
    expect(openingLine(text('e per gli autisti B3?', [first]))).toContain('40,00 €');
  });

  it("a renewal's news on working time follows the tranche", () => {
    const answer = text(
      'Industria alimentare: da gennaio 2027 oltre all’aumento cambia qualcosa per l’orario?',
    );
    expect(openingLine(answer)).toContain('39,00 €');
    expect(answer).toMatch(/riduzione di 4 ore spetta a tutti/);
  });

  it('a guard’s move to the 4th level asked in a forwarded message', () => {
    const answer = text(
      'Ti giro la domanda di un cliente con guardie giurate al 5° livello (CCNL vigilanza privata): «dopo quanti mesi passano al 4° livello? tocca a me fare la pratica?» Me lo dici?',
    );
    expect(openingLine(answer)).toMatch(/18 mesi/);
  });

  it('a seniority award named with a level is the award, not the level’s minimum', () => {
    const answer = text(
      'RSA associata AIOP, CCNL AIOP RSA: una OSS di livello D1 è con noi dal 2012 e chiede del premio di anzianità che prendono altre colleghe. Esiste? Quanto le spetta al mese?',
    );
    expect(openingLine(answer)).toMatch(/premio di anzianità di 40 €/);
    expect(openingLine(answer)).not.toMatch(/minimo mensile/);
  });

  it('extra waiters for a wedding banquet: the extra-staff clause, not marriage leave', () => {
    const answer = text(
      'Hotel con CCNL Turismo: sabato abbiamo un banchetto per un matrimonio in sala e chiamo due camerieri extra. Quanti giorni di fila possono lavorare da extra e quante ore minime devo pagare?',
    );
    expect(openingLine(answer)).toMatch(/3 giorni consecutivi/);
    expect(openingLine(answer)).toMatch(/4 ore/);
    expect(answer).not.toMatch(/congedo matrimoniale/);
    // The worker's own wedding is still the leave.
    expect(
      openingLine(text('CCNL Turismo: mi sposo a giugno, quanti giorni di congedo matrimoniale ho?')),
    ).toMatch(/15 giorni/);
  });
});
