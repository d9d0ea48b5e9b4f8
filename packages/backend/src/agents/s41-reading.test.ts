import { describe, expect, it } from 'vitest';
import { askAgent, openingLine, withUpload } from '../testing/agents.js';

describe('session 41: a day to come past a tranche no table carries', () => {
  it("a colf's hourly minimum from January 2027 is a gap, not the 2026 table's figure", () => {
    const { text } = askAgent(
      'calcolo',
      'Gestisco la colf di una cliente, livello B non convivente. Da gennaio 2027 che paga oraria minima devo mettere?',
    );
    expect(openingLine(text)).toContain('non è nella base di conoscenza');
    expect(text).not.toContain('7,01');
  });
  it('a live-in monthly minimum in February 2027 is a gap too', () => {
    const { text } = askAgent('calcolo', 'minimo livello B convivente lavoro domestico a febbraio 2027?');
    expect(openingLine(text)).toContain('dal 1° gennaio 2027');
    expect(text).not.toContain('983,16');
  });
  it('the tranche asked outright keeps its amount', () => {
    const { text } = askAgent(
      'main-agent',
      'la nostra tata convivente è inquadrata BS: col rinnovo del contratto domestico a gennaio 2027 di quanto sale?',
    );
    expect(openingLine(text)).toContain('30,00 €');
  });
  it("today's minimum is still answered from today's table", () => {
    const { text } = askAgent('main-agent', 'Qual è il minimo del 3° livello nel CCNL Logistica oggi?');
    expect(openingLine(text)).not.toContain('non è nella base di conoscenza');
  });
});

describe("session 41: a worker's grade other than the profile's", () => {
  it('"operaio meccanico qualificato" is not placed at the specializzato profile: the level is asked', () => {
    const { text } = askAgent(
      'main-agent',
      "Rilevo un'officina artigiana e prendo un operaio meccanico qualificato: che contratto applico e qual è il minimo mensile per un operaio così?",
    );
    expect(openingLine(text)).toContain('quale livello');
    expect(text).not.toContain('«operaio specializzato» è al 4°');
  });
});

describe("session 41: a payslip's minimum doubted as last year's", () => {
  const payslip = [
    'CCNL Metalmeccanici industria (Federmeccanica-Assistal)',
    'Dipendente: ROSSI ANNA   Qualifica: impiegata   Livello: C3',
    'Periodo di paga: NOVEMBRE 2026',
    'Minimo tabellare                      2.158,26',
    'Superminimo individuale                  40,00',
  ].join('\n');
  it('the line is weighed against the table in force and the shortfall said first', () => {
    const { text } = askAgent(
      'calcolo',
      'Puoi dare un occhio al cedolino? Secondo me il minimo è ancora quello vecchio.',
      withUpload('cedolino.txt', payslip),
    );
    expect(openingLine(text)).toContain('**2.211,43 €**');
    expect(openingLine(text)).toContain('**53,17 € in meno**');
  });
  it('an up-to-date minimum is said to be so', () => {
    const { text } = askAgent(
      'calcolo',
      'Puoi dare un occhio al cedolino? Secondo me il minimo è ancora quello vecchio.',
      withUpload('cedolino.txt', payslip.replace('2.158,26', '2.211,43')),
    );
    expect(openingLine(text)).toContain('è aggiornato');
  });
});

describe('session 41: study leave asked after a list of requests', () => {
  it('"ore retribuite … per lo studio" with an evening course is the 150 hours', () => {
    const { text } = askAgent(
      'main-agent',
      'Un saldatore si è iscritto a un corso serale per il diploma. Nel CCNL metalmeccanici industria quante ore retribuite gli spettano per lo studio?',
    );
    expect(openingLine(text)).toContain('150 ore');
  });
  it('"partiamo da lui" asks the leave named after it, first', () => {
    const { text } = askAgent(
      'main-agent',
      'Mi sono arrivate più richieste: una ragazza vuole il congedo parentale a gennaio, un saldatore (CCNL Metalmeccanici industria) si è iscritto a un corso serale e mi parla delle 150 ore per il diritto allo studio. Partiamo da lui: quante ore retribuite gli spettano per lo studio?',
    );
    expect(openingLine(text)).toContain('permessi per studio');
  });
});

describe("session 41: a colf's sick days at her hourly pay", () => {
  it('the day is the hour times the hours a day; the family pays days 1–3 at 50%, then 100%', () => {
    const { text } = askAgent(
      'calcolo',
      "La nostra colf (livello B, non convivente, con noi dal 2021) lavora cinque ore al giorno e la paghiamo 7,00 euro l'ora. È stata a casa malata quattro giorni di fila, con certificato. Quanto le dobbiamo per quei giorni?",
    );
    // 5 × 7,00 = 35,00 € a day: 3 × 17,50 + 1 × 35,00 = 87,50 €.
    expect(openingLine(text)).toContain('**87,50 €**');
    expect(openingLine(text)).toContain("L'INPS non paga");
  });
});
