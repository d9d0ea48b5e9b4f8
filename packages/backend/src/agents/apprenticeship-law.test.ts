import { describe, expect, it } from 'vitest';
import { askAgent, openingLines as opening, withUpload } from '../testing/agents.js';

// D.Lgs. 81/2015, artt. 42 c. 4 and 44; L. 977/1967, art. 15: the law's rule opens, not the agreement's pay rule.
describe("the apprenticeship's law rules asked beside an agreement", () => {
  it('an apprentice of 17 without a qualification: no, from 18, and the first-level apprenticeship', () => {
    const { text } = askAgent(
      'calcolo',
      'Mio figlio ha 17 anni e nessun diploma, un bar che applica il contratto dei pubblici esercizi lo vorrebbe come apprendista barista. Si può fare un apprendistato professionalizzante a 17 anni?',
    );
    expect(opening(text)).toMatch(/^\*\*No\*\*/);
    expect(opening(text)).toContain('18 anni');
    expect(opening(text)).toContain('primo livello');
    expect(opening(text)).not.toMatch(/\*\*Sì\*\*/);
  });

  it('the follow-up with the professional qualification carries the apprenticeship over', () => {
    const first =
      'Mia nipote ha 16 anni, una parrucchiera (contratto commercio) la prenderebbe come apprendista: si può fare un apprendistato professionalizzante a 16 anni?';
    const { text } = askAgent('calcolo', 'e se avesse 17 anni e la qualifica professionale?', {
      history: [first],
    });
    expect(opening(text)).toMatch(/^\*\*Sì\*\*/);
    expect(opening(text)).toContain('17 anni');
  });

  it('too old at 29 and some months: no, until the day before turning 30', () => {
    const { text } = askAgent(
      'calcolo',
      'ho 29 anni e 3 mesi, un negozio di elettronica (commercio) mi vuole prendere come apprendista, mia sorella dice che sono troppo vecchia. ha ragione?',
    );
    expect(opening(text)).toContain('30 anni');
    expect(opening(text)).not.toContain('due livelli sotto');
  });

  it('the end of the apprenticeship: withdrawal with notice under art. 2118 c.c., or it goes on', () => {
    const { text } = askAgent(
      'calcolo',
      'Sono apprendista magazziniere in un supermercato, contratto commercio, e a marzo finisce il mio apprendistato. Quando finisce l’apprendistato l’azienda mi può mandare via senza motivo?',
    );
    expect(opening(text)).toContain('preavviso');
    expect(opening(text)).toContain('2118');
    expect(opening(text)).not.toContain('due livelli sotto');
  });

  it("a minor's roster with evening shifts past 22: the law's night ban opens", () => {
    const roster =
      'Ristorante Da Gino - orari settimana 3-9 agosto 2026\nApprendista aiuto cuoco: Luca B., nato il 2/05/2010\nLun 03/08: 18:00-23:00\nMar 04/08: 11:00-15:00\nMer 05/08: 18:00-22:00\nGio 06/08: riposo\n';
    const { text } = askAgent(
      'calcolo',
      'Ti allego gli orari del mio apprendista di cucina, CCNL pubblici esercizi: sono regolari?',
      withUpload('orari.txt', roster),
    );
    expect(opening(text)).toMatch(/^\*\*No\*\*/);
    expect(opening(text)).toContain('dalle 22 alle 6');
    expect(opening(text)).toContain('03/08');
    expect(opening(text)).not.toContain('05/08 (');
  });
});

// CCNL Terziario art. 53 at a month asked and at part time.
describe("a Commercio apprentice's pay at the month asked and at part time", () => {
  it('part time 20 of 40 hours in the first half: the 6th level minimum × 20/40', () => {
    const { text } = askAgent(
      'calcolo',
      'commercio, apprendista part time 20 ore su 40, livello finale 4°, prima metà del percorso: quanto prende lordo al mese a settembre 2026?',
    );
    expect(opening(text)).toContain('770,89 €');
  });
});

describe('an apprentice already kept on, asked about seniority', () => {
  it('answers the seniority share, not the withdrawal at the end of the period', () => {
    const { text } = askAgent(
      'main-agent',
      'Metalmeccanici Federmeccanica: il nostro ex apprendista è stato confermato a tempo indeterminato alla fine del periodo di formazione. Gli anni di apprendistato contano per gli scatti di anzianità?',
    );
    expect(opening(text)).toContain('65%');
    expect(opening(text)).not.toContain('2118');
  });
});
