import { describe, expect, it } from 'vitest';
import { askAgent, openingLine } from '../testing/agents.js';
import { askedPayTerm } from './pay-terms.js';

// Session fcomp: comparisons that answered another subject than the one asked, or dropped the tranche, the level
// or the verdict a user would read first.

describe('an item set aside with "senza" or "prima di pensare a" is not the term asked', () => {
  it('"senza scatti e superminimi, quanto è la differenza" asks the minimums, not what a superminimo is', () => {
    const text =
      'Guardando solo i minimi tabellari di oggi, senza scatti e superminimi, quanto è la differenza al mese tra il mio 3° livello e il suo C3?';
    expect(askedPayTerm(text, true)).toBeUndefined();
    expect(
      askedPayTerm(
        'Prima di pensare a superminimi e premi, quanto di differenza al mese tra i due minimi?',
        true,
      ),
    ).toBeUndefined();
  });
  it('still defines the superminimo when it is asked', () => {
    expect(
      askedPayTerm("Che differenza c'è tra superminimo assorbibile e non assorbibile?", false)?.name,
    ).toBe('Il superminimo');
  });
});

describe("the renewal's first, last or year's tranche compared at a level", () => {
  it('gives each agreement its first tranche with its day, not the whole increase', () => {
    const text = openingLine(
      askAgent(
        'confronta',
        'Albergo col CCNL Turismo Federalberghi e bar col CCNL Pubblici esercizi FIPE, rinnovati nel 2024 con 200 euro a regime al 4° livello. Mi confronti la prima tranche di aumento per il 4° livello nei due contratti, importo e decorrenza?',
        { today: '2026-12-02' },
      ).text,
    );
    expect(text).toContain('prima tranche 70,00 € dal 1° luglio 2024');
    expect(text).toContain('prima tranche 50,00 € dal 1° giugno 2024');
    expect(text).not.toContain('Uguale');
  });
  it('gives the whole increase and the day of the last tranche when both are asked', () => {
    const text = openingLine(
      askAgent(
        'confronta',
        "Confronta i rinnovi del CCNL Turismo Federalberghi e del CCNL Pubblici esercizi FIPE al 4° livello: aumento totale a regime e decorrenza dell'ultima tranche?",
        { today: '2026-12-02' },
      ).text,
    );
    expect(text).toContain('1° novembre 2027');
    expect(text).toContain('1° dicembre 2027');
  });
  it("reads a year's gain asked with its month as that year's tranche", () => {
    const text = openingLine(
      askAgent(
        'confronta',
        'nel 2026 quanto prende in più un 4° livello in albergo (federalberghi) e quanto uno di 4° in un ristorante fipe? e da che mese?',
        { today: '2026-12-02' },
      ).text,
    );
    expect(text).toContain('35,00 € dal 1° maggio 2026');
    expect(text).toContain('40,00 € dal 1° giugno 2026');
  });
});

describe('the subject asked, not one of the story', () => {
  it('an illness without the word "malattia" compares the sick pay, and a difference claimed is confirmed', () => {
    const text = openingLine(
      askAgent(
        'confronta',
        "Io e mio fratello ci siamo presi l'influenza, 15 giorni a casa. Io commesso col CCNL commercio, lui operaio metalmeccanico industria da due anni. Lui dice che dal quarto giorno prende lo stipendio pieno e io no. È vero? Che percentuale prendiamo?",
        { today: '2026-11-30' },
      ).text,
    );
    expect(text).toMatch(/^\*\*Sì\*\*/);
    expect(text).toContain('75%');
  });
  it('"stesso livello" in a follow-up on notice keeps the notice, with no yes/no', () => {
    const text = openingLine(
      askAgent('confronta', 'e il preavviso se uno si dimette, stesso livello, con meno di cinque anni?', {
        history: [
          'Confronto periodo di prova per un 4° livello: CCNL Terziario Confcommercio vs CCNL Turismo Federalberghi.',
        ],
      }).text,
    );
    expect(text).toMatch(/^Preavviso/);
    expect(text).toContain('dimissioni 15 giorni');
  });
  it('the ROL hours of two agreements, not what the ROL are', () => {
    const text = openingLine(
      askAgent(
        'main-agent',
        'differenza di ore di permesso rol tra metalmeccanici artigiani e metalmeccanici industria?? io sono in un officina artigiana',
      ).text,
    );
    expect(text).toContain('16 ore di ROL');
    expect(text).toContain('72 ore di ROL');
  });
  it("the apprenticeship's longest length, not its pay shares", () => {
    const text = openingLine(
      askAgent(
        'confronta',
        "Confrontando il CCNL Metalmeccanici industria e il CCNL Turismo Federalberghi per l'apprendistato, quale consente la durata massima più lunga?",
      ).text,
    );
    expect(text).toMatch(/^Durata massima dell’apprendistato/);
    expect(text).toContain('48');
  });
  it('a bare "al 5" beside the agreement is its level', () => {
    const text = openingLine(
      askAgent(
        'confronta',
        'e tra la barista al 5 fipe e la cassiera al 5 del commercio? chi prende di piu e di quanto',
        {
          history: ['Differenza tra il minimo del 4° livello commercio e 4° livello FIPE oggi?'],
          today: '2026-11-30',
        },
      ).text,
    );
    expect(text).toContain('5° livello');
    expect(text).toContain('111,61 €');
  });
});
