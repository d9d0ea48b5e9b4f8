import { describe, expect, it } from 'vitest';
import { askAgent, openingLines } from '../testing/agents.js';
import { SUGGESTED } from './level-score-words.js';
import { statedMunicipalRate, statedRegionalRate } from './stated-municipal-rate.js';

// Blind wave h637: the classes its wrong answers belonged to, in other words than the eval's.
const answer = (message: string, history: string[] = []) => askAgent('main-agent', message, { history });

describe('the net IRPEF asked on a yearly pay', () => {
  it('opens on the net tax, with the gross tax and both deductions as its steps', () => {
    const text = answer(
      "RAL di 26.000 € nel 2026, tempo pieno tutto l'anno, nessun carico di famiglia: mi calcoli l'imposta netta (dopo detrazione art. 13 e ulteriore detrazione del cuneo)? Le addizionali non servono.",
    ).text;
    // INPS 9,19% = 2.389,40; income 23.610,60; gross tax 23% = 5.430,44; minus 2.311,74 and 1.000,00.
    expect(openingLines(text)).toContain("l'IRPEF netta annua è di **2.118,70 €**");
    expect(text).toMatch(/IRPEF netta: 5\.430,44 € − 2\.311,74 € − 1\.000,00 € = 2\.118,70 €/);
  });

  it('keeps the take-home pay when that is what is asked', () => {
    const text = answer('Con una RAL di 26.000 € nel 2026 quanto mi resta netto al mese?').text;
    expect(openingLines(text)).not.toMatch(/IRPEF netta annua è di/);
  });
});

describe('a surcharge rate the user stated for one year', () => {
  const history = [
    'Lavoro a Palermo, RAL 30.000: nel 2025 quanto era il netto mensile?',
    'Per il 2025 considera regionale Sicilia 1,23% e comunale Palermo 1,014%.',
  ];

  it('is no rate of another year the question names', () => {
    const place = { municipality: 'Palermo', region: 'Sicilia' };
    expect(statedMunicipalRate({ message: "e per il 2026 l'addizionale comunale?", history }, place)).toBe(
      undefined,
    );
    expect(statedRegionalRate({ message: "e per il 2026 l'addizionale comunale?", history }, place)).toBe(
      undefined,
    );
    // The same year, or no year named, keeps the rate said; so does a net asked again for another year ("stessa
    // RAL nel 2026"): the rate is then the case's, as the user gave it.
    expect(
      statedMunicipalRate({ message: "e l'addizionale comunale nel 2025?", history }, place)?.ratePct,
    ).toBe(1.014);
    expect(statedMunicipalRate({ message: 'e con 32.000 di RAL?', history }, place)?.ratePct).toBe(1.014);
    expect(statedMunicipalRate({ message: 'e con la stessa RAL nel 2026?', history }, place)?.ratePct).toBe(
      1.014,
    );
  });

  it("answers an unresolved year's municipal rate as missing, with the earlier year's rate as that year's", () => {
    const text = answer("ok e per il 2026 l'addizionale comunale di Palermo a quanto sta?", history).text;
    const opening = openingLines(text);
    expect(opening).toMatch(
      /Addizionale comunale Palermo 2026: dato non disponibile nella base di conoscenza/,
    );
    expect(opening).toMatch(/Nel 2025 era \*\*1,014%\*\*: non la applico al 2026/);
    // No net worked with the 2025 rate.
    expect(text).not.toMatch(/Netto annuo|1,01% ×/);
    expect(text).toContain('livesicilia.it');
  });

  it('is the same gap when the rate of the year is asked with no earlier turn, with no rate out of force', () => {
    const opening = openingLines(answer("Quanto è l'addizionale comunale di Palermo per il 2026?").text);
    expect(opening).toMatch(
      /Addizionale comunale Palermo 2026: dato non disponibile nella base di conoscenza/,
    );
    expect(opening).not.toMatch(/\d%/);
  });
});

describe('a shop assistant who advises the customers', () => {
  it('is the 4th level commesso, advising being a task and not a suggestion', () => {
    const text = openingLines(
      askAgent(
        'inquadra',
        'Ho una profumeria e applico il CCNL Terziario Confcommercio. Prendo un ragazzo che riceve le clienti, le consiglia sui profumi e sulle creme, vende, rifornisce gli scaffali quando serve e la sera fa la chiusura di cassa. Nessun ruolo di coordinamento. Che livello?',
        { categories: [1] },
      ).text,
    );
    expect(text).toMatch(/Livello proposto: \*\*4° livello/);
    expect(text).toMatch(/commesso\/addetto alle vendite/);
  });

  it('still reads what an adviser suggests as no part of the job', () => {
    const said = (t: string) => [...t.matchAll(SUGGESTED)].map((m) => m[0]);
    expect(said('il consulente mi consiglia di metterla al 5° livello')).toHaveLength(1);
    expect(said('accoglie i clienti, li consiglia sulle taglie, vende')).toEqual([]);
    expect(said('serve i clienti, consiglia, fa gli scontrini')).toEqual([]);
  });
});
