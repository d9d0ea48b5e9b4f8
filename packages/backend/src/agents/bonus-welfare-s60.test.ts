import { describe, expect, it } from 'vitest';
import { askAgent, openingLine } from '../testing/agents.js';

// Session 60 (fx60benb): a result bonus's net asked barely ("quanto incassa netto?") beside last year's income, the
// bonus taken as welfare instead of money, and the agreements' own welfare (amount, deadline, part-time share).
const today = '2026-11-30';
const ask = (message: string, history: string[] = [], agent = 'calcolo') =>
  askAgent(agent, message, { today, history }).text;

describe('result bonus: the net asked barely, and the bonus converted into welfare', () => {
  it('a 2.500 € bonus with last year income told: the bonus net, not a yearly payslip', () => {
    const text = ask(
      "Dall'accordo aziendale depositato arriva a settembre un premio di risultato di 2.500 € lordi; l'anno scorso ho guadagnato 28.000 €. Quanto incasso netto?",
    );
    // 2.500 × 9,19% = 229,75; 2.270,25 × 1% = 22,70; net 2.247,55
    expect(openingLine(text)).toContain('2.247,55 €');
    expect(openingLine(text)).not.toMatch(/al mese/);
  });
  it('the whole bonus taken as welfare reaches the worker in full, the cash net beside it', () => {
    const text = ask('e se invece me lo faccio dare tutto in flexible benefit?', [
      'premio produttività di 2.500 euro nel 2026, quanto mi resta netto?',
    ]);
    expect(openingLine(text)).toContain('**2.500,00 €**');
    expect(openingLine(text)).toContain('2.247,55 €');
  });
});

describe("an agreement's welfare: amount, deadline, a part-timer's share", () => {
  it("metalworkers' industry: 250 euro for this year, to be used by 31 May 2027", () => {
    const text = ask(
      "Sono operaio metalmeccanico in un'azienda Federmeccanica: quanto welfare ci prevede il contratto quest'anno e fino a quando lo posso spendere?",
      [],
      'main-agent',
    );
    expect(openingLine(text)).toContain('250 euro');
    expect(text).toContain('31 maggio 2027');
  });
  it('Confapi after an agreement switch, then a part-timer: the whole 200 €, not half', () => {
    const first =
      "Quanto welfare mi spetta quest'anno dal contratto dei metalmeccanici industria e fino a quando posso usarlo?";
    const switched = ask(
      'E se invece il contratto è quello Confapi delle piccole industrie?',
      [first],
      'main-agent',
    );
    expect(switched).toContain('200 euro');
    const text = ask(
      'lavoro 20 ore su 40, part time al 50%: me ne spetta solo metà?',
      [first, 'E con il ccnl Confapi?'],
      'main-agent',
    );
    expect(openingLine(text)).toContain('200,00 €');
    expect(text).toMatch(/non sono riproporzionabili/);
  });
  it('Tessile SMI, a part-timer at 60%: 120 € for 2026, by 31 December 2026', () => {
    const text = ask(
      'Tessile abbigliamento SMI, impiegata a tempo parziale al 60%: a quanto ammonta il suo welfare contrattuale del 2026?',
    );
    expect(openingLine(text)).toContain('120,00 €');
    expect(text).toContain('31 dicembre 2026');
  });
  it("two agreements compared on welfare: each one's yearly amount opens, not their validity", () => {
    const text = ask(
      'Sto scegliendo tra un posto da magazziniere nel tessile (contratto SMI) e uno nella metalmeccanica industria: i flexible benefit del contratto nazionale quanto valgono in ciascuno?',
      [],
      'confronta',
    );
    expect(openingLine(text)).toContain('250,00 €');
    expect(openingLine(text)).toContain('200,00 €');
    expect(openingLine(text)).not.toMatch(/validit/i);
  });
});
