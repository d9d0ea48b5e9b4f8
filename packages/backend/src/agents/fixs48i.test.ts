import { describe, expect, it } from 'vitest';
import { askAgent, openingLine } from '../testing/agents.js';

const ask = (agent: string, message: string, history: string[]) => askAgent(agent, message, { history }).text;

describe('a follow-up that names a new monthly pay is computed on it', () => {
  it('replaces the monthly pay and the RAL that was only that pay times 14', () => {
    const text = ask(
      'calcolo',
      'E se lo promuovo al 3° livello con paga base di 1.800,73 €, sempre 14 mensilità? Stesso netto, per favore.',
      [
        'Commis di cucina FIPE 4° livello pagato 1.692,69 € per 14 mensilità, quindi RAL 23.697,66 €. Nessun familiare a carico, anno 2026: netto annuo e mensile, solo INPS e IRPEF?',
      ],
    );
    expect(openingLine(text)).toMatch(/1\.500,38 €/);
    expect(text).not.toMatch(/23\.697,66/);
  });

  it('keeps a RAL the follow-up does not replace when the pay named is not a monthly pay', () => {
    const text = ask('calcolo', 'e con 2 figli a carico?', [
      'RAL 30.000 €, nessun familiare a carico, netto 2026 solo INPS e IRPEF?',
    ]);
    expect(text).toMatch(/30\.000,00/);
  });
});

describe("a part-timer's pay asked again after the hours change", () => {
  it('gives the minimum at the new hours for "quanto diventa"', () => {
    const text = ask('calcolo', 'e se dal prossimo mese passa a 30 ore, quanto diventa?', [
      'addetta alle pulizie, multiservizi 2° livello, part-time 20 ore settimanali: quanto le spetta di minimo al mese?',
    ]);
    expect(openingLine(text)).toMatch(/1\.052,38 €/);
  });

  it('still answers the part-time rules when the turn asks them', () => {
    const text = ask('calcolo', 'e se passa a 30 ore, quante ore supplementari posso chiederle?', [
      'addetta alle pulizie, multiservizi 2° livello, part-time 20 ore settimanali: quanto le spetta di minimo al mese?',
    ]);
    expect(openingLine(text)).not.toMatch(/1\.052,38 €/);
  });
});

describe('a follow-up naming another worker keeps the earlier subject', () => {
  it('answers the probation of a part-time non-live-in domestic worker', () => {
    const text = ask('main-agent', 'E la colf part-time di mia zia, non convivente, livello A?', [
      'Assumo una badante convivente: quanto dura il periodo di prova nel CCNL lavoro domestico?',
    ]);
    expect(openingLine(text)).toMatch(/8 giorni/);
  });

  it('still answers the part-time rules when the turn asks them', () => {
    const text = ask('main-agent', 'E per la colf part-time, quante ore minime deve fare?', [
      'Assumo una badante convivente: quanto dura il periodo di prova nel CCNL lavoro domestico?',
    ]);
    expect(openingLine(text)).not.toMatch(/8 giorni/);
  });
});

describe('a seasonal worker back for another season has no probation', () => {
  it('says so when the worker "ha già fatto con noi" the season and is taken on for next year', () => {
    const text = ask(
      'main-agent',
      "E il barista che ha già lavorato con noi l'estate scorsa e lo riprendo per la prossima stagione? Deve rifare la prova?",
      [
        'Assumo un nuovo cameriere stagionale, 5° livello, CCNL Turismo, mai lavorato da noi: quanto dura la prova?',
      ],
    );
    expect(openingLine(text)).toMatch(/nessun periodo di prova|esclus/);
  });

  it('says so for "ha già fatto con noi tutta la stagione"', () => {
    const text = ask(
      'main-agent',
      'E la receptionist che ha già fatto con noi tutta la stagione scorsa? La prova va rifatta?',
      ['CCNL Turismo, assumo un portiere stagionale 4° livello: quanto dura la prova?'],
    );
    expect(openingLine(text)).toMatch(/nessun periodo di prova|esclus/);
  });

  it('keeps the seasonal probation for a worker who never worked there', () => {
    const text = ask('main-agent', 'E per una cameriera ai piani stagionale, nuova, quanto dura la prova?', [
      'Assumo un nuovo cameriere stagionale, 5° livello, CCNL Turismo, mai lavorato da noi: quanto dura la prova?',
    ]);
    expect(openingLine(text)).toMatch(/14 giorni/);
  });
});
