import { describe, expect, it } from 'vitest';
import { monthFractionNote } from './tfr-month-fraction.js';

describe('the TFR of a period in months and days', () => {
  it('says why days under 15 do not count', () => {
    const note = monthFractionNote(
      'e se il contratto fosse durato 4 mesi e 10 giorni cambia qualcosa? perche?',
    );
    expect(note).toContain('15 giorni');
    expect(note).toContain('I 10 giorni oltre i 4 mesi non cambiano il TFR');
  });

  it('says nothing for whole months or a fraction that counts as a month', () => {
    expect(monthFractionNote('contratto di 4 mesi precisi')).toBeUndefined();
    expect(monthFractionNote('4 mesi e 20 giorni')).toBeUndefined();
  });
});
