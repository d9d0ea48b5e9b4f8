import { describe, expect, it } from 'vitest';
import { extraMonthProvisions } from './extra-month-provisions.js';

describe('monthly provisions for the extra months beside the TFR', () => {
  const ask =
    'Quanto dovrei accantonare al mese per tredicesima, quattordicesima e TFR per un commesso al IV livello del Commercio?';

  it('gives one twelfth of the month for each extra month named', () => {
    const out = extraMonthProvisions(ask, 1818.75, 14);
    expect(out?.sentence).toContain('tredicesima 151,56 €');
    expect(out?.sentence).toContain('quattordicesima 151,56 €');
  });

  it('leaves out the 14th where the agreement pays 13 months', () => {
    const out = extraMonthProvisions(ask, 2211.43, 13);
    expect(out?.sentence).toContain('tredicesima 184,29 €');
    expect(out?.sentence).not.toContain('quattordicesima');
  });

  it('adds nothing when only the TFR is asked', () => {
    expect(extraMonthProvisions('quanto TFR accantono al mese?', 1818.75, 14)).toBeUndefined();
  });
});
