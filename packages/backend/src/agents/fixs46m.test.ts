// Session 46, fixs46m: notice, sickness and permits read for the worker the question tells.
import { describe, expect, it } from 'vitest';
import { askAgent, openingLine } from '../testing/agents.js';

const today = '2026-11-28';
const ask = (question: string, history: string[] = [], agent = 'main-agent') =>
  askAgent(agent, question, { documents: [], history, today });

describe('notice: a driver denied is no driver; the next job is not the agreement', () => {
  it('gives the non-travelling workers’ notice when the worker says he drives no lorry', () => {
    const answer = ask(
      'magazziniere col ccnl logistica trasporto merci e spedizione, mi dimetto: quanto preavviso? io non guido il furgone, sto in magazzino',
    );
    expect(openingLine(answer.text)).toContain('6 giorni lavorativi');
    expect(openingLine(answer.text)).not.toContain('viaggiante');
  });

  it('does not read the port the worker is leaving for as his agreement', () => {
    const answer = ask(
      'Operaio del CCNL Multiservizi, 2° livello, si dimette per andare a lavorare al porto di Genova: quanto preavviso deve dare?',
    );
    expect(answer.text).not.toContain('non è nella base di conoscenza');
    expect(openingLine(answer.text)).toContain('15 giorni');
  });
});

describe('sickness: the job kept asked again for another worker', () => {
  it('opens with the comporto of the colleague’s years, not the paid days', () => {
    const answer = ask('E la collega che invece lavora con noi da 9 anni, per lei quanto dura il periodo?', [
      'CCNL metalmeccanici industria, operaio con 2 anni di anzianità, deve fare un intervento: quanto tempo gli tengono il posto in malattia?',
    ]);
    // (Since session 50 the KB states the comporto in calendar days with the months beside.)
    expect(openingLine(answer.text)).toMatch(
      /posto è conservato per \*\*365 giorni di calendario \(12 mesi\)\*\*/,
    );
  });
});

describe('permits: the year asked, the worker asked', () => {
  it('dates a deadline "entro giugno dell’anno seguente" for the year told', () => {
    const answer = ask('E le ore di permesso del 2025 che non ha usato, entro quando deve usarle?', [
      'Albergo a Rimini, CCNL Turismo Federalberghi, un cameriere: quante ore di permessi retribuiti gli spettano?',
    ]);
    expect(openingLine(answer.text)).toContain('giugno 2026');
  });

  it('counts a new hire of this year in the first step of the ROL ramp (ex festività only)', () => {
    const answer = ask(
      "Poi c'è un ragazzo che abbiamo assunto a febbraio di quest'anno, vuole prendere qualche ora di ROL per la vigilia di Natale. A lui quante ore spettano?",
      [
        'Negozio di abbigliamento con 6 dipendenti, CCNL Terziario Confcommercio: quante ore di ROL ha una commessa assunta nel 2015?',
      ],
    );
    expect(answer.text).toContain('32 ore');
    expect(answer.text).toContain('solo ex festività');
    expect(openingLine(answer.text)).not.toContain('settimanali');
  });

  it('reads a follow-up on another worker hired years ago as the same permits, from his hire year', () => {
    const answer = ask('e la cameriera del lido, stesso contratto, che è assunta dal 2012? quante ore ha', [
      'pizzeria col ccnl fipe, cuoco assunto a settembre 2025: quante ore di permessi retribuiti ha all anno?',
    ]);
    expect(openingLine(answer.text)).toMatch(/10[48] ore/);
    expect(openingLine(answer.text)).not.toContain('settimanali');
  });
});
