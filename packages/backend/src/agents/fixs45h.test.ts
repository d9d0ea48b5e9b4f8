import { describe, expect, it } from 'vitest';
import { askAgent, openingLine } from '../testing/agents.js';

/**
 * Session 45 (fixs45h), figures of another case beside the one asked: a night overtime hour without the weekday
 * day rate's value beside it, a driver's notice without the warehouse operai's term, one tranche asked without
 * the later tranche's minimum.
 */
const answer = async (message: string, agent = 'main-agent', history?: string[]) =>
  (await askAgent(agent, message, history ? { history } : {})).text;

describe('a night overtime hour is valued alone', () => {
  it('gives the night overtime value, not the weekday day rate beside it', async () => {
    // Logistica (doczz.it, 1.2013): night overtime 50%, weekday day overtime 30%; 5° livello 1.761,64 / 168.
    const text = await answer(
      'magazziniere 5° livello ccnl logistica: se faccio straordinario nel turno di notte quanto prendo all’ora?',
      'calcolo',
    );
    expect(openingLine(text)).toContain('**15,73 €**');
    expect(text).not.toContain('13,63 €');
    expect(text).not.toContain('Altre maggiorazioni del contratto');
  });

  it('still lists the other cases when the question names none', async () => {
    const text = await answer(
      'Quanto vale un’ora di straordinario per un 4° livello del CCNL Commercio?',
      'calcolo',
    );
    expect(text).toContain('Altre maggiorazioni del contratto');
  });
});

describe("a driver's notice is the travelling staff's", () => {
  it('answers a driver after a warehouse operaio with the travelling staff’s days', async () => {
    // Logistica art. 36 (job.fanpage.it, 7.2022): operai 6 giorni lavorativi, personale viaggiante 15 di calendario.
    const text = await answer('e se invece uno fa il camionista nella stessa azienda?', 'main-agent', [
      'sono magazziniere 4 livello ccnl logistica, quanto preavviso per licenziarmi?',
    ]);
    expect(openingLine(text)).toContain('15 giorni di calendario');
    expect(openingLine(text)).toContain('personale viaggiante');
    expect(text).not.toContain('6 giorni lavorativi');
  });

  it('keeps the operai’s days for a warehouse operaio', async () => {
    const text = await answer('preavviso di dimissioni per un operaio di 5° livello del CCNL Logistica?');
    expect(openingLine(text)).toContain('6 giorni lavorativi');
  });
});

describe('one tranche asked shows no later tranche', () => {
  // FIPE tables (fipe.it, 2.2025): 4° livello 1.722,69 € from 1.6.2027, 1.762,69 € from 1.12.2027.
  it('a future month asked alone ends the table at that month', async () => {
    const text = await answer(
      'Nel CCNL Pubblici esercizi FIPE, 4° livello: di quanto aumenta il minimo a giugno 2027?',
    );
    expect(openingLine(text)).toContain('1.722,69 €');
    expect(text).not.toContain('1.762,69 €');
  });

  it('"la prossima tranche di giugno 2027" is that month’s tranche, said once', async () => {
    const text = await answer(
      'e con la prossima tranche di giugno 2027 a quanto arriva il minimo?',
      'main-agent',
      ['CCNL Pubblici esercizi FIPE, minimo del 4° livello oggi?'],
    );
    expect(openingLine(text)).toContain('1.722,69 €');
    expect(text).not.toContain('1.762,69 €');
    expect(text).not.toContain('il prossimo aumento');
  });

  it('the tranche after it is shown when asked too', async () => {
    const text = await answer(
      'CCNL Pubblici esercizi FIPE 4° livello: quanto sale il minimo a giugno 2027 e quando arriva la tranche successiva?',
    );
    expect(text).toContain('1.762,69 €');
  });
});
