import { describe, expect, it } from 'vitest';
import { askAgent, openingLine, TEST_TODAY } from '../testing/agents.js';

// Session 59 (fixs59h): invented figures. An agreement not held that shares words with a held one, a minimum
// asked past the agreement's last agreed day, a regional surcharge only carried into a year whose published
// change was not read: each is a gap said plainly, with no figure. And two sections of one agreement asked beside
// another keep both levels.
const EURO_OR_PERCENT = /\d[\d.]*,\d{2}\s*€|\d\s*%|\d+\s*euro\b/;

describe('an agreement not held beside the held one whose words it shares', () => {
  it.each([
    'lavoro in un negozio, mi hanno detto che il contratto è quello del commercio di Conflavoro PMI: il 3° livello quanto prende?',
    'Ditta artigiana di impianti, applica il contratto metalmeccanici artigiani firmato da Fesica Confsal. Minimo del 5° livello?',
  ])('%s', (q) => {
    const text = askAgent('main-agent', q, { today: TEST_TODAY }).text;
    expect(openingLine(text)).toMatch(/Conflavoro PMI-Fesica Confsal non è nella base di conoscenza/);
    expect(text).not.toMatch(EURO_OR_PERCENT);
  });

  it('a comparison with one side not held names it as missing and gives no figure', () => {
    const text = askAgent(
      'confronta',
      'siamo una ditta di pulizie artigiana, ci conviene di più il multiservizi o il contratto delle pulizie artigiane? mettimi vicini i minimi del 3° livello',
      { today: TEST_TODAY },
    ).text;
    expect(openingLine(text)).toMatch(/pulizia artigiane non è nella base di conoscenza/);
    expect(openingLine(text)).toMatch(/Multiservizi/);
    expect(text).not.toMatch(EURO_OR_PERCENT);
  });
});

describe('a minimum asked past the last day its agreement fixes', () => {
  it('a day after the expiry and still to come is a gap, without the last table', () => {
    const text = askAgent(
      'main-agent',
      'per il preventivo del 2028: un 4° livello col contratto Confapi dei metalmeccanici a marzo 2028 che minimo avrà?',
      { today: TEST_TODAY },
    ).text;
    expect(openingLine(text)).toMatch(/non è nella base di conoscenza/);
    expect(openingLine(text)).toMatch(/31 dicembre 2026/);
    expect(text).not.toMatch(EURO_OR_PERCENT);
  });

  it('a day the agreement still covers keeps its figure', () => {
    const text = askAgent('main-agent', 'Confapi metalmeccanici, minimo del 5° livello a dicembre 2026?', {
      today: TEST_TODAY,
    }).text;
    expect(openingLine(text)).toMatch(/2\.245,87 €/);
  });
});

describe('two sections of one agreement, each with its level, beside another agreement', () => {
  it('the travelling staff level written number first keeps its own row', () => {
    const text = askAgent(
      'confronta',
      "Quanto pesano gli ultimi rinnovi? Logistica: impiegato non viaggiante 3° super e autista viaggiante 3B; Multiservizi: 2° livello. L'aumento a regime di ciascuno.",
      { today: TEST_TODAY },
    ).text;
    expect(openingLine(text)).toMatch(/230,00 €/);
    expect(openingLine(text)).toMatch(/260,00 €/);
    expect(openingLine(text)).toMatch(/215,00 €/);
  });
});

describe('regional surcharge rates only carried over into a year whose change was published', () => {
  it('asked outright, the rates are a gap with no rate', () => {
    const text = askAgent(
      'calcolo',
      "abito a Trento: nel 2026 l'addizionale regionale è cambiata? che aliquota si paga adesso?",
      { today: TEST_TODAY },
    ).text;
    expect(openingLine(text)).toMatch(/non sono nella base di conoscenza/);
    expect(text).not.toMatch(EURO_OR_PERCENT);
  });

  it('a region whose year was read keeps its rates', () => {
    const text = askAgent('calcolo', "che aliquote ha l'addizionale regionale della Lombardia nel 2026?", {
      today: TEST_TODAY,
    }).text;
    expect(text).toMatch(/\d%/);
  });
});
