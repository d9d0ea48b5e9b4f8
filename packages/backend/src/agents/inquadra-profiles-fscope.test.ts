import { describe, expect, it } from 'vitest';
import { askAgent, openingLines } from '../testing/agents.js';

// The level definitions and profiles decide, not the nearest title: domestic work's occasional baby-sitter, pets'
// assistant, tutor, housekeeper and house manager; the educator without the title.
const level = (message: string, categories: number[] = []) =>
  openingLines(askAgent('inquadra', message, { categories }).text);

describe('domestic work: the profile told by the tasks', () => {
  it('places an occasional sitter who only watches the children at AS', () => {
    const opening = level(
      'contratto colf: una studentessa che viene il sabato sera quando andiamo al cinema, solo a sorvegliare i bimbi, niente pappe né bagnetto. che livello?',
    );
    expect(opening).toContain('livello AS');
    expect(opening).toMatch(/baby-sitter/);
  });

  it('places a beginner who only walks and feeds the dogs at A, the animals’ assistant', () => {
    const opening = level(
      'lavoro domestico: assumo un ragazzo alla prima esperienza solo per portare a spasso i due cani, dargli da mangiare e pulire la cuccia. livello?',
    );
    expect(opening).toContain('livello A**');
    expect(opening).toContain('animali');
  });

  it('places a tutor teaching the children at D, the istitutore', () => {
    const opening = level(
      'CCNL lavoro domestico: cerchiamo un’istitutrice per i nostri due figli, che segua le lezioni e l’istruzione a casa. In che livello?',
    );
    expect(opening).toContain('livello D**');
    expect(opening).toContain('istitutore');
  });

  it('places a housekeeper who coordinates the maids at D and a house manager at DS', () => {
    expect(
      level(
        'contratto colf: una governante che coordini le cameriere, la stireria e il guardaroba, senza fare lei le pulizie. livello?',
      ),
    ).toContain('governante');
  });
});

describe('an educator without the title', () => {
  it('places an educator with only a school diploma at D1', () => {
    const opening = level(
      'cooperative sociali: lavoro come educatore in una comunità per minori ma senza titolo, ho solo la maturità. livello?',
    );
    expect(opening).toContain('D1');
    expect(opening).toContain('senza titolo');
  });
});
