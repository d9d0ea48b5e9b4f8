import { describe, expect, it } from 'vitest';
import { askAgent, openingLine } from '../testing/agents.js';

// A story with a wife's part-time, a former category and the year the levels changed (eval h104-metal-c3-*).
const METAL_STORY =
  "Ciao, provo a spiegarmi. Lavoro in un'azienda metalmeccanica di Brescia da cinque anni, siamo più di 200, CCNL Federmeccanica. Quando sono entrato ero 4ª categoria, poi con il nuovo inquadramento del 2021 e una promozione adesso in busta c'è scritto livello C3. Faccio turni a ciclo continuo e mia moglie lavora part-time, abbiamo da poco comprato casa. A giugno il capo reparto ci ha detto che l'aumento 2026 era 'qualche decina di euro', un collega più anziano dice che siamo sopra i 2.200. Io mi ricordo che l'anno scorso stavo sui 2.158 di minimo. Qual è il minimo tabellare del C3 in vigore adesso?";

const text = async (agent: string, message: string, history: string[] = []) =>
  (await askAgent(agent, message, { history })).text;

describe('follow-ups answered as asked', () => {
  it("opens with a level's RAL and the month's INPS, whatever 13th and 14th months the story counts", async () => {
    const answer = await text(
      'calcolo',
      'Mi hanno detto che nel commercio le mensilità sono 14, tredicesima e quattordicesima, giusto? Solo il minimo del 4° livello di adesso, quanto viene la RAL? E di contributi INPS a mio carico quanto mi tolgono ogni mese sul minimo?',
      ['Commercio Confcommercio, 4° livello full time: qual è il minimo lordo mensile oggi?'],
    );
    expect(openingLine(answer)).toContain('RAL');
    expect(openingLine(answer)).toContain('**25.462,50 €**');
    expect(openingLine(answer)).toContain('**167,14 € al mese**');
  });

  it("reads two extra hours as overtime when only someone else's part-time is told", async () => {
    const answer = await text(
      'calcolo',
      'La settimana scorsa il capoturno mi ha chiesto di fermarmi due ore in più un martedì, di giorno. Il collega dice che le prime due ore si pagano col 25% in più. Considerando solo il minimo del C3 e il divisore orario mensile, quanto mi devono lordi per quelle due ore di straordinario, maggiorazione compresa?',
      [METAL_STORY],
    );
    expect(answer).not.toMatch(/supplementar/);
    expect(openingLine(answer)).toContain('25%');
    expect(openingLine(answer)).toContain('31,96 €');
  });

  it("gives the increments' monthly total beside their count", async () => {
    const answer = await text(
      'calcolo',
      'ah e gli scatti? sono dentro da 5 anni giusti, quanti ne ho maturati e quanto valgono al mese per il C3?',
      [METAL_STORY],
    );
    expect(openingLine(answer)).toContain('**2 scatti**');
    expect(openingLine(answer)).toContain('**59,28 €**');
  });

  it('answers the increments asked in inquadra instead of a classification', async () => {
    const answer = await text(
      'inquadra',
      'operaio metalmeccanico, faccio manutenzione macchine, inquadrato C3 da 5 anni nella stessa ditta. quanti scatti biennali ho e quanto vale ognuno per il mio livello?',
    );
    expect(answer).not.toMatch(/^Livello proposto/);
    expect(openingLine(answer)).toContain('C3');
    expect(answer).toContain('29,64 €');
  });

  it('gives the whole year of INPS when the 1% is only told beside the ask', async () => {
    const answer = await text(
      'calcolo',
      "quadro in azienda con RAL 70.000 nel 2026: quanto mi trattengono di contributi inps in tutto l'anno? ho sentito che sopra una certa soglia c'è l'1% in più",
    );
    expect(openingLine(answer)).toContain('**6.570,76 €**');
    expect(openingLine(answer)).toContain('137,76 €');
  });
});
