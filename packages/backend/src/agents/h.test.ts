import { describe, expect, it } from 'vitest';
import { askAgent, openingLine } from '../testing/agents.js';

// Session 33 (fixs33h): two tax years weighed, and overtime hours valued case by case or by tiers.
describe('two tax years weighed', () => {
  it('opens with the net difference when one year is named against "quest\'anno"', async () => {
    const r = await askAgent(
      'confronta',
      "Con 40 mila di RAL a Milano, su 13 mensilità, quanto prendo in più netto quest'anno rispetto al 2025?",
    );
    expect(openingLine(r.text)).toContain("**166,48 € l'anno in più**");
  });

  it('gives the regional surcharge of both years and what changes, not the municipal one', async () => {
    const r = await askAgent(
      'main-agent',
      "Quanto varia l'addizionale regionale dell'Emilia-Romagna tra il 2025 e il 2026 con una RAL di 45.000 euro a Modena?",
    );
    const opening = openingLine(r.text);
    expect(opening).toContain('**19,30 €**');
    expect(opening).toContain('**827,33 €**');
    expect(opening).toContain('**808,03 €**');
    expect(r.text).not.toContain('Addizionale comunale Modena');
  });

  it("totals a domestic worker's yearly hours in both years", async () => {
    const r = await askAgent(
      'confronta',
      "la mia colf la pago 10 euro l'ora, 20 ore a settimana, tempo indeterminato. quanto mi costano i contributi inps quest anno rispetto al 2025? conta 1040 ore pagate in tutti e due gli anni",
    );
    const opening = openingLine(r.text);
    expect(opening).toContain('**1.965,60 €**');
    expect(opening).toContain('**1.996,80 €**');
    expect(opening).not.toContain('trimestre');
  });
});

describe('the municipal surcharge asked alone', () => {
  it('says it is missing without the regional rates', async () => {
    const r = await askAgent(
      'main-agent',
      "che aliquota ha l'addizionale comunale irpef a Bari nel 2026? e c'è una soglia di esenzione?",
    );
    expect(r.text).not.toMatch(/\d+,\d+%/);
  });
});

describe('overtime hours', () => {
  it('denies "tutte al 25%" when the third hour of a day is at 30%', async () => {
    const r = await askAgent(
      'calcolo',
      'Operaio metalmeccanico Federmeccanica, 2.150 euro lordi al mese. Martedì ho fatto 3 ore oltre il mio orario, di giorno, non di sabato. Il caporeparto dice che vengono pagate tutte al 25% in più. È vero? Quanto dovrei prendere lordo per quelle 3 ore?',
    );
    const opening = openingLine(r.text);
    expect(opening).toMatch(/^\*\*No\*\*/);
    expect(opening).toContain('**47,23 €**');
  });

  it('values night and Sunday hours of a domestic worker at their own rates', async () => {
    const r = await askAgent(
      'main-agent',
      'La colf, oltre alle sue 40 ore, è rimasta 2 ore la sera dopo le 22 e poi è venuta 3 ore domenica mattina. Quanto le devo per queste 5 ore?',
      { history: ["Abbiamo una colf non convivente a 40 ore settimanali, livello B, pagata 9,50 € l'ora."] },
    );
    expect(openingLine(r.text)).toContain('**74,10 €**');
  });
});

describe('domestic withholding asked beside the quarter', () => {
  it("opens with No and gives the worker share of the earlier turn's hours", async () => {
    const r = await askAgent(
      'main-agent',
      'Lei mi ha chiesto se le posso trattenere anche le tasse dalla paga. Posso? E cosa posso trattenerle dei contributi per questo trimestre?',
      {
        history: [
          "Contributi della colf per il terzo trimestre: paga 10,20 euro l'ora, 260 ore nel trimestre, ho usato 1,70 euro l'ora. È giusto?",
        ],
      },
    );
    expect(openingLine(r.text)).toMatch(/^\*\*No\*\*/);
    expect(r.text.split('\n').slice(0, 3).join('\n')).toContain('124,80 €');
  });
});

describe('the net asked after an employer cost', () => {
  it('answers the net of the same hire', async () => {
    const r = await askAgent(
      'calcolo',
      'E a lui in tasca quanto arriva al mese? Il negozio è a Milano e lui vive a Milano. Fai conto un anno intero con quella paga',
      {
        history: [
          "Devo assumere un addetto vendite IV livello CCNL Terziario Confcommercio, full time, con i minimi in vigore da novembre 2026 e 14 mensilità, senza superminimo. Il mio consulente dice di stimare i contributi a carico azienda al 30% e di tralasciare l'INAIL. Qual è il costo annuo complessivo, TFR compreso?",
        ],
      },
    );
    expect(openingLine(r.text)).toContain('**1.475,92 € al mese**');
  });
});
