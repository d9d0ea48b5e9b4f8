import { describe, expect, it } from 'vitest';
import { askAgent, openingLines } from '../testing/agents.js';

/** Session 55: the law's rule for the case asked opens, ahead of the agreement's rule that does not apply to it. */
describe("the law's rule that applies to the case asked opens", () => {
  it("a fixed-term hire with its dates: the law's 1 day every 15, worked out, before the agreement's 60 days", () => {
    const { text } = askAgent(
      'main-agent',
      'Terziario Confcommercio, addetto vendite al 4° livello con contratto a termine dal 1° marzo 2027 al 30 giugno 2027: quanti giorni di prova gli posso fare al massimo?',
    );
    const opening = openingLines(text);
    expect(opening).toContain('**8 giorni**');
    expect(opening).toContain('L. 203/2024');
    expect(opening).toMatch(/60 giorni[^.]*tempo indeterminato/);
  });

  it('a fixed-term hire of some months: the days worked out on the months told', () => {
    const { text } = askAgent(
      'main-agent',
      'CCNL Commercio, 5° livello: se lo assumo a tempo determinato per quattro mesi la prova quanto può essere lunga?',
    );
    expect(openingLines(text)).toContain('**8 giorni**');
  });

  it("an open-ended hire keeps the agreement's length", () => {
    const { text } = askAgent(
      'main-agent',
      'CCNL Commercio, 4° livello assunto a tempo indeterminato: quanto dura la prova?',
    );
    expect(openingLines(text)).toContain('60 giorni');
    expect(openingLines(text)).not.toContain('L. 203/2024');
  });

  it("an artisan firm's apprentice: the law's 5 years open", () => {
    const { text } = askAgent(
      'main-agent',
      "Siamo un'impresa artigiana di carpenteria metallica col CCNL metalmeccanici artigianato: l'apprendistato di un saldatore quanto può durare al massimo?",
    );
    const first = text.split('\n')[0] ?? '';
    expect(first).toMatch(/^Per legge.*\*\*5 anni\*\*/);
  });

  it("an industrial firm's apprentice keeps the 3 years first", () => {
    const { text } = askAgent(
      'main-agent',
      "Nel CCNL Metalmeccanici industria l'apprendistato quanto può durare al massimo?",
    );
    expect(openingLines(text)).not.toMatch(/fino a \*\*5 anni\*\*/);
  });

  it("a child's age put as a case after an earlier age: the new age decides", () => {
    const { text } = askAgent(
      'main-agent',
      'E quando il figlio avrà compiuto 9 anni? Quanti giorni di congedo per la malattia del figlio avrò in un anno?',
      {
        history: [
          'Sono impiegata metalmeccanica (Federmeccanica), mio figlio ha 3 anni e prende sempre la febbre: il contratto mi dà giorni pagati?',
        ],
      },
    );
    expect(openingLines(text)).toContain('10 giorni');
    expect(text).toContain('Non vale per un figlio di 9 anni');
  });
});
