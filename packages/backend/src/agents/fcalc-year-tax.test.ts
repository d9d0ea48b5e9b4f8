import { describe, expect, it } from 'vitest';
import { askAgent, withUpload } from '../testing/agents.js';
import { irpefTold } from './annual-tax-check.js';
import { hoursOfEachDay } from './day-hours.js';
import { wholeYearAsked } from './tranche-year-gross.js';

const today = '2026-12-02';

// fcalc: calculations across a tranche, per day, on a year's IRPEF and on an uploaded document's figures.
describe('a tax year asked whole across a tranche', () => {
  it('reads the whole year, not a month of it', () => {
    expect(wholeYearAsked("Tenendo conto dell'aumento di giugno 2026, qual è la RAL 2026?", 2026)).toBe(true);
    expect(wholeYearAsked('quanto è il lordo annuo per tutto il 2026, con la tranche?', 2026)).toBe(true);
    expect(
      wholeYearAsked(
        "Da maggio 2026 c'è stato un aumento: qual è la mia RAL 2026 e il netto dell'anno?",
        2026,
      ),
    ).toBe(true);
    expect(
      wholeYearAsked(
        'netto annuo per tutto il 2026, lasciando fuori la flat tax sugli aumenti contrattuali',
        2026,
      ),
    ).toBe(false);
    // One table asked for the year, or no rise named: the table at the date, times the payments.
    expect(wholeYearAsked("netto annuo 2026, minimo attuale come se valesse tutto l'anno", 2026)).toBe(false);
    expect(wholeYearAsked("il netto del 2026, in servizio tutto l'anno: netto annuo?", 2026)).toBe(false);
    expect(wholeYearAsked('qual è il netto annuo con la busta di luglio 2026?', 2026)).toBe(false);
    expect(wholeYearAsked('quanto prende al mese nel 2026?', 2026)).toBe(false);
  });
  it('counts the months before the June tranche at the old minimum, and the net on that RAL', () => {
    const q =
      "Operaio metalmeccanico industria (Federmeccanica) livello C3, pagato al solo minimo tabellare, nessuno scatto, tutto il 2026 in forza. Tenendo conto dell'aumento di giugno 2026, qual è la RAL 2026 e il netto annuo, senza considerare addizionali regionali e comunali?";
    const { text } = askAgent('calcolo', q, { today });
    expect(text).toContain('28.482,74 €');
    expect(text).toContain('gennaio–maggio 5 × 2.158,26 €');
    expect(text).toContain('23.086,58 €');
    // 13 × the June minimum is not the year's gross.
    expect(text).not.toContain('28.748,59');
  });
  it('"mettici dentro anche le addizionali" after it: the same year with the place\'s surcharges', () => {
    const first =
      "Operaio metalmeccanico industria (Federmeccanica) livello C3, pagato al solo minimo tabellare, nessuno scatto, tutto il 2026 in forza. Tenendo conto dell'aumento di giugno 2026, qual è la RAL 2026 e il netto annuo, senza considerare addizionali regionali e comunali?";
    const { text } = askAgent('calcolo', 'ok e se lui abita a milano? mettici dentro anche le addizionali', {
      today,
      history: [first],
    });
    expect(text).toContain('28.482,74 €');
    expect(text).toContain('22.523,49 €');
  });
});

describe('overtime tiers counted day by day', () => {
  it('reads the hours of each day told', () => {
    expect(hoursOfEachDay("lunedì 2 ore oltre l'orario e martedì 3 ore oltre l'orario", 5)).toEqual([
      { day: 'lunedì', hours: 2 },
      { day: 'martedì', hours: 3 },
    ]);
    expect(hoursOfEachDay('ho fatto 2 ore lunedì e 3 ore mercoledì')).toHaveLength(2);
    // Days that do not add up to the hours counted are not the split.
    expect(hoursOfEachDay('lunedì 2 ore e martedì 3 ore', 6)).toBeUndefined();
  });
  it('pays the third hour of a day at 30%, never all hours at 25%', () => {
    const { text } = askAgent(
      'calcolo',
      "CCNL metalmeccanici industria, lavoro su giornata. La settimana scorsa sono rimasto lunedì 2 ore oltre l'orario e martedì 3 ore oltre l'orario. Paga oraria 15,00 €. Il capo dice che sono tutte al 25%: quanto mi spetta per queste 5 ore?",
      { today },
    );
    expect(text).toContain('94,50 €');
    expect(text).toContain('57,00 €');
    expect(text).not.toContain('93,75');
  });
});

describe("a year's IRPEF checked against its RAL", () => {
  it('reads the IRPEF told', () => {
    expect(irpefTold("nella CU l'irpef netta è 3.118,69. è giusta?")).toBe(3118.69);
    expect(irpefTold('ho una RAL di 30.000')).toBeUndefined();
  });
  it('says the IRPEF due and the deduction the difference matches', () => {
    const { text } = askAgent(
      'calcolo',
      "nel 2025 ho avuto RAL 26.000, inps trattenuta 2.389,40, e nella CU l'irpef netta è 3.118,69. è giusta? non ho figli né altri redditi",
      { today },
    );
    expect(text).toContain('2.118,69 €');
    expect(text).toContain('1.000,00 €');
    expect(text).toContain('cuneo fiscale');
  });
});

describe("an uploaded document's figures", () => {
  it("a hiring proposal's RAL: gross IRPEF and the art. 13 deduction with its 65 €", () => {
    const { text } = askAgent(
      'calcolo',
      "Sulla base della proposta di assunzione allegata, a quanto ammonta l'IRPEF lorda annua 2026 e la detrazione per lavoro dipendente (art. 13)?",
      {
        today,
        ...withUpload(
          'proposta.txt',
          'PROPOSTA DI ASSUNZIONE\nCCNL Metalmeccanica industria\nRetribuzione annua lorda (RAL) 2026: 35.000,00 euro su 13 mensilità\nNessun altro reddito.',
        ),
      },
    );
    expect(text).toContain('7.688,56 €');
    expect(text).toContain('1.646,48 €');
    expect(text).toContain('1.581,48 €');
  });
  it("a TFR statement's fund revalued at the inflation it assumes, with its 17% tax", () => {
    const { text } = askAgent(
      'calcolo',
      'dal prospetto tfr che ho caricato, quanto è la rivalutazione 2026 del fondo e quanta imposta ci paga sopra?',
      {
        today,
        ...withUpload(
          'prospetto_tfr.txt',
          'PROSPETTO TFR\nFondo TFR accantonato al 31/12/2025: 2.418,50 euro\nIndice inflazione FOI dicembre 2026 su dicembre 2025 (ipotesi di calcolo): 2,0%',
        ),
      },
    );
    expect(text).toMatch(/72,5[56] €/);
    expect(text).toContain('12,33 €');
    expect(text).toContain('il documento ipotizza');
  });
  it("a payslip's renewal increase: the 5% tax a month on it", () => {
    const { text } = askAgent(
      'calcolo',
      "nella mia busta di luglio 2026 c'è una riga 'imposta sostitutiva 5%' sull'aumento del contratto. quanto dovrebbe essere al mese?",
      {
        today,
        ...withUpload(
          'busta.txt',
          'Cedolino luglio 2026\nMinimo tabellare: 2.211,43\ndi cui incremento rinnovo CCNL 22/11/2025 dal 1/6/2026: 53,17\nReddito di lavoro dipendente anno 2025 (da CU): 27.400,00\nImposta sostitutiva 5% su incrementi contrattuali: ...',
        ),
      },
    );
    expect(text.split('\n')[0]).toContain('2,66 €');
  });
});
