import { describe, expect, it } from 'vitest';
import { askAgent, openingLine, openingLines } from '../testing/agents.js';

describe('session 56: the clause of the working-time rule that settles the case told', () => {
  it('overtime put in the bank of hours: the share of the surcharge paid at once and when to choose', () => {
    // UILM Alto Adige, monte ore (CCNL Metalmeccanica industria): 50% of the overtime surcharge, choice by the
    // month after the work.
    const answer = askAgent(
      'main-agent',
      'Sono operaio in una fabbrica metalmeccanica: se le ore che faccio dopo l’orario le lascio in banca ore invece di farmele pagare, cosa prendo in busta e fino a quando posso decidere?',
    );
    expect(openingLines(answer.text)).toContain('50%');
    expect(openingLines(answer.text)).toContain('mese successivo');
    expect(openingLine(answer.text)).not.toContain('notturno festivo');
  });

  it("called in on one's weekly rest day in a shop: 30% and a compensatory day (Commercio art. 144)", () => {
    const answer = askAgent(
      'main-agent',
      'Commessa in un supermercato Confcommercio: il mercoledì è il mio giorno libero ma domani mi chiamano a lavorare per coprire una collega. Cosa mi devono in più?',
    );
    expect(openingLines(answer.text)).toContain('30%');
    expect(openingLines(answer.text)).toContain('riposo compensativo');
  });

  it('more weekly hours in the busy season without overtime: 44 hours, 16 weeks, recovered in 12 months', () => {
    const answer = askAgent(
      'main-agent',
      'Negozio di articoli sportivi, contratto del terziario Confcommercio: d’estate l’azienda vuole farci lavorare 43 ore a settimana recuperando le ore in inverno, senza pagarle come straordinario. Si può e fino a quando?',
    );
    expect(openingLines(answer.text)).toContain('16 settimane');
    expect(openingLines(answer.text)).toContain('12 mesi');
  });

  it('an agreement whose rule has no such clause keeps its usual answer', () => {
    const answer = askAgent(
      'main-agent',
      'CCNL Multiservizi: la domenica è il mio giorno di riposo, se mi chiamano a lavorare quanto mi spetta?',
    );
    expect(openingLines(answer.text)).not.toContain('flessibilità');
  });
});
