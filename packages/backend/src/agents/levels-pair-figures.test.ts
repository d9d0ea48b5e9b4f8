import { describe, expect, it } from 'vitest';
import { askAgent, openingLines } from '../testing/agents.js';

describe("a tranche's rise asked for three levels told in the story (levels-pair-figures.ts)", () => {
  it("'l'aumento di giugno 2026 per questi tre livelli' gives each level's rise, not the first level's alone", () => {
    const text = askAgent(
      'main-agent',
      "Sono RSU Fiom in un'azienda di carpenteria metallica, contratto Federmeccanica. Da noi ci sono soprattutto operai comuni inquadrati D1, un bel gruppo di D2 e qualche capo reparto in B3. Mi dite l'aumento mensile lordo di giugno 2026 per questi tre livelli?",
    ).text;
    const opening = openingLines(text);
    for (const rise of ['42,91 €', '47,59 €', '68,25 €']) expect(opening).toContain(rise);
  });
});
