import { describe, expect, it } from 'vitest';
import { findLevel } from '../kb/pay.js';
import { scoreIntents } from '../reader/intents.js';
import { askAgent, openingLine, testKb } from '../testing/agents.js';

const agreement = (id: string) => {
  const ccnl = testKb.byId(id);
  if (!ccnl) throw new Error(`${id} is not in the knowledge base`);
  return ccnl;
};

describe('levels read as the worker writes them', () => {
  it('joins a number, the ordinal sign and a letter into the agreement’s code', () => {
    expect(findLevel(agreement('alimentari-industria'), 'un 3°A, tipo il capoturno')).toBe('3A');
    expect(findLevel(agreement('alimentari-industria'), 'il 1°S del contratto')).toBe('1S');
    expect(findLevel(agreement('pubblici-esercizi-fipe'), 'un 6°s in sala')).toBe('6s');
    // A spaced letter is a preposition, and a letter the agreement has no code for stays apart.
    expect(findLevel(agreement('alimentari-industria'), 'un 3° livello a tempo pieno')).toBe('3');
  });

  it('answers the 3A minimum of a follow-up written "3°A"', () => {
    const answer = askAgent(
      'calcolo',
      'E se invece parliamo di un 3°A, tipo il capoturno del confezionamento, quanto fa in tutto?',
      {
        history: [
          'Per un operaio di 5° livello del CCNL Industria alimentare quali sono oggi minimo e contingenza mensili lordi?',
        ],
      },
    ).text;
    expect(openingLine(answer)).toContain('2.272,67 €');
  });

  it('weighs the level written on the worker’s papers as the one held', () => {
    const held = openingLine(
      askAgent(
        'inquadra',
        'lavoro in un self service, sparecchio e preparo i vassoi, mi chiamano commis di sala. contratto fipe, che livello mi spetta? nel contratto c e scritto 7',
      ).text,
    );
    expect(held).toContain('**6° livello super**');
    expect(held).toContain('del 7° livello indicato');
    const letter = openingLine(
      askAgent(
        'inquadra',
        "faccio il barista in un bar, contratto fipe. Sulla lettera d'assunzione risulta il 6 super, è giusto?",
      ).text,
    );
    expect(letter).toContain('del 6° livello super indicato');
  });
});

describe('the chef’s deputy', () => {
  it('places a sous-chef who coordinates the capi partita at the sotto capo cuoco’s level', () => {
    const answer = askAgent(
      'inquadra',
      "Il ragazzo che era il vice dello chef se n'è andato, devo prendere un sous-chef: sostituisce lo chef nei giorni di riposo, coordina i capi partita e controlla le preparazioni, ma non è lui il responsabile della cucina. Contratto FIPE: che livello gli spetta?",
    ).text;
    expect(openingLine(answer)).toContain('**3° livello**');
    expect(answer).toContain('«sotto capo cuoco»');
  });

  it('reads a vice chef as the deputy, not the vice direttore', () => {
    const answer = openingLine(
      askAgent(
        'inquadra',
        'Cerco un vice chef per la mia trattoria, contratto pubblici esercizi: che livello?',
      ).text,
    );
    expect(answer).toContain('**3° livello**');
  });
});

describe('a level held, asked to be confirmed', () => {
  it('reads the question as a classification, not as the level’s pay', () => {
    const top = (q: string) => scoreIntents(q)[0]?.intent;
    expect(
      top("ho un sous chef che prende il posto dello chef. l'ho inquadrato al 4° livello: e corretto?"),
    ).toBe('classification');
    expect(top("l'abbiamo messa al 6° super come barista, e corretto oppure le spetta di piu?")).toBe(
      'classification',
    );
    // A pay the payslip gives ("l'ora festiva me l'hanno messa a 12,20") is no level held.
    expect(top("in busta l'ora festiva me l'hanno messa a 12,20. e giusto o mi spetta di piu?")).not.toBe(
      'classification',
    );
    // A pay figure asked beside it stays a pay question.
    expect(top("l'ho inquadrato al 4° livello: e corretto? quanto prende di minimo?")).not.toBe(
      'classification',
    );
  });
});
