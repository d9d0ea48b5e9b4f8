import { describe, expect, it } from 'vitest';
import { askAgent, testKb as kb, openingLine, TEST_TODAY } from '../testing/agents.js';
import { readQuestion } from './read.js';

const read = (message: string, history: string[] = []) =>
  readQuestion({ kb, message, history, categories: [], today: TEST_TODAY });
const metalworkers = kb.agreements.find((c) => c.id === 'metalmeccanica-industria-federmeccanica');

describe('Metalmeccanici, FIPE and Multiservizi rules asked in a worker’s own story', () => {
  it('an "operaio" with a level code many agreements have reads the one that describes the code as operai', () => {
    const request = read('Un operaio C2 assunto a ottobre 2020: quanti scatti di anzianità ha maturato?');
    expect(request.slots.agreements).toEqual([metalworkers?.id_categoria]);
    expect(request.slots.level).toBe('C2');
    // Without the worker's category the code stays ambiguous and the agreement is asked.
    expect(
      read('Un C2 assunto a ottobre 2020: quanti scatti di anzianità ha maturato?').slots.agreements,
    ).toEqual([]);
    expect(
      askAgent('main-agent', 'Operaio C2 assunto a ottobre 2020, quanti scatti ha e quanto valgono?').text,
    ).toContain('80,25 €');
  });

  it('the combined night-holiday rate a shift worker asks opens the answer, not the plain night rate', () => {
    const answer = askAgent(
      'main-agent',
      'Metalmeccanici Federmeccanica, siamo turnisti: il 1° maggio turno di notte dalle 22 alle 6, senza riposo compensativo. Che maggiorazione ci spetta per il notturno festivo?',
    ).text;
    expect(openingLine(answer)).toContain('60%');
    expect(openingLine(answer)).not.toMatch(/\*\*20%\*\*/);
  });

  it('weddings the restaurant serves are not the worker’s marriage leave; a lido’s own hours answer', () => {
    const message =
      'Lavoro al bar di un lido, contratto FIPE, assunto nel 2020. D’inverno facciamo anche i matrimoni. Quante ore di permessi retribuiti mi spettano all’anno?';
    expect(read(message).intent).toBe('rol_ex_festivita');
    const answer = askAgent('main-agent', message).text;
    expect(openingLine(answer)).toContain('108 ore');
    expect(answer).not.toContain('congedo matrimoniale');
    // The worker's own wedding is still the marriage leave.
    expect(
      read('Contratto FIPE, a giugno facciamo il matrimonio io e la mia ragazza: quanti giorni mi spettano?')
        .intent,
    ).toBe('leave');
  });

  it('a site supervisor of a cleaning firm does not move a named Multiservizi conversation to building', () => {
    const first =
      'pulizie in appalto, contratto multiservizi 2 livello, 20 ore a settimana: quanto prendo lordo?';
    const request = read('Il capocantiere dice che da gennaio mi abbassa a 12 ore a settimana. Può farlo?', [
      first,
    ]);
    const cleaning = kb.agreements.find((c) => c.id === 'multiservizi-pulizia');
    expect(request.slots.agreements).toEqual([cleaning?.id_categoria]);
    expect(
      askAgent('main-agent', 'la mia capocantiere mi vuole portare a 10 ore dal mese prossimo, può?', {
        history: [first],
      }).text,
    ).toContain('15 ore');
    // Another person's job, or a job changed, still moves it.
    const brother = read(
      "E mio fratello che fa l'operaio metalmeccanico da 8 anni quanto può stare a casa?",
      ['Quanti giorni di malattia si possono fare nel commercio prima di perdere il posto?'],
    );
    expect(brother.slots.agreements).toEqual([metalworkers?.id_categoria]);
    expect(
      read('e se adesso faccio il muratore in un cantiere edile quanto prendo?', [first]).slots.agreements,
    ).not.toEqual([cleaning?.id_categoria]);
  });
});
