import { describe, expect, it } from 'vitest';
import { askAgent } from '../testing/agents.js';
import { describedGrade } from './described-grade.js';
import { jobTerms } from './job-terms.js';

describe('a grade denied with the work it qualifies, and the bricklayer’s helper', () => {
  it.each([
    'porto materiale e pulisco il cantiere, niente lavori specializzati',
    'preparo la malta, nessun lavoro specializzato',
  ])('the specialised grade denied after "niente"/"nessun" is not claimed: %s', (text) => {
    expect(describedGrade(text)).not.toBe('specializzat');
    expect(jobTerms(text)).not.toContain('specializz');
    expect(jobTerms(text)).toContain('nonspecializz');
  });

  it.each([
    'impasto la malta e aiuto il muratore',
    "faccio l'aiuto muratore in cantiere",
    'do una mano e aiuto i carpentieri a montare le casseforme',
  ])('helping a building tradesman is the common worker: %s', (text) => {
    expect(describedGrade(text)).toBe('comun');
  });

  it('the labourer who denies specialised work is placed at the 1st level of Edilizia', () => {
    const text = askAgent(
      'inquadra',
      "Lavoro in un'impresa edile (industria): porto materiale, impasto la malta, pulisco il cantiere e aiuto il muratore, niente lavori specializzati. In che livello dovrei essere?",
    ).text;
    expect(text).toMatch(/Livello proposto: \*\*1° livello/);
    expect(text).toMatch(/operaio comune/);
  });

  it('a specialised bricklayer who says it stays specialised', () => {
    expect(describedGrade('sono muratore, faccio lavori specializzati su disegno da solo')).toBe(
      'specializzat',
    );
  });
});

describe('the head the worker follows is not the worker (h603)', () => {
  const ASKED =
    "Ciao, ho una piccola impresa e sto assumendo un ragazzo di 24 anni che ha fatto due anni come aiuto in un'altra ditta; sa fare intonaci e murature semplici seguendo le indicazioni del caposquadra, ma non lavora su disegno e non ha ancora l'autonomia di un muratore provetto. Che livello gli applico nel contratto edile industria?";

  it('does not place him among the heads of squad', () => {
    const text = askAgent('inquadra', ASKED).text;
    expect(text).not.toMatch(/Livello proposto: \*\*4° livello/);
  });
});
