import { describe, expect, it } from 'vitest';
import { askAgent, openingLine } from '../testing/agents.js';

describe('a comparison of the most overtime hours a year', () => {
  it('compares the yearly limits, at the firm size told, not the surcharges', () => {
    const text = askAgent(
      'confronta',
      "metalmeccanici industria (azienda di 80 dipendenti) e metalmeccanici artigiani: quante ore di straordinario all'anno al massimo per dipendente? confronto",
    ).text;
    const first = openingLine(text);
    expect(first).toMatch(/250 ore l'anno nelle aziende fino a 200 dipendenti/);
    expect(first).toMatch(/230 ore l'anno/);
    expect(first).not.toMatch(/25%/);
  });

  it('the surcharges are still compared when the pay is asked', () => {
    const text = askAgent(
      'confronta',
      'metalmeccanici industria e metalmeccanici artigiani: quanto è la maggiorazione dello straordinario? confronto',
    ).text;
    expect(openingLine(text)).toMatch(/25%/);
  });
});
