import { describe, expect, it } from 'vitest';
import { askAgent, openingLine } from '../testing/agents.js';

// Session 24 (fixs24d): the answer classes behind h61's failures, in new words.
describe('a quarter’s domestic INPS asked beside a deadline the story states', () => {
  it('the amounts, not the due day: months spanning a quarter, holidays included in the hours', () => {
    const a = askAgent(
      'main-agent',
      "La badante prende 8 euro all'ora; tra aprile e giugno 2026 ha lavorato 300 ore, comprese le ferie. Devo pagare il MAV entro il 10 luglio: quanto verso all'INPS e quanto posso trattenerle?",
    );
    expect(openingLine(a.text)).toContain('**510,00 €**');
    expect(openingLine(a.text)).toContain('129,00 €');
    expect(openingLine(a.text)).toContain('nel trimestre');
  });
  it('a payment that "scade" on a day is no agreement’s expiry: the amount asked', () => {
    const a = askAgent(
      'main-agent',
      "La colf prende 7 euro l'ora, nel trimestre luglio-settembre 2026 ha fatto 260 ore. Il bollettino scade il 10 ottobre: quanto devo pagare?",
    );
    expect(openingLine(a.text)).toContain('**442,00 €**');
  });
  it('a deadline asked on its own is still the due day', () => {
    const a = askAgent(
      'main-agent',
      'Entro quando devo pagare i contributi INPS della colf di aprile, maggio e giugno?',
    );
    expect(openingLine(a.text)).toContain('entro il 10 luglio');
  });
});

describe('a claim whose verdict the answer implies opens with it', () => {
  it('a domestic worker’s hourly INPS share stated and right: Sì', () => {
    const a = askAgent(
      'calcolo',
      "lavoro da colf 12 ore a settimana a 7,50 euro l ora, nel 2026 mi trattengono 0,43 euro all'ora di contributi, e corretto??",
    );
    expect(openingLine(a.text)).toMatch(/^\*\*Sì\*\*/);
    expect(openingLine(a.text)).toContain('0,43 €');
  });
  it('a domestic worker’s hourly INPS share stated and wrong: No, with the right share', () => {
    const a = askAgent(
      'main-agent',
      "Sono badante a ore, 20 ore settimanali, prendo 10 euro l'ora. La famiglia mi toglie 0,43 € l'ora di INPS: torna?",
    );
    expect(openingLine(a.text)).toMatch(
      /^\*\*No\*\*: la quota INPS a carico del lavoratore è \*\*0,48 € l'ora\*\*/,
    );
  });
  it('the extra week of holidays with the years told in the story, "mi spetta?" pointing back', () => {
    const a = askAgent(
      'main-agent',
      "Faccio l'operaio metalmeccanico, sono ormai 20 anni che lavoro nella stessa azienda. Ho sentito che c'è una settimana di ferie in più per chi ha tanta anzianità: è vero che mi spetta?",
    );
    expect(openingLine(a.text)).toMatch(/^\*\*Sì\*\*/);
    expect(openingLine(a.text)).toContain('**18 anni**');
  });
  it('a component claimed in an extra month, read on the agreement’s rule', () => {
    const a = askAgent(
      'main-agent',
      'Faccio il cameriere in un ristorante, contratto FIPE. Il consulente dice che gli scatti entrano anche nella quattordicesima. Giusto?',
    );
    expect(openingLine(a.text)).toMatch(/^\*\*No\*\*/);
    expect(openingLine(a.text)).toContain('**senza gli scatti di anzianità**');
  });
  it('both extra months claimed, one each way: Sì when both hold', () => {
    const a = askAgent(
      'main-agent',
      'Nel mio ristorante (CCNL FIPE) mi dicono che la tredicesima comprende gli scatti, mentre la quattordicesima no. È vero?',
    );
    expect(openingLine(a.text)).toMatch(/^\*\*Sì\*\*/);
  });
});

describe('cleaning for a family is domestic work: no IRPEF withheld', () => {
  it('the cleaner’s own words, a firm only compared: No, no withholding agent', () => {
    const a = askAgent(
      'main-agent',
      'Faccio le pulizie a casa di una famiglia tre mattine a settimana. Mi hanno detto che le tasse me le toglie direttamente la famiglia dalla busta, giusto?',
    );
    expect(openingLine(a.text)).toMatch(/^\*\*No\*\*/);
    expect(openingLine(a.text)).toContain("sostituto d'imposta");
    expect(openingLine(a.text)).toContain('dichiarazione dei redditi');
    expect(a.text).not.toContain('Multiservizi');
  });
  it('a yes-or-no question on the withholding, in the shorthand "trattenuta IRPEF": No, not the tax brackets', () => {
    const a = askAgent(
      'main-agent',
      'Pulisco la casa di un signore anziano tre volte a settimana, lui mi deve fare la trattenuta IRPEF?',
    );
    expect(openingLine(a.text)).toMatch(/^\*\*No\*\*/);
    expect(a.text).not.toContain('Scaglioni IRPEF');
  });
  it('the rule said the other way round: Sì', () => {
    const a = askAgent(
      'main-agent',
      'Lavoro come colf: il datore mi ha detto che non deve trattenermi le tasse, è vero?',
    );
    expect(openingLine(a.text)).toMatch(/^\*\*Sì\*\*/);
  });
  it('cleaning in a firm stays the cleaning firms’ agreement', () => {
    const a = askAgent(
      'main-agent',
      "Faccio le pulizie in un'azienda di Milano, quanto prendo al 2 livello?",
    );
    expect(openingLine(a.text)).toContain('Multiservizi');
  });
});

describe('"prox" is "prossimo": the next tranche after today', () => {
  it('Commercio 2° livello: the February 2027 tranche', () => {
    const a = askAgent('main-agent', '2 liv commercio: la prox tranche quando scatta e quanto mi dà in più?');
    expect(openingLine(a.text)).toContain('1° febbraio 2027');
    expect(openingLine(a.text)).toContain('**54,11 €**');
  });
});
