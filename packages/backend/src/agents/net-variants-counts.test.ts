import { describe, expect, it } from 'vitest';
import { countsAsked } from './net-variants.js';

describe('the net weighed on 13 and 14 payments', () => {
  it('reads two offers told apart in a long sentence', () => {
    expect(
      countsAsked(
        "un'azienda metalmeccanica mi offre una RAL di 30.000 euro pagata in 13 mensilità, un negozio di una catena (contratto commercio) mi offre la stessa RAL di 30.000 ma su 14 mensilità. Quanto netto al mese nei due casi?",
      ),
    ).toEqual([13, 14]);
  });

  it('keeps both counts when the RAL, not the count, is replaced', () => {
    expect(
      countsAsked('e se la RAL fosse 35.000 invece di 30.000? stessa domanda, 13 contro 14 mensilità'),
    ).toEqual([13, 14]);
  });

  it('reads one count replacing the other as a single case', () => {
    expect(countsAsked('e se al posto delle 14 mensilità ne avessi 13?')).toBeUndefined();
    expect(countsAsked('e se le mensilità sono 14 e non 13?')).toBeUndefined();
  });
});
