import { describe, expect, it } from 'vitest';
import { askAgent, openingLine } from '../testing/agents.js';

// An agreement named with signatories that are not the held agreement's (Unimpresa, Confail, Fenalt,
// Federsicurezza's S.A.F.I.) is another agreement, not in the knowledge base: said plainly, with no figure.
// Phrasings written for this file, none of them in the eval corpus.
describe('an agreement of other signatories in a held sector is not the held one', () => {
  it.each([
    ['minimi operai florovivaisti contratto Unimpresa Fenalt?', 'Attività agricole e florovivaistiche'],
    ['ferie operaio agricolo con il ccnl Confail', 'Attività agricole e florovivaistiche'],
    ['segretaria di studio professionale ccnl unimpresa: tredicesima quanto?', 'Unimpresa'],
    ['addetto reception con CCNL SAFI Federsicurezza, quanto prendo al 4 livello?', 'S.A.F.I.'],
  ])('%s', (message, name) => {
    const line = openingLine(askAgent('main-agent', message).text);
    expect(line).toContain(name);
    expect(line).toContain('non è nella base di conoscenza');
    expect(line).not.toMatch(/\d+,\d{2} €/);
  });

  it('still answers the held agricultural agreement when no other signatory is named', () => {
    const { text } = askAgent('main-agent', 'periodo di prova operai agricoli Coldiretti area prima?');
    expect(text).not.toContain('non è nella base di conoscenza');
    expect(text).toContain('26');
  });
});
