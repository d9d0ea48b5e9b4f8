import { describe, expect, it } from 'vitest';
import { HOME_CLEANER } from './sectors.js';
import { readable } from './text.js';

describe('a cleaner told by what she cleans', () => {
  it('cleaning a home is the family’s cleaner', () => {
    expect(HOME_CLEANER.test(readable('abbiamo una signora che viene a pulire casa il martedì'))).toBe(true);
  });

  it('cleaning a workshop or a lab is the business’s cleaner, not a family’s', () => {
    expect(HOME_CLEANER.test(readable('e la signora che viene la sera a pulire il laboratorio?'))).toBe(
      false,
    );
    expect(HOME_CLEANER.test(readable('la signora che pulisce il capannone il sabato'))).toBe(false);
  });
});
