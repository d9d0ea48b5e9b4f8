import { describe, expect, it } from 'vitest';
import { askAgent, openingLine, openingLines } from '../testing/agents.js';

const letter = (lines: string[]) => ({
  documents: [{ fileId: 'd1', fileName: 'lettera.txt', text: `${lines.join('\n')}\n` }],
});

describe('the NASpI asked after a resignation is the benefit, not the notice or the probation', () => {
  it('a resignation to move abroad: no NASpI, without giusta causa', () => {
    const text = askAgent(
      'main-agent',
      'ho dato le dimissioni perché mi trasferisco in Spagna, posso fare domanda di naspi?',
    ).text;
    expect(openingLine(text)).toMatch(/^\*\*No\*\*/);
    expect(openingLine(text)).toContain('giusta causa');
    expect(text).not.toContain('Non riesco a identificare');
  });

  it('a resignation during the probation is still a resignation; the employer ending it is not', () => {
    const resigned = askAgent(
      'main-agent',
      'mi sono dimesso durante il periodo di prova dopo 2 settimane, posso chiedere la naspi?',
    ).text;
    expect(openingLine(resigned)).toMatch(/^\*\*No\*\*/);
    expect(openingLine(resigned)).toContain('mancato superamento della prova');
    const dismissed = askAgent(
      'main-agent',
      "se durante il periodo di prova è l'azienda a mandarmi via, la naspi mi spetta?",
    ).text;
    expect(openingLine(dismissed)).toMatch(/^\*\*Sì\*\*/);
    expect(openingLine(dismissed)).toContain('NASpI spetta');
  });
});

describe('a resignation and then a lost job: the 13 weeks between the two endings (L. 207/2024)', () => {
  it("counts the new job's weeks from the dates told: under 13, no NASpI", () => {
    const text = askAgent(
      'main-agent',
      'a giugno 2026 mi sono dimesso da un posto fisso, il 1° settembre 2026 ho iniziato un nuovo lavoro e il 20 ottobre 2026 mi hanno licenziato. mi spetta la disoccupazione?',
    ).text;
    const opening = openingLine(text);
    expect(opening).toMatch(/^\*\*No\*\*/);
    expect(opening).toContain('13 settimane');
    expect(opening).toContain('**7 settimane**');
    expect(text).toContain('circ. n. 98 del 5 giugno 2025');
  });

  it('13 weeks or more after the resignation: the NASpI is due', () => {
    const text = askAgent(
      'main-agent',
      'Mi sono dimessa a gennaio 2026 da un tempo indeterminato; poi ho lavorato dal 1 febbraio al 30 giugno 2026 con un contratto a termine che è scaduto. Ho diritto alla NASpI?',
    ).text;
    expect(openingLine(text)).toMatch(/^\*\*Sì\*\*/);
    expect(openingLine(text)).toContain('**21 settimane**');
  });

  it("without the new job's dates, the rule and what it needs", () => {
    const text = askAgent(
      'main-agent',
      'a febbraio mi sono dimesso da un indeterminato, poi mi hanno preso a termine ma ora il contratto è finito. posso chiedere la naspi?',
    ).text;
    expect(openingLine(text)).toContain('Dipende');
    expect(openingLine(text)).toContain('13 settimane');
  });
});

describe('a notice whose category is split by group (Chimico category D)', () => {
  it("with no group told, gives each group's term and asks for it", () => {
    const text = askAgent(
      'main-agent',
      'lavoro nel chimico farmaceutico cat D1, 4 anni di anzianita, voglio dimettermi quanti gg di preavviso??',
    ).text;
    const opening = openingLines(text);
    expect(opening).toContain('dipende dal gruppo');
    expect(opening).toContain('**tre quarti di mese');
    expect(opening).toContain('**mezzo mese');
  });

  it('an impiegato gets the term of groups 1 and 2 alone', () => {
    const text = askAgent(
      'main-agent',
      'sono impiegato nel chimico farmaceutico, livello D2, 7 anni di anzianità: quanto preavviso devo dare se mi dimetto?',
    ).text;
    expect(openingLine(text)).toContain('**1 mese**');
    expect(openingLine(text)).not.toContain('dipende dal gruppo');
  });
});

describe("a domestic letter's probation is the agreement's set length, not a ceiling", () => {
  const head = ['LETTERA DI ASSUNZIONE - LAVORO DOMESTICO', 'Datore: Rossi Anna, Torino'];
  it('8 days for a live-in worker is not the 30 days the agreement sets', () => {
    const text = askAgent(
      'main-agent',
      'la colf verrà a vivere da noi: nella lettera ho messo 8 giorni di prova, è giusto?',
      letter([
        ...head,
        'Lavoratrice: Pop Elena, collaboratrice familiare convivente',
        'Livello: B',
        'Periodo di prova: 8 giorni di lavoro effettivo',
        'Data inizio: 15/01/2027',
      ]),
    ).text;
    expect(openingLines(text)).toMatch(/\*\*No\*\*/);
    expect(openingLines(text)).toContain('30 giorni di lavoro effettivo');
    expect(openingLines(text)).toContain('più breve');
  });

  it("8 days for a worker who lives out is the agreement's own term", () => {
    const text = askAgent(
      'main-agent',
      'il periodo di prova scritto in questa lettera per la colf a ore va bene?',
      letter([
        ...head,
        'Lavoratrice: Ruiz Carmen, collaboratrice familiare non convivente',
        'Livello: B',
        'Periodo di prova: 8 giorni di lavoro effettivo',
        'Data inizio: 01/02/2027',
      ]),
    ).text;
    expect(openingLines(text)).toMatch(/\*\*Sì\*\*/);
    expect(openingLines(text)).toContain('è conforme');
  });
});
