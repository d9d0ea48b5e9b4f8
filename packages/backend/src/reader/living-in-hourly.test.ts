import { describe, expect, it } from 'vitest';
import { livingInSaid } from './living-in.js';

describe('a carer who will not sleep there, coming by the hour, is not living in', () => {
  it('reads "non dorma da lei" and "che venga solo a ore" as not living in', () => {
    expect(livingInSaid('meglio che la signora non dorma più lì, la casa è piccola')).toBe(false);
    expect(livingInSaid('abbiamo deciso che venga solo a ore la mattina')).toBe(false);
    expect(livingInSaid('la badante dorme a casa di mia madre')).toBe(true);
  });
});
