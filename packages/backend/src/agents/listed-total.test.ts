import { describe, expect, it } from 'vitest';
import { askAgent, openingLine } from '../testing/agents.js';

describe('parts listed with the total asked ("minimo, contingenza, EDR e totale")', () => {
  it('opens with the Alimentari total with the EDR, the minimum following as it is', () => {
    const text = openingLine(
      askAgent(
        'main-agent',
        'Industria alimentare, 5° livello dal 1° gennaio 2026: minimo, contingenza, EDR e totale al mese?',
      ).text,
    );
    expect(text).toContain('**1.853,19 €**');
    expect(text).toContain('EDR 10,33 €');
  });

  it('leaves the minimum asked alone as it is, without the EDR', () => {
    const text = openingLine(
      askAgent('main-agent', 'Industria alimentare, 5° livello: minimo mensile dal 1° gennaio 2026?').text,
    );
    expect(text).toContain('**1.842,86 €**');
    expect(text).not.toContain('1.853,19');
  });
});
