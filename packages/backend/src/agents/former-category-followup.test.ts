import { describe, expect, it } from 'vitest';
import { askAgent, openingLine } from '../testing/agents.js';

describe("a former category named in one turn, today's level asked in the next", () => {
  it.each([
    [
      'nel mio vecchio contratto metalmeccanici industria ero in 5ª categoria',
      'e oggi come si chiama quel livello?',
      'C3',
    ],
    [
      'sul cedolino del 2018 c’era scritto 3ª categoria, metalmeccanici industria',
      'con i nuovi livelli quale sarebbe?',
      'D2',
    ],
  ])('%s / %s', (before, question, level) => {
    const answer = askAgent('inquadra', question, { history: [before] });
    expect(openingLine(answer.text)).toContain(level);
  });
});
