import { describe, expect, it } from 'vitest';
import { stepHistory } from './history.js';
import { atEdgeRow, continuesOnEnter, editLine, type Line, lineOf, moveRow } from './line-editor.js';

const at = (text: string, cursor: number): Line => ({ text, cursor });

describe('the prompt line editor', () => {
  it('moves by character, word and row end, and kills like readline', () => {
    const line = at('ferie e permessi', 8);
    expect(editLine(line, 'a', { ctrl: true })).toEqual(at('ferie e permessi', 0));
    expect(editLine(line, 'e', { ctrl: true })).toEqual(at('ferie e permessi', 16));
    expect(editLine(line, 'b', { meta: true })).toEqual(at('ferie e permessi', 6));
    expect(editLine(line, 'f', { meta: true })).toEqual(at('ferie e permessi', 16));
    expect(editLine(line, '', { leftArrow: true })).toEqual(at('ferie e permessi', 7));
    expect(editLine(line, 'u', { ctrl: true })).toEqual(at('permessi', 0));
    expect(editLine(line, 'k', { ctrl: true })).toEqual(at('ferie e ', 8));
    expect(editLine(line, 'w', { ctrl: true })).toEqual(at('ferie permessi', 6));
    expect(editLine(line, '', { backspace: true })).toEqual(at('ferie epermessi', 7));
    expect(editLine(line, '', { delete: true })).toEqual(at('ferie e ermessi', 8));
    expect(editLine(line, 'x', {})).toBeNull();
  });

  it('works row by row in a multi-line question', () => {
    const line = at('prima\nseconda riga', 10);
    expect(editLine(line, '', { home: true })).toEqual(at(line.text, 6));
    expect(editLine(line, '', { end: true })).toEqual(at(line.text, 18));
    expect(editLine(line, '', { meta: true, return: true })?.text).toBe('prima\nseco\nnda riga');
    expect(atEdgeRow(line, -1)).toBe(false);
    expect(atEdgeRow(line, 1)).toBe(true);
    expect(moveRow(line, -1)).toEqual(at(line.text, 4));
    expect(continuesOnEnter(lineOf('riga\\'))).toEqual(at('riga\n', 5));
    expect(continuesOnEnter(lineOf('riga'))).toBeNull();
  });

  it('walks the history and gives the draft back past the newest entry', () => {
    const entries = ['uno', 'due'];
    const up = stepHistory(entries, { index: null, draft: '' }, 'bozza', -1);
    expect(up?.text).toBe('due');
    const upAgain = up && stepHistory(entries, up.walk, up.text, -1);
    expect(upAgain?.text).toBe('uno');
    expect(upAgain && stepHistory(entries, upAgain.walk, 'uno', -1)).toBeNull();
    const down = upAgain && stepHistory(entries, upAgain.walk, 'uno', 1);
    const back = down && stepHistory(entries, down.walk, 'due', 1);
    expect(back).toEqual({ text: 'bozza', walk: { index: null, draft: 'bozza' } });
  });
});
