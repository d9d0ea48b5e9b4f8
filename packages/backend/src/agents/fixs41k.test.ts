import { describe, expect, it } from 'vitest';
import { readQuestion } from '../reader/read.js';
import { askAgent, openingLine, TEST_TODAY, testKb, withUpload } from '../testing/agents.js';

const today = '2026-11-27';

describe('a worker the employer already had: the probation exclusion opens (fixs41k)', () => {
  it('FIPE art. 110: a waitress taken on again with the same job does not repeat the probation', () => {
    const text = askAgent(
      'main-agent',
      'Ho un ristorante con il CCNL FIPE. Il cameriere che avevo la stagione scorsa lo voglio riprendere per questa stagione, stessa mansione: devo rimettere il periodo di prova quando riassumo la stessa persona?',
      { today },
    ).text;
    expect(openingLine(text)).toMatch(/riassunt/);
    expect(openingLine(text)).toMatch(/due anni/);
  });

  it('Turismo: an uploaded seasonal letter for a worker who already worked there opens with the exclusion', () => {
    const letter =
      'HOTEL ALPINO S.R.L.\nLETTERA DI ASSUNZIONE A TEMPO DETERMINATO (CONTRATTO STAGIONALE)\n- CCNL applicato: Turismo - Aziende alberghiere (Federalberghi)\n- mansione: cameriere di sala; livello: 5°;\n- periodo di prova: 20 giorni di effettivo lavoro.';
    const text = askAgent(
      'main-agent',
      "Questa è la lettera per un cameriere che ha già lavorato da noi l'estate scorsa. La prova scritta così va bene?",
      { today, ...withUpload('lettera.txt', letter) },
    ).text;
    expect(openingLine(text)).toMatch(/esclus/);
    expect(openingLine(text)).toMatch(/14 giorni/);
  });
});

describe('tables at dates (fixs41k)', () => {
  it("a past month's minimum 'prima dell'aumento' is the table in force then, not a tranche starting then", () => {
    const text = askAgent('calcolo', "E a marzo di quest'anno, prima dell'aumento, quanto prendevo?", {
      today,
      history: [
        'Sono barista al 5° livello del CCNL Pubblici esercizi FIPE: qual è oggi il mio minimo mensile?',
      ],
    }).text;
    expect(openingLine(text)).toMatch(/1\.543,86 €/);
  });

  it("a future minimum 'quanto in più rispetto a ora' is weighed against today's table of the same level", () => {
    const text = askAgent(
      'main-agent',
      'ok, e per il D2? quanto sarà il minimo da giugno 2027 e quanto in più rispetto a ora?',
      {
        today,
        history: ['Per il CCNL metalmeccanici industria, a giugno 2027 quanto diventa il minimo del C3?'],
      },
    ).text;
    expect(text).toMatch(/2\.032,70 €/);
    expect(text).toMatch(/53,33 €/);
    expect(text).not.toMatch(/2\.271,01/);
  });
});

describe('classification (fixs41k)', () => {
  it("'nuovo sistema per livelli' in a mechanical workshop implies Metalmeccanici industria", () => {
    const read = readQuestion({
      kb: testKb,
      message:
        'Officina di lavorazioni meccaniche: dopo la nuova classificazione devo inquadrare un fresatore su CNC, che livello?',
      today: TEST_TODAY,
      agent: 'inquadra',
    } as never);
    expect(read.slots.agreements).toEqual([
      testKb.byId('metalmeccanica-industria-federmeccanica')?.id_categoria,
    ]);
  });

  it('a skilled worker who leads a squad without deciding the work is a capo squadra (C3)', () => {
    const text = askAgent(
      'inquadra',
      'CCNL metalmeccanici industria: operaio specializzato che coordina una squadra di tre operai, senza decidere tempi e cicli. Che livello?',
      { today },
    ).text;
    expect(openingLine(text)).toMatch(/C3/);
  });

  it("a parent's story: the agreement named after 'contratto' stays, a cleaning task does not move it", () => {
    const read = readQuestion({
      kb: testKb,
      message:
        "Sono la madre di un ragazzo assunto da un'impresa che applica il contratto edilizia industria. In cantiere porta il materiale e fa le pulizie. Che livello gli spetta?",
      today: TEST_TODAY,
      agent: 'inquadra',
    } as never);
    expect(read.slots.agreements).toEqual([testKb.byId('edilizia-industria-ance')?.id_categoria]);
  });
});
