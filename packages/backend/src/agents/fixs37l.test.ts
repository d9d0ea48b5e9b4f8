import { describe, expect, it } from 'vitest';
import { readQuestion } from '../reader/read.js';
import { askAgent, openingLine, openingLines, TEST_TODAY, testKb } from '../testing/agents.js';

const STUDIO =
  'Apprendista professionalizzante in uno studio di commercialisti, CCNL Studi professionali Confprofessioni, livello di destinazione 4°, tempo pieno, assunta 15 mesi fa. Qual è la retribuzione minima mensile che le spetta questo mese?';

const readAfter = (message: string, history: string[]) =>
  readQuestion({ kb: testKb, message, history, today: TEST_TODAY });

/** Apprentice follow-ups, households that employ a carer, and a level code of another agreement (session 37). */
describe("an apprentice's follow-up that names the minimums' increase keeps the apprentice's share", () => {
  it('reads "mi pare ci sia un aumento dei minimi … quanto diventa x lei" as her share at the new date', () => {
    const text = askAgent(
      'calcolo',
      'e a dicembre? mi pare ci sia un aumento dei minimi dal 1/12, quanto diventa x lei',
      { history: [STUDIO] },
    ).text;
    expect(openingLine(text)).toContain('**1.372,00 €**');
    expect(openingLine(text)).toContain('1.614,12 €');
  });

  it('reads a turn that points back to the worker ("per lui a dicembre") as a follow-up', () => {
    const before =
      'Studio notarile, CCNL Confprofessioni: abbiamo un apprendista professionalizzante assunto due mesi fa, livello finale 4° super, tempo pieno. Quanto gli spetta di minimo adesso?';
    const text = askAgent(
      'calcolo',
      'ho sentito che dal primo dicembre ci sono gli aumenti del tabellare, per lui a dicembre quanto viene?',
      { history: [before] },
    ).text;
    expect(openingLine(text)).toContain('**1.171,87 €**');
  });

  it('keeps the share when the first turn was read as a minimum ("con l\'aumento dei minimi")', () => {
    const before =
      'Sono apprendista in uno studio di architettura (contratto Confprofessioni), a fine apprendistato sarò al 5° livello, full time; sono al 19° mese. Quanto devo prendere lordo adesso?';
    const text = askAgent('calcolo', "e da dicembre, con l'aumento dei minimi, quanto mi va dato?", {
      history: [before],
    }).text;
    expect(openingLine(text)).toContain('**1.276,86 €**');
  });

  it("still asks the level's minimum when the turn names it beside the increase", () => {
    const read = readAfter("e il minimo del 4° a dicembre, con l'aumento?", [STUDIO]);
    expect(read.intent).toBe('minimum_pay');
    const shared = readAfter('e a dicembre? mi pare ci sia un aumento dei minimi', [STUDIO]);
    expect(shared.intent).toBe('apprenticeship');
    expect(shared.slots.date).toBe('2026-12-01');
  });
});

describe('a family that hires a carer is the employer, even when told by a consultant', () => {
  it('places a live-in carer of a mother no longer self-sufficient, untrained, at CS', () => {
    const text = askAgent(
      'inquadra',
      "Ciao, ho qui una famiglia, la mamma ha 88 anni, è allettata dopo l'ictus e non è più autosufficiente, serve qualcuno giorno e notte. Hanno trovato tramite la parrocchia una signora ucraina che vivrà con loro, senza diploma né OSS. Con che livello la inquadriamo?",
    ).text;
    expect(openingLine(text)).toContain('**livello CS** del CCNL Lavoro domestico');
  });

  it('reads "una donna che vivrà con la mamma" as a domestic carer (OSS: DS)', () => {
    const text = askAgent(
      'inquadra',
      "I figli di un mio cliente hanno trovato una donna con l'attestato OSS che vivrà con la mamma, non più autosufficiente dopo una caduta. In che livello va messa?",
    ).text;
    expect(openingLine(text)).toContain('**livello DS** del CCNL Lavoro domestico');
  });
});

describe("another agreement's level code said of one that keeps the former categories", () => {
  it("opens the Confapi answer with the minimums of the D1's former 1ª and 2ª categoria", () => {
    const text = askAgent(
      'main-agent',
      'CCNL metalmeccanici PMI Confapi (Unionmeccanica): un operaio inquadrato D1, qual è il minimo tabellare in vigore oggi?',
    ).text;
    const opening = openingLines(text);
    expect(opening).toContain('**1.639,96 €** in 1ª categoria');
    expect(opening).toContain('**1.811,11 €** in 2ª categoria');
    expect(opening).toContain("la sigla D1 non c'è");
    expect(opening).not.toContain('1.784,94');
  });
});
