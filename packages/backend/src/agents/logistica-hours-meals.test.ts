import { describe, expect, it } from 'vitest';
import { askAgent, openingLine } from '../testing/agents.js';

const ask = (message: string) => askAgent('main-agent', message).text;

describe('Logistica: daily hours, meal times away and the drivers’ extra permits', () => {
  it('the daily span and the weekly minimum of the non-travelling staff are read from art. 9', () => {
    const text = ask('logistica magazino quante ore minimo e massimo al giorno e minimo a settimana?');
    expect(text).toMatch(/minimo di 6 ore/);
    expect(text).toMatch(/massimo di 9 ore/);
    expect(text).toMatch(/30 ore/);
  });

  it('"quanto tempo per i pasti" asks a time, not an amount: the meal-time passage opens, not the allowance in euro', () => {
    const lead = openingLine(
      ask(
        "CCNL Logistica, personale viaggiante in trasferta: quanto tempo per i pasti è escluso dall'orario per una trasferta di 14 ore e per una di 18?",
      ),
    );
    expect(lead).toMatch(/1 ora per le trasferte fino a 15 ore/);
    expect(lead).toMatch(/2 ore/);
    expect(lead).not.toMatch(/€/);
  });

  it("a driver's permits beside the abolished holidays: 4,5 days paid at 75%", () => {
    const text = ask(
      'autista viaggiante quanti giorni di permesso in più ho oltre le festivita abolite e come vengono pagati',
    );
    expect(text).toMatch(/4,5 giornate/);
    expect(text).toMatch(/75%/);
  });
});

describe('Logistica: hours away told in a follow-up on the travel allowance', () => {
  it('"e se sto fuori 8 ore?" opens with the allowance by bands, not the meal times', () => {
    const lead = openingLine(
      askAgent('main-agent', 'E se invece rientro in giornata ma sto fuori tipo 8 ore?', {
        history: [
          'sono autista camion B3 ccnl logistica trasporto merci, quando faccio un viaggio in italia che dura tra 18 e 24 ore quanto mi spetta di trasferta al giorno adesso col nuovo contratto?',
        ],
      }).text,
    );
    expect(lead).toMatch(/23,80 €/);
  });
});
