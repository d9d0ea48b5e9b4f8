import { describe, expect, it } from 'vitest';
import { askAgent, openingLine, withUpload } from '../testing/agents.js';

// Round-2 leftovers of issue 12: a letter's absorbable superminimo after a tranche, a domestic level told bare in a
// follow-up, a section whose tranche starts later, and a maternity pay compared between two agreements.

describe('an absorbable superminimo of an uploaded letter after a tranche', () => {
  const letter =
    'CONTRATTO DI ASSUNZIONE\nDecorrenza: 01/09/2021. Mansione: impiegato, inquadramento IV livello CCNL Terziario Confcommercio, tempo pieno.\nRetribuzione: minimi contrattuali del livello più superminimo assorbibile di euro 150,00 mensili.\n';
  it('answers the superminimo left, the letter’s amount less the level’s tranche', () => {
    const text = askAgent(
      'main-agent',
      'ho caricato il contratto. da novembre 2026 in busta il superminimo è sceso e il lordo è uguale: possono farlo? quanto mi deve restare?',
      withUpload('contratto.txt', letter),
    ).text;
    expect(openingLine(text)).toContain('**115,00 €**');
    expect(openingLine(text)).toContain('35,00 €');
  });
});

describe('a domestic level told bare in a follow-up on the seniority step', () => {
  it('computes the step of the level told, not a choice between levels', () => {
    const first =
      'La badante di mio padre vive con noi, livello CS, assunta a febbraio 2024: il primo scatto di anzianità quanto vale?';
    const text = askAgent(
      'calcolo',
      'e se fosse inquadrata AS, sempre convivente, quanto sarebbe lo scatto?',
      {
        history: [first],
      },
    ).text;
    expect(openingLine(text)).toContain('AS');
    expect(openingLine(text)).not.toContain('Non posso stabilire');
    expect(openingLine(text)).toMatch(/\*\*\d+,\d\d €\*\*/);
  });
});

describe('a section whose tranche starts later than the agreement’s', () => {
  it('gives the canteen’s own start of the tranche', () => {
    const opening = openingLine(
      askAgent(
        'main-agent',
        "Faccio la cuoca nella mensa di un ospedale, CCNL FIPE 4° livello: a giugno 2026 l'aumento non l'ho visto, perché?",
      ).text,
    );
    expect(opening).toContain('1° settembre 2026');
    expect(opening).toContain('40,00 €');
  });
  it('leaves a bar’s June tranche alone', () => {
    const opening = openingLine(
      askAgent(
        'main-agent',
        'Barista in un bar, CCNL FIPE 4° livello: a giugno 2026 di quanto è aumentato il minimo?',
      ).text,
    );
    expect(opening).not.toContain('settembre');
  });
});

describe('maternity pay compared between a shop and a household', () => {
  it('opens with each agreement’s share of the pay', () => {
    const opening = openingLine(
      askAgent(
        'confronta',
        'Posso fare la cassiera col CCNL Commercio o la baby-sitter col contratto del lavoro domestico. Se resto incinta, durante la maternità quanto prendo nei due casi?',
      ).text,
    );
    expect(opening).toContain('100%');
    expect(opening).toContain('80%');
  });
});
