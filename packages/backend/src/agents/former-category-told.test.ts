import { describe, expect, it } from 'vitest';
import { askAgent, openingLine, testKb } from '../testing/agents.js';

const metal = testKb.byId('metalmeccanica-industria-federmeccanica')?.id_categoria as number;
const opening = (message: string, history?: string[]) =>
  openingLine(askAgent('inquadra', message, { categories: [metal], ...(history ? { history } : {}) }).text);

describe('inquadra answers a former category told in any sentence as its new level', () => {
  it('reads the old category told as had, not only in the question sentence', () => {
    expect(
      opening(
        "In archivio alcuni contratti vecchi parlano ancora di 'terza categoria' per gli addetti al montaggio. Con il sistema di inquadramento introdotto nel 2021, a quale livello vanno ricondotti?",
      ),
    ).toMatch(/\*\*livello D2/);
    expect(
      opening(
        'Prima ero inquadrato come 5° livello (operaio specializzato). Con la nuova classificazione a che livello corrispondo?',
      ),
    ).toMatch(/\*\*livello C3/);
  });

  it('reads a move from a numbered agreement to this one as the correspondence', () => {
    expect(
      opening(
        'ho un operaio specializzato che oggi è al 5° livello col contratto confapi. se il cliente passa al federmeccanica in che livello lo devo mettere?',
      ),
    ).toMatch(/\*\*livello C3/);
  });

  it('keeps a follow-up on the correspondence asked before', () => {
    expect(
      opening('e il suo supervisor era 6° livelo nella vechia busta, quale è adeso?', [
        "Nella vecchia busta paga di un worker è scritto '5° livello'. Nella nuova classificazione quale livello è lui?",
      ]),
    ).toMatch(/\*\*livello B2/);
  });
});
