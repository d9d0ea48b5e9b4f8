import { describe, expect, it } from 'vitest';
import { askAgent, openingLines } from '../testing/agents.js';

// The agreement's part-time chapter asked beside the law's precedence back to full time (wave 65): the opening says
// what the knowledge base holds of the agreement, or that its clause is not there, before the law's rule.
describe("the agreement's part-time asked with the precedence", () => {
  it('an agreement whose part-time is a gap says so first, then gives the law', async () => {
    const answer = await askAgent(
      'main-agent',
      'Faccio il mulettista con il contratto Logistica, trasporto merci e spedizione. Vorrei ridurre a 24 ore: il CCNL che cosa dice del part-time, ci sono ore minime? E avrei la precedenza per tornare a tempo pieno?',
    );
    const opening = openingLines(answer.text);
    expect(opening).toMatch(/CCNL Logistica[^\n]*part-time[^\n]*non è nella base di conoscenza/);
    expect(opening.indexOf('non è nella base di conoscenza')).toBeLessThan(opening.indexOf('precedenza'));
    expect(answer.text).toMatch(/D\.Lgs\. 81\/2015, art\. 8 c\. 6/);
  });

  it('an agreement that holds its minimum hours gives them before the law', async () => {
    const answer = await askAgent(
      'main-agent',
      'Lavoro in un bar (CCNL pubblici esercizi Fipe) e voglio passare a part-time: secondo il contratto quante ore minime devo fare? Poi ho il diritto di precedenza se riassumono a tempo pieno?',
    );
    const opening = openingLines(answer.text);
    expect(opening).toMatch(/15 ore settimanali/);
    expect(opening).toMatch(/diritto di precedenza/);
    expect(opening).not.toMatch(/non è nella base di conoscenza/);
  });

  it('the precedence alone, with the agreement only named, stays the law', async () => {
    const answer = await askAgent(
      'main-agent',
      'Contratto logistica: sono passata a part-time, ho diritto di precedenza se assumono a tempo pieno?',
    );
    expect(openingLines(answer.text)).not.toMatch(/non è nella base di conoscenza/);
    expect(openingLines(answer.text)).toMatch(/diritto di precedenza/);
  });

  it('a story of going back to full time, asking to pass ahead of an outside hire, gets the precedence', async () => {
    const answer = await askAgent(
      'main-agent',
      "Lavoro in un hotel (CCNL turismo Federalberghi), sono passata a part-time a 24 ore. Ora vorrei tornare a tempo pieno e l'albergo cerca un'altra receptionist full-time da assumere. Posso passare avanti rispetto a una persona esterna?",
    );
    expect(openingLines(answer.text)).toMatch(/diritto di precedenza/);
  });
});
