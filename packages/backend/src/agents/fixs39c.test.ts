import { describe, expect, it } from 'vitest';
import { inlineItemsFigure } from '../documents/table-items.js';

describe('a letter listing the minimum items inline', () => {
  it('weighs the total, not the first item', () => {
    const f = inlineItemsFigure(
      'Retribuzione mensile lorda: paga base € 1.136,07, contingenza € 521,94, terzo elemento € 2,07, per un totale di € 1.660,08, oltre a ratei di 13ª e 14ª mensilità.',
    );
    expect(f?.value).toBe(1660.08);
  });
});
