import { describe, expect, it } from 'vitest';
import { askAgent, openingLine } from '../testing/agents.js';

/** Follow-ups that keep the conversation's case while they change the date or ask the next step (session 37). */
describe('a follow-up keeps the case while it moves the date or asks the next step', () => {
  it("keeps an apprentice's share when the next turn names the renewal's increase as the reason", () => {
    const text = askAgent(
      'calcolo',
      'ok e da dicembre? ho letto che c e un aumento del contratto, io a dicembre sono ancora nel 2° anno (16° mese)',
      {
        history: [
          'Sono apprendista professionalizzante in uno studio professionale (CCNL Confprofessioni), livello finale 4°, full time, sono al 14° mese di contratto. Quanto mi spetta adesso lordo al mese?',
        ],
      },
    ).text;
    expect(openingLine(text)).toContain('**1.372,00 €**');
    expect(openingLine(text)).toContain('1.614,12 €');
  });

  it('reads "ci sono ancora aumenti dopo quello di novembre?" as the tranche after November', () => {
    const text = askAgent(
      'main-agent',
      'Grazie. Ci sono ancora aumenti previsti da questo rinnovo dopo quello di novembre? Se sì, da quando e a quanto arriverà il minimo del 4° livello?',
      {
        history: [
          'Sono dipendente di un supermercato, CCNL Terziario Confcommercio, 4° livello. Qual è il minimo tabellare mensile in vigore adesso?',
        ],
      },
    ).text;
    expect(openingLine(text)).toContain('1° febbraio 2027');
    expect(openingLine(text)).toContain('+40,00 €');
    expect(openingLine(text)).not.toContain('35,00 €');
  });

  it('gives every table of a year to come, not only the one in force on its first day', () => {
    const text = askAgent(
      'main-agent',
      'il mio cameriere al quarto livello, contratto pubblici esercizi FIPE, nel 2027 quanto prende di minimo e da quando cambia?',
    ).text;
    expect(openingLine(text)).toContain('**1.722,69 € dal 1° giugno 2027**');
    expect(openingLine(text)).toContain('**1.762,69 € dal 1° dicembre 2027**');
  });

  it("answers the next tranche at the part-timer's hours, with the items the turn before named", () => {
    const text = askAgent(
      'calcolo',
      'e dal prossimo aumento del 2027 quanto diventa sempre con 20 ore? e quando scatta',
      {
        history: [
          "Impresa di pulizie cliente dello studio, CCNL multiservizi. Un'addetta al 2° livello lavora 20 ore a settimana. Quanto deve essere il suo lordo mensile di base adesso, compreso l'EDR, visto che a ottobre c'è stato l'aumento?",
        ],
      },
    ).text;
    expect(openingLine(text)).toContain('**721,75 €**');
    expect(openingLine(text)).toContain('1° maggio 2027');
  });

  it('reads "e a ore quanto fa?" as the hourly pay of the minimum just given', () => {
    const text = askAgent(
      'calcolo',
      'E a ore quanto fa? Mi serve per pagare gli extra di dicembre al receptionist.',
      {
        history: [
          'Albergo cliente, CCNL Turismo Federalberghi: quanto è il minimo del 4° livello da maggio 2026 per gli alberghi normali (non minori)?',
        ],
      },
    ).text;
    expect(openingLine(text)).toContain('**9,86 €**');
    expect(openingLine(text)).toContain('172');
  });
});
