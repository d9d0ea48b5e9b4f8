import { describe, expect, it } from 'vitest';
import { askAgent, openingLine } from '../testing/agents.js';

const opening = (message: string) => openingLine(askAgent('main-agent', message).text);

// pay-base reads which figure is an hour's pay from the reader's unit ("l'ora", "€/h", "a ore"), so the month's
// pay said beside it is the one a calculation starts from, whichever comes first.
describe("a month's pay said beside an hour's", () => {
  it.each([
    ["prende 9 euro l'ora, in tutto 1.400 euro: quanto le resta netto?", '1.400,00 €'],
    ["commessa 4 livello commercio, la pago 9,50 €/h, 1.500 euro: quanto costa all'azienda?", '1.500,00 €'],
  ])('%s', (message, monthly) => {
    const line = opening(message);
    expect(line).toContain(`lordo mensile di ${monthly}`);
  });
});
