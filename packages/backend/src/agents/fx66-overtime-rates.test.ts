import { describe, expect, it } from 'vitest';
import { askAgent, openingLines } from '../testing/agents.js';

// Overtime's percentages, the law's weekly ceiling and the band past the 48th hour (wave 66): phrasings written
// for this file.
describe('the overtime surcharges asked without a level are the percentages, not a request for the level', () => {
  it('the tiers of an agreement that pays the first hours less', async () => {
    const answer = await askAgent(
      'calcolo',
      'faccio il saldatore, contratto metalmeccanici industria, a volte mi tengono 3 ore in piu al giorno: come sono maggiorate le prime ore e le altre?',
    );
    expect(answer.text).not.toMatch(/mi serve il livello/);
    expect(answer.text).toMatch(/25%/);
    expect(answer.text).toMatch(/30%/);
  });

  it('the weekday and the holiday rate, with the divisor, when both are asked', async () => {
    const answer = await askAgent(
      'calcolo',
      'Studio di architetti, CCNL Studi professionali: la maggiorazione degli straordinari feriali e di quelli festivi qual è?',
    );
    const opening = openingLines(answer.text);
    expect(opening).toMatch(/15%/);
    expect(opening).toMatch(/30%/);
    expect(opening).toMatch(/170/);
  });
});

describe("the law's ceiling on the week's hours, overtime included", () => {
  it('48 hours on average, said in the opening, with no agreement asked for', async () => {
    const answer = await askAgent(
      'main-agent',
      'Faccio turni lunghissimi e il capo dice che è tutto regolare: per legge qual è il massimo di ore da lavorare a settimana, compresi gli straordinari?',
    );
    expect(openingLines(answer.text)).toMatch(/48 ore/);
    expect(answer.text).toMatch(/66\/2003/);
    expect(answer.text).not.toMatch(/Quale CCNL applica/);
  });

  it('two agreements compared, the law not named, are not answered with the law', async () => {
    const answer = await askAgent(
      'confronta',
      'Oggi sono colf convivente col contratto del lavoro domestico e mi propongono un posto col contratto multiservizi: al massimo quante ore a settimana lavorerei con ciascuno?',
    );
    expect(openingLines(answer.text)).not.toMatch(/D\.Lgs\. 66\/2003/);
  });
});

describe('hours past the 48th of the week are paid at their own band', () => {
  it("the Commercio's 20% for the hours beyond the 48th", async () => {
    const answer = await askAgent(
      'calcolo',
      'E se la settimana dopo ha sforato la 48ª ora di 2 ore, quanto gli spetta per quelle 2?',
      {
        history: [
          'CCNL Commercio Confcommercio, impiegato di IV livello a tempo pieno senza scatti: a novembre ha fatto 6 ore di straordinario, tutte entro la 48ª ora. Quanto valgono?',
        ],
      },
    );
    expect(openingLines(answer.text)).toMatch(/20%/);
  });
});
