import { describe, expect, it } from 'vitest';
import { askAgent, openingLine } from '../testing/agents.js';

const ask = (agent: string, message: string, history?: string[]) =>
  askAgent(agent, message, history ? { history } : undefined).text;

describe("a domestic worker's extra hours within the full week", () => {
  it('pays "26 ore invece di 22" at the ordinary hour, with no overtime surcharge asked after', () => {
    const text = ask(
      'calcolo',
      "questa settimana la colf è rimasta di più: ha fatto 26 ore anziché 22, tutte di giorno. quanto le devo per quelle 4 ore a 9 euro l'ora? c'è la maggiorazione dello straordinario?",
      ["La nostra colf non convive, è pagata 9 euro l'ora: quanto le devo netto per 90 ore?"],
    );
    expect(openingLine(text)).toMatch(/36,00 €/);
    expect(text).not.toMatch(/11,25 €|45,00 €/);
  });
});

describe("a domestic worker's paid hours for medical visits", () => {
  it('gives the 12 hours in proportion to a short week', () => {
    const text = ask(
      'main-agent',
      'la colf non convive e fa 15 ore a settimana: quante ore di permesso retribuito ha per le visite mediche?',
    );
    expect(openingLine(text)).toMatch(/\*\*6 ore\*\*/);
  });

  it('answers the visits after a turn on holidays, without a "Sì" or the holidays', () => {
    const text = ask(
      'main-agent',
      'ok grazie. e per le visite mediche? lei fa 24 ore a settimana, quante ore di permesso pagato ha?',
      ['la colf viene due giorni a settimana, quante ferie le spettano? la metà?'],
    );
    const first = openingLine(text);
    expect(first).toMatch(/9,6 ore/);
    expect(first).not.toMatch(/^\*\*Sì|ferie/);
  });
});

describe('two household workers told in one message', () => {
  it("gives each one's notice", () => {
    const text = ask(
      'main-agent',
      'Mio padre ha una badante convivente da sei anni e una colf che viene 8 ore a settimana da quattro anni: deve licenziarle entrambe, che preavviso spetta a ciascuna?',
    );
    const first = openingLine(text);
    expect(first).toMatch(/30 giorni/);
    expect(first).toMatch(/15 giorni/);
  });
});

describe('a clinic under the AIOP/ARIS agreement, whose tables the knowledge base lacks', () => {
  it('says the tables are missing and gives no AIOP RSA figure, whatever else the question names', () => {
    const text = ask(
      'main-agent',
      "Un'altra cosa, non sulla colf: mio cugino fa l'infermiere in una clinica privata AIOP a Torino, categoria D. Qual è il minimo mensile del suo contratto quest'anno?",
    );
    expect(openingLine(text)).toMatch(/non sono nella base di conoscenza/);
    expect(text).not.toMatch(/1\.463,33|1\.496,06|3\.294,68/);
  });

  it('does not compare in figures with a clinic agreement not held', () => {
    const text = ask(
      'confronta',
      'sono OSS in una cooperativa sociale livello C1, mia amica OSS in una clinica privata con contratto AIOP: chi guadagna di più?',
    );
    expect(openingLine(text)).toMatch(/AIOP\/ARIS.*non sono nella base di conoscenza/);
    expect(text).not.toMatch(/1\.223,57|3\.294,68/);
  });

  it('still gives the RSA tables for a care home under AIOP RSA', () => {
    const text = ask('main-agent', 'lavoro in una RSA AIOP come infermiera livello D2: qual è il minimo?');
    expect(text).toMatch(/1\.463,33/);
  });
});
