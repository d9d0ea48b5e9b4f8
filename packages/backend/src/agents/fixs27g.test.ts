import { describe, expect, it } from 'vitest';
import { askAgent, openingLine } from '../testing/agents.js';

// Session 27 (fixs27g): comparisons asked as yes/no questions or claims, the 14th's month, the minimum on both
// sides of a tranche, a year's next increases, apprentices' pay rules and a comparison with no agreement named.
const opening = (message: string, agent = 'confronta', history: string[] = []) =>
  openingLine(askAgent(agent, message, { history }).text);

describe('a claim about one of the compared agreements opens with its verdict', () => {
  it.each([
    [
      "sono passato dalla fabbrica metalmeccanica all'edilizia industria, il capocantiere dice che lo straordinario diurno è al 25% come in fabbrica, è giusto?",
      '**No**',
      '35%',
    ],
    [
      'ho un negozio col commercio e una officina coi metalmeccanici: devo pagare anche lì la quattordicesima?',
      '**No**',
      '13 mensilità',
    ],
    [
      "mia sorella fa la commessa (commercio), io sono operaio metalmeccanico e il capo dice che da noi la quattordicesima non c'è. è vero?",
      '**Sì**',
      '13 mensilità',
    ],
    [
      'lascio un negozio (commercio) per un albergo (turismo federalberghi), sempre su 6 giorni: perdo giorni di ferie?',
      '**No**',
      '26 giorni',
    ],
  ])('%s', (message, verdict, figure) => {
    const line = opening(message);
    expect(line.startsWith(verdict)).toBe(true);
    expect(line).toContain(figure);
  });

  it('a question asking what each agreement gives gets no verdict', () => {
    expect(opening('Quante mensilità hanno il commercio e i metalmeccanici?')).not.toMatch(
      /^\*\*(?:Sì|No)\*\*/,
    );
  });
});

describe('comparisons of the extra month, apprentices and next increases', () => {
  it('"per importo e mese di pagamento" gives the month of each 14th', () => {
    const line = opening(
      'Quattordicesima tra Commercio e Cooperative sociali: che differenza c’è per importo e mese di pagamento?',
    );
    expect(line).toContain('luglio');
    expect(line).toContain('giugno');
    expect(line).toContain('13,5 mensilità');
  });

  it("an apprentice's pay compared: the levels-below rule, not the first level's minimums", () => {
    const line = opening(
      "Come si paga l'apprendista professionalizzante nel commercio rispetto agli studi professionali?",
    );
    expect(line).toContain('due livelli sotto');
    expect(line).toContain('70%');
    expect(line).not.toContain('1° livello');
  });

  it("a year's next increases give each agreement's dates even with no level named", () => {
    const line = opening('chimico e gomma plastica: prossimi aumenti dei minimi nel 2027? date e importi');
    expect(line).toContain('1° luglio 2027');
    expect(line).toContain('1° aprile 2027');
  });

  it('a comparison with no agreement named asks which ones', () => {
    const text = askAgent('confronta', 'Tra i due contratti che mi propongono quale conviene?').text;
    expect(text).toContain('Quali contratti vuoi confrontare?');
  });
});

describe('the minimum on both sides of a tranche, and a tranche asked by its month', () => {
  it('months without their year, asked in the past, give both figures', () => {
    const text = askAgent(
      'main-agent',
      'quanto prendeva di minimo un 2° livello a settembre e quanto da ottobre?',
      {
        history: ['Impresa di pulizie, CCNL Multiservizi, operai al 2° livello.'],
      },
    ).text;
    expect(text.split('\n')[0]).toContain('**1.368,17 €**');
    expect(text.split('\n')[1]).toContain('**1.403,17 €**');
  });

  it('a minimum "fino a maggio 2026 e da giugno 2026" with scatti set aside gives both figures', () => {
    const text = askAgent(
      'main-agent',
      'Per un barista di 5° livello qual era il minimo mensile fino a maggio 2026 e qual è quello da giugno 2026? Non considerate scatti.',
      { history: ['Ho un bar con contratto FIPE.'] },
    ).text;
    expect(text).toContain('1.543,86 €');
    expect(text).toContain('1.580,09 €');
  });

  it('"di quanto era l\'aumento al 5° livello da giugno 2026" opens with the tranche', () => {
    expect(
      opening("Unionmeccanica Confapi: di quanto era l'aumento al 5° livello da giugno 2026?", 'main-agent'),
    ).toContain('**50,00 €**');
  });

  it('the renewal table quotes no step superseded before the date asked', () => {
    const text = askAgent(
      'main-agent',
      'Qual è il minimo tabellare del 3° livello adesso e quale sarà con la tranche di dicembre 2026?',
      { history: ['Studio di consulenza, CCNL Studi professionali, una contabile al 3° livello.'] },
    ).text;
    expect(text).toContain('1.706,37 €');
    expect(text).not.toContain('1.661,37 €');
  });
});
