import { describe, expect, it } from 'vitest';
import { askAgent, openingLine } from '../testing/agents.js';

// Session 30 (fixs30e): blind misses h98-h101 on the Cassa Edile, a yardstick agreement, day and night overtime
// asked in turn, and a notice asked without the level and the years of service.

describe("a building operaio's Cassa Edile set-aside", () => {
  it('asked as "quanto devo accantonare" on a month\'s pay is computed', () => {
    const line = openingLine(
      askAgent(
        'calcolo',
        'impresa edile: per un muratore la retribuzione del mese per la Cassa Edile è 2.000 €, quanto dobbiamo versare di accantonamento per ferie e tredicesima?',
      ).text,
    );
    expect(line).toContain('**370,00 € lordi**');
  });
  it('a claim that the Cassa pays the 13th named a sentence before opens with Sì and the whole share', () => {
    const line = openingLine(
      askAgent(
        'main-agent',
        "sono manovale edile e in busta non c'è la tredicesima. il titolare dice che a pagarla è la Cassa Edile, è così? che percentuale accantona?",
      ).text,
    );
    expect(line).toMatch(/^\*\*Sì\*\*/);
    expect(line).toContain('**18,50%**');
  });
  it('"chi paga le ferie?" after a comparison names the Cassa Edile and its share first', () => {
    const line = openingLine(
      askAgent('confronta', 'chi paga le ferie agli operai?', {
        history: ['Confronto ferie tra Metalmeccanici industria ed Edilizia industria'],
      }).text,
    );
    expect(line).toMatch(/^Nel CCNL Edilizia industria .*le paga la Cassa Edile/);
    expect(line).toContain("l'**8,50%**");
    expect(line).toContain('Metalmeccanici industria le ferie le paga il datore di lavoro');
  });
});

describe('an agreement named only as the yardstick of a claim', () => {
  it("is not the subject: the conversation's agreement answers", () => {
    const line = openingLine(
      askAgent(
        'main-agent',
        'una collega dice che ormai anche da noi la quattordicesima è intera come nel commercio, confermi? in che mese arriva?',
        { history: ['sono educatrice in una cooperativa sociale, livello D2: quanto prendo al mese?'] },
      ).text,
    );
    expect(line).toMatch(/^\*\*No\*\*: nel CCNL Cooperative sociali/);
    expect(line).toContain('50%');
    expect(line).toContain('giugno');
  });
});

describe('day overtime claimed, then the night asked', () => {
  it("the day's rate answers the claim, the night's follows", () => {
    const text = askAgent(
      'main-agent',
      "Applichiamo il contratto dell'industria alimentare (dolciario). Il capoturno dice che le ore oltre le 40 di giorno vanno pagate col 25% in più: giusto? E di notte?",
    ).text;
    expect(openingLine(text)).toMatch(/^No\b.*\*\*45%\*\*/);
    expect(text).toMatch(/notturno[^\n]*\*\*50%\*\*/);
  });
});

describe('a notice asked without the level and the years of service', () => {
  it('keeps the range and asks both where both decide the term', () => {
    const line = openingLine(
      askAgent('main-agent', 'sono in una coop sociale, se mi licenzio quanto preavviso devo dare?').text,
    );
    expect(line).toContain('da 15 a 90 giorni');
    expect(line).toMatch(/indicami il tuo livello .* e la tua anzianità di servizio/);
  });
  it('asks only the level when the years are told', () => {
    const line = openingLine(
      askAgent('main-agent', 'metalmeccanico industria da 7 anni, quanto preavviso per dimettermi?').text,
    );
    expect(line).toContain('indicami il tuo livello');
    expect(line).not.toContain('anzianità di servizio (');
  });
});
