import { describe, expect, it } from 'vitest';
import { canConfirm, PICKER_DEFAULT_MAX, searchItems, selectionLimits, togglePick } from './selection.js';

describe('selectionLimits (spec §5 table)', () => {
  it.each([
    ['calcolo', 1, 1],
    ['inquadra', 1, 1],
    ['confronta', 1, 99],
    ['main-agent', 0, 99],
    ['qualsiasi', 0, 99],
  ])('%s: min %d, max %d', (agent, min, max) => {
    expect(selectionLimits(agent)).toEqual({ min, max });
  });
  it('the picker default maximum is 100', () => expect(PICKER_DEFAULT_MAX).toBe(100));
});

describe('picker', () => {
  it('toggles an item in and out', () => {
    expect(togglePick([1, 2], 3, 99)).toEqual([1, 2, 3]);
    expect(togglePick([1, 2, 3], 2, 99)).toEqual([1, 3]);
  });
  it('blocks adding at the maximum but still allows removing', () => {
    const one = [7];
    expect(togglePick(one, 8, 1)).toBe(one);
    expect(togglePick(one, 7, 1)).toEqual([]);
    const full = Array.from({ length: 100 }, (_, i) => i);
    expect(togglePick(full, 500)).toBe(full);
  });
  it('confirms only at the minimum count', () => {
    expect(canConfirm([], 1)).toBe(false);
    expect(canConfirm([4], 1)).toBe(true);
    expect(canConfirm([], 0)).toBe(true);
  });
  it('searches case-insensitively by substring on descrizione and parametro', () => {
    const ccnl = [
      { id_categoria: 1, descrizione: 'Terziario Confcommercio' },
      { id_categoria: 2, descrizione: 'Metalmeccanici Industria' },
    ];
    expect(searchItems(ccnl, 'CONFCOMM').map((c) => c.id_categoria)).toEqual([1]);
    expect(searchItems(ccnl, 'i').length).toBe(2);
    expect(searchItems(ccnl, '  ').length).toBe(2);
    expect(searchItems([{ id: 1, parametro: 'Periodo di prova' }], 'PROVA')).toHaveLength(1);
    expect(searchItems(ccnl, 'edilizia')).toEqual([]);
  });
});

describe('picker at a limit of one', () => {
  it('replaces the chosen item instead of ignoring the click', async () => {
    const { togglePickReplacing } = await import('./selection.js');
    expect(togglePickReplacing([7], 8, 1)).toEqual([8]);
    expect(togglePickReplacing([7], 7, 1)).toEqual([]);
    expect(togglePickReplacing([], 7, 1)).toEqual([7]);
    const two = [1, 2];
    expect(togglePickReplacing(two, 3, 2)).toBe(two);
  });
});
