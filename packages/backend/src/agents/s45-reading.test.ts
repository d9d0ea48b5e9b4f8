import { describe, expect, it } from 'vitest';
import { askAgent, openingLine } from '../testing/agents.js';

describe('session 45: the professionalizzante asked beside a qualified worker\'s pay', () => {
  it('"la paga dell\'operaio qualificato" does not name the apprenticeship for a qualification', () => {
    const text = askAgent(
      'main-agent',
      "Apprendista carpentiere in un'impresa edile (edilizia industria), apprendistato professionalizzante: quanto prende il primo anno rispetto a un operaio qualificato?",
    ).text;
    expect(openingLine(text)).toContain("percentuali anno per anno dell'apprendistato professionalizzante non sono");
    expect(text).not.toMatch(/\*\*65%\*\*|849,75/);
  });

  it('the apprenticeship for a qualification, asked by name, still gets its share', () => {
    const line = openingLine(
      askAgent('main-agent', "Edilizia industria, apprendistato per la qualifica e il diploma: che percentuale nel primo semestre?").text,
    );
    expect(line).toContain('**65%**');
  });
});
