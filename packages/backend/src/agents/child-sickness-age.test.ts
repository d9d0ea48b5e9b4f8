import { describe, expect, it } from 'vitest';
import { askAgent, openingLines } from '../testing/agents.js';

const opening = (text: string) => openingLines(text);

describe("an agreement's rule on a child's illness only for the ages it covers", () => {
  it('a 6-year-old in the chemical industry: the 12 days of the 2025 renewal open', () => {
    const { text } = askAgent(
      'main-agent',
      'Lavoro in una fabbrica di vernici, contratto chimico Federchimica. Mia figlia di 6 anni si ammala spesso: quanti giorni di permesso ho per starle vicino?',
    );
    expect(opening(text)).toContain('12 giorni');
  });

  it("a 12-year-old in the same agreement: the law's 10 days open, the agreement's rule is said not to apply", () => {
    const { text } = askAgent(
      'main-agent',
      "Chimico-farmaceutico: mio figlio ha 12 anni e ha l'influenza, quanti giorni all'anno posso stare a casa per la malattia del figlio?",
    );
    expect(opening(text)).toContain('10 giorni');
    expect(opening(text)).not.toMatch(/^Nel CCNL Chimico-farmaceutico, su permessi per malattia del figlio/);
    expect(text).toContain('Non vale per un figlio di 12 anni');
  });

  it("a metalworker's 7-year-old: the agreement's days up to 4 years do not open", () => {
    const { text } = askAgent(
      'main-agent',
      'Metalmeccanico Federmeccanica, figlio di 7 anni malato: quanti giorni di permesso per malattia del figlio mi spettano?',
    );
    expect(opening(text)).toContain('10 giorni');
    expect(text).toContain('Non vale per un figlio di 7 anni');
  });
});
