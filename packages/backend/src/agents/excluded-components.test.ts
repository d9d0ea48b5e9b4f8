import { describe, expect, it } from 'vitest';
import { excludedComponents } from './excluded-components.js';
import { ASKS_PAY } from './overtime-limits.js';

const parts = [
  { label: 'minimo conglobato', amount: 1738.31 },
  { label: 'EPA (elemento professionale d’area)', amount: 23.33 },
];

describe('parts of the minimum the question leaves out (excluded-components.ts)', () => {
  it('"senza EPA" leaves the EPA out', () => {
    expect(excludedComponents(parts, 'solo il minimo, senza EPA').map((p) => p.amount)).toEqual([23.33]);
  });

  it('"senza scatti né superminimi (in busta solo minimo ed EPA)" keeps the EPA the pay holds', () => {
    expect(excludedComponents(parts, 'senza scatti né superminimi (in busta solo minimo ed EPA)')).toEqual(
      [],
    );
    expect(excludedComponents(parts, 'senza scatti, solo minimo ed EPA')).toEqual([]);
  });
});

describe('overtime hours asked at their pay, a daily cap told as the story (overtime-limits.ts)', () => {
  it('"sempre max 2 ore al giorno: quanto gli spetta lordo?" asks the pay', () => {
    expect(
      ASKS_PAY.test(
        '10 ore di straordinario, sempre max 2 ore al giorno. quanto gli spetta lordo x quelle ore?',
      ),
    ).toBe(true);
    expect(ASKS_PAY.test('quante ore di straordinario al massimo al giorno?')).toBe(false);
  });
});
