import { describe, expect, it } from 'vitest';
import { withoutSetAsidePlace } from './surcharges-note.js';

describe('the place of surcharges the user sets aside', () => {
  it('drops the town the story names when both surcharges are left out', () => {
    const fields = { comune: 'Genova', regione: 'Liguria', livello: 'B3' };
    const message =
      'Sono un autista che lavora col porto di Genova, B3 logistica; le addizionali regionali e comunali non contiamole. Netto medio 2025?';
    expect(withoutSetAsidePlace(fields, message)).toEqual({ livello: 'B3' });
  });

  it('keeps the region when only the municipal surcharge is left out', () => {
    const fields = { comune: 'Parma', regione: 'Emilia-Romagna' };
    expect(withoutSetAsidePlace(fields, 'la sede è a Parma ma la comunale lasciamola pure fuori')).toEqual({
      regione: 'Emilia-Romagna',
    });
  });

  it('keeps the place when nothing is left out', () => {
    const fields = { comune: 'Genova' };
    expect(withoutSetAsidePlace(fields, 'abito a Genova, quanto netto?')).toEqual({ comune: 'Genova' });
  });
});
