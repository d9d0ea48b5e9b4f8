import { describe, expect, it } from 'vitest';
import { askAgent, openingLine } from '../testing/agents.js';

// Session 33 (fixs33b): which agreement a business applies, an agreement not held asked by name, and the level
// of a letter that states none (or a former category) asked together with a subject at that level.
const letter = (text: string) => ({ documents: [{ fileId: 'f', fileName: 'lettera.txt', text }] });

describe('which agreement a business applies', () => {
  it('names Multiservizi for a co-operative that does cleaning, whatever hotel it cleans', async () => {
    const answer = await askAgent(
      'main-agent',
      "la nostra cooperativa fa le pulizie negli uffici, nei negozi e nell'hotel del gruppo. Non è una coop sociale. che contratto dovremmo applicare?",
    );
    expect(openingLine(answer.text)).toContain('**CCNL Multiservizi**');
  });

  it("keeps a hotel's own restaurant under the hotel's agreement when asked as one contract or two", async () => {
    const answer = await askAgent(
      'main-agent',
      "abbiamo un albergo con ristorante interno gestito da noi. il ristorante deve avere il ccnl pubblici esercizi o va tutto sotto lo stesso contratto dell'albergo?",
    );
    expect(openingLine(answer.text)).toContain('**CCNL Turismo Federalberghi**');
  });
});

describe('an agreement not held, named as the contract', () => {
  it('says the executives’ agreement is not held instead of the shop agreement’s table', async () => {
    const answer = await askAgent(
      'main-agent',
      'per il nuovo direttore commerciale che assumiamo come dirigente si applica il contratto dirigenti del terziario, quanto è il minimo?',
      { history: ['Nei negozi applichiamo il CCNL Terziario Confcommercio.'] },
    );
    expect(openingLine(answer.text)).toMatch(
      /^\*\*CCNL Dirigenti commercio.* non è nella base di conoscenza\*\*/,
    );
    expect(answer.text).not.toContain('1.818,75');
  });
});

describe("a letter's level left blank or written as a former category", () => {
  it('proposes C1 for an OSS and answers the probation at that level', async () => {
    const answer = await askAgent(
      'inquadra',
      "Applichiamo il CCNL delle cooperative sociali. Nella lettera mancano livello e periodo di prova: è un'OSS, fa assistenza diretta agli ospiti. Che posizione economica le spetta e quanto può durare la prova?",
      letter(
        'COOPERATIVA SOCIALE SERENA - Lettera di assunzione\nMansione: operatrice socio-sanitaria (qualifica OSS regionale): igiene e cura della persona degli ospiti.\nLivello: ____ (da definire)\nPeriodo di prova: ____',
      ),
    );
    expect(openingLine(answer.text)).toContain('C1');
    expect(answer.text.split('\n').slice(0, 2).join(' ')).toContain('30 giornate');
  });

  it("maps a 2012 letter's 4ª categoria to C2 with today's minimum", async () => {
    const answer = await askAgent(
      'inquadra',
      'questo operaio nella lettera del 2012 è in 4a categoria: con la nuova classificazione che livello è e qual è il minimo adesso?',
      letter(
        "METALTECNO S.R.L. - Bergamo, 10/01/2012\nLe comunichiamo l'assunzione in qualità di operaio montatore di macchinari, inquadrato nella 4ª categoria del CCNL per l'industria metalmeccanica e della installazione di impianti.\n",
      ),
    );
    expect(openingLine(answer.text)).toContain('C2');
    expect(openingLine(answer.text)).toContain('2.064,88 €');
    expect(answer.text).not.toContain('dato non disponibile');
  });
});
