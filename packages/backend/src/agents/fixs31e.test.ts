import { describe, expect, it } from 'vitest';
import { askAgent, openingLine } from '../testing/agents.js';

// Session 31 (fixs31e): night, Sunday and holiday hours valued from the pay the user gives, alone or compared,
// and the hourly pay under the divisor of the schedule said.

describe('surcharges compared with the pay given', () => {
  it('night hours not on shifts: each agreement’s surcharge in euro, the higher one named', () => {
    const line = openingLine(
      askAgent(
        'confronta',
        'notturno non a turni: paga di piu il metalmeccanico o l edile? io ho 12 euro l ora, 10 ore di notte dopo le 22',
      ).text,
    );
    expect(line).toContain('**36,00 €**');
    expect(line).toContain('**33,60 €**');
    expect(line).toContain('Paga di più il CCNL Metalmeccanici industria');
    expect(line).not.toContain('La maggiorazione più alta è nel CCNL Edilizia');
  });
  it('holiday hours: the surcharge of the hours in each agreement', () => {
    const line = openingLine(
      askAgent(
        'confronta',
        'A parità di paga oraria (13 €), confronti la maggiorazione per 5 ore di lavoro festivo ordinario tra CCNL Chimico-farmaceutico e CCNL Turismo Federalberghi?',
      ).text,
    );
    expect(line).toContain('**32,50 €**');
    expect(line).toContain('**13,00 €**');
  });
  it('the same monthly pay under two divisors gives two hourly pays', () => {
    const line = openingLine(
      askAgent(
        'confronta',
        "stessa paga di 1.600 lordi al mese full time: quanto fa all'ora nel commercio e quanto nel multiservizi, coi rispettivi divisori?",
      ).text,
    );
    expect(line).toContain('**9,52 €**');
    expect(line).toContain('**9,25 €**');
  });
});

describe('"quanto prendo in più" for ordinary night or holiday hours', () => {
  it('opens with the surcharge of the hours, not their whole value', () => {
    const line = openingLine(
      askAgent(
        'calcolo',
        'faccio il barista fipe, questo mese ho 16 ore di notte dentro il mio orario normale, non straordinario, paga oraria 9,60. quanto prendo in più?',
      ).text,
    );
    expect(line).toMatch(/^La sola maggiorazione per 16 ore di lavoro notturno è \*\*38,40 €\*\*/);
  });
});

describe('the divisor of the weekly schedule said in a follow-up', () => {
  it('"con le 45 ore" in the Commercio uses 195', () => {
    const line = openingLine(
      askAgent('calcolo', 'e se invece fossi benzinaio con le 45 ore?', {
        history: [
          'prendo 1.850 lordi al mese full time 40 ore nel commercio, quanto è la mia paga oraria col divisore del contratto?',
        ],
      }).text,
    );
    expect(line).toContain('**9,49 €**');
    expect(line).toContain('195');
  });
});

describe('ROL and ex festività for the service and the firm said', () => {
  it('"assunto a marzo dell\'anno scorso, li maturo già tutti?" after the year\'s hours: No, only the ex festività', () => {
    const line = openingLine(
      askAgent('main-agent', "Se sono stato assunto solo a marzo dell'anno scorso li maturo già tutti?", {
        history: [
          'lavoro in una ferramenta con 8 dipendenti, contratto commercio. quanti ROL ed ex festività mi spettano in un anno a tempo pieno?',
        ],
      }).text,
    );
    expect(line).toMatch(/^\*\*No\*\*/);
    expect(line).toContain('**32 ore');
  });
  it("asked beside a hiring letter: the letter's firm size and first day pick the hours", () => {
    const text =
      'LETTERA DI ASSUNZIONE\nFerramenta Rossi srl, Padova (dipendenti in forza: 9)\nLa assumiamo a tempo indeterminato e pieno (40 ore settimanali) a decorrere dal 1/9/2020, come magazziniere, 4° livello del CCNL Terziario Distribuzione e Servizi Confcommercio.\n';
    const answer = askAgent(
      'main-agent',
      "Ho caricato la lettera. Secondo il contratto quante ore di ROL ed ex festività mi spettano quest'anno?",
      { documents: [{ fileId: 'f', fileName: 'lettera.txt', text }] },
    ).text;
    expect(openingLine(answer)).toContain('**88 ore');
    expect(answer).not.toContain('72 ore');
  });
});
