import { describe, expect, it } from 'vitest';
import { askAgent, openingLine } from '../testing/agents.js';

describe('a household helper doing several kinds of housework is level B', () => {
  it('moves a beginner cleaner to B when laundry and cooking are added in a follow-up', () => {
    const history = [
      'ragazza alla prima esperienza, viene da noi solo per le pulizie: quale livello come colf?',
    ];
    const text = askAgent(
      'inquadra',
      'ok ma se le chiedo anche di stirare e fare da mangiare sale di livello?',
      {
        history,
      },
    ).text;
    expect(openingLine(text)).toContain('livello B');
    expect(openingLine(text)).not.toContain('livello A');
  });

  it('reads the family’s children and "guardare il livello" in a long story as no care to give', () => {
    const text = askAgent(
      'inquadra',
      'siamo in quattro, due figli che vanno a scuola e stanno coi nonni il pomeriggio. prendiamo una colf che fa questo lavoro da 6 anni: pulisce, fa il bucato, stira e cucina, coi bambini non ha niente a che fare. ci hanno detto di guardare noi il livello sul contratto, quale mettiamo?',
    ).text;
    expect(openingLine(text)).toContain('livello B');
    expect(openingLine(text)).not.toContain('BS');
  });
});
