import { describe, expect, it } from 'vitest';
import { askAgent, openingLine } from '../testing/agents.js';

// Session 39 (fixs39e): rules asked in main-agent, alone or as follow-ups, answered with the wrong case or agreement.
const ask = (message: string, history?: string[]) =>
  askAgent('main-agent', message, history ? { history } : {}).text;

describe('the case the question tells picks the rule', () => {
  it('"già due volte … adesso di nuovo": the illness of now is the third of the year (66%)', () => {
    const answer = ask(
      'Sono commessa in un negozio, CCNL commercio. Da gennaio mi sono già ammalata due volte e ora sono di nuovo a letto con l’influenza: i tre giorni di carenza come me li pagano?',
    );
    expect(openingLine(answer)).toMatch(/terzo evento/);
    expect(openingLine(answer)).toMatch(/66%/);
  });

  it('"niente turni" with hours at night: the night rate of work not on shifts', () => {
    const answer = ask(
      'Pulizie di un centro commerciale dalle 23 alle 3, stesso personale tutte le notti e niente turni. CCNL multiservizi: che maggiorazione notturna si applica?',
    );
    expect(openingLine(answer)).toMatch(/30%/);
  });

  it('staff taken over at a change of contractor: hired without probation (art. 4)', () => {
    const answer = ask(
      'Abbiamo vinto la gara e subentriamo nell’appalto di pulizie di un ospedale (CCNL Multiservizi): agli addetti che passano da noi possiamo mettere il periodo di prova?',
    );
    expect(openingLine(answer)).toMatch(/^No: .*senza periodo di prova/);
  });
});

describe('a follow-up keeps the conversation’s worker, agreement and subject', () => {
  it('"vicino a casa" is no household: the cleaning firm’s notice stays Multiservizi in the follow-up', () => {
    const first =
      'Un operaio di 1° livello passato da noi col cambio appalto si licenzia per un lavoro vicino a casa. Quanti giorni di preavviso con il contratto delle pulizie?';
    expect(openingLine(ask(first))).toMatch(/Multiservizi/);
    const answer = ask('E per l’impiegato di 4° livello con dieci anni di servizio?', [first]);
    expect(openingLine(answer)).toMatch(/Multiservizi/);
    expect(openingLine(answer)).not.toMatch(/domestico/i);
  });

  it('a follow-up that changes only the level takes the earlier turn’s subject (the sector seniority amount)', () => {
    const answer = ask(
      'E la sua collega inquadrata al 5°, anche lei da più di 48 mesi nel settore, quanto riceve?',
      [
        'Un’operaia delle pulizie con cinque anni nel settore, livello 2: quanto le spetta di anzianità forfettaria di settore?',
      ],
    );
    expect(openingLine(answer)).toMatch(/66,77 €/);
  });

  it('an apprentice told in the earlier turn is the "me" of the probation follow-up', () => {
    const answer = ask('e il periodo di prova per me?', [
      'sono apprendista in uno studio di consulenti del lavoro, a fine percorso sarò al 4° livello super: che minimo ho adesso?',
    ]);
    expect(openingLine(answer)).toMatch(/apprendista/);
    expect(openingLine(answer)).toMatch(/60 giorni/);
  });
});
