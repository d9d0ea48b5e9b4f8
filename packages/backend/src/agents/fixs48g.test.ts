import { describe, expect, it } from 'vitest';
import { askAgent, openingLine } from '../testing/agents.js';

// Session 48 (fixs48g): questions answered with an unrelated subject's gap — an agency worker's pay against the
// client's employees answered with the colleague's night surcharge; a renewal increase's tax, asked after the night
// surcharges' tax, answered with the night surcharge's value.

describe("an agency worker's equal treatment (D.Lgs. 81/2015, art. 35)", () => {
  it.each([
    "Lavoro tramite un'agenzia interinale in un magazzino che applica il CCNL Logistica. Un collega assunto direttamente fa il mio stesso lavoro con la maggiorazione notturna e prende più di me. Ho diritto alla stessa paga?",
    'sono somministrato in una fabbrica metalmeccanica: i colleghi interni prendono di più facendo lo stesso lavoro, è regolare o mi spetta lo stesso trattamento?',
    "mio figlio lavora in somministrazione in un hotel: quale contratto vale per lui, quello dell'albergo o quello dell'agenzia?",
  ])('%s', (question) => {
    const line = openingLine(askAgent('main-agent', question).text);
    expect(line).toContain('parità di trattamento');
    expect(line).toContain('non inferiori');
    expect(line).toContain('art. 35');
    expect(line).not.toMatch(/non è nella base di conoscenza/);
  });
  it('cites the law and a dated source', () => {
    const text = askAgent(
      'main-agent',
      'sono interinale in un supermercato, gli assunti dal supermercato prendono più di me: devo avere la stessa retribuzione?',
    ).text;
    expect(text).toContain('normattiva.it');
    expect(text).toContain('28 marzo 2023');
  });
  it("leaves an agency worker's cost to the employer, asked with no comparison of pay, to its own answer", () => {
    const line = openingLine(
      askAgent(
        'main-agent',
        'Quanto costa un lavoratore in somministrazione rispetto a un dipendente assunto?',
      ).text,
    );
    expect(line).not.toContain('parità di trattamento');
  });
});

describe("a renewal increase's 2026 tax after the night surcharges' tax", () => {
  const before =
    'i turni di notte nel 2026 hanno la tassazione agevolata? faccio il magazziniere con il ccnl logistica';
  it.each([
    [
      "e l'aumento del contratto di gennaio, circa 40 euro, è tassato agevolato anche lui? nel 2025 ho guadagnato 26 mila",
      'Sì',
    ],
    ["invece l'aumento di gennaio del rinnovo paga meno tasse? l'anno scorso avevo 38.000 euro lordi", 'No'],
  ])('%s', (question, verdict) => {
    const line = openingLine(askAgent('main-agent', question, { history: [before] }).text);
    expect(line.startsWith(verdict)).toBe(true);
    expect(line).toContain('5%');
    expect(line).toContain('33.000');
    expect(line).not.toMatch(/notturn/);
  });
});
