import { describe, expect, it } from 'vitest';
import { askAgent, openingLine } from '../testing/agents.js';
import { domesticResignationForm } from './domestic-resignation-form.js';

describe("a household worker's resignation and the online procedure", () => {
  it('says the telematic form does not apply to domestic work, with the article', () => {
    const text = askAgent(
      'main-agent',
      "Mia madre ha una badante convivente che vuole tornare a casa; dice che deve fare le dimissioni sul sito del ministero con lo SPID ma non ce l'ha. Per il lavoro domestico serve davvero la procedura telematica?",
    ).text;
    expect(openingLine(text)).toMatch(
      /^\*\*No\*\*: la procedura telematica delle dimissioni \*\*non si applica al lavoro domestico\*\*/,
    );
    expect(text).toMatch(/D\.Lgs\. 151\/2015, art\. 26 c\. 7/);
    expect(text).toMatch(/normattiva\.it/);
  });

  it('leaves alone a resignation online outside domestic work, or a colf resigning with no online form asked', () => {
    expect(domesticResignationForm('come si fanno le dimissioni online da commessa?')).toBeUndefined();
    expect(domesticResignationForm('la colf si dimette, quanto preavviso deve dare?')).toBeUndefined();
  });
});
