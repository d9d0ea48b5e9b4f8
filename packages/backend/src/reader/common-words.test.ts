import { describe, expect, it } from 'vitest';
import { testKb } from '../testing/agents.js';
import { readAgreements } from './agreements.js';
import { isCommonWord } from './common-words.js';
import { fold } from './text.js';

describe('an articulated preposition after "contratto" is never an agreement name', () => {
  it('is a common word', () => {
    for (const word of ['sulle', 'sulla', 'negli', 'dalle', 'nella']) expect(isCommonWord(word)).toBe(true);
  });
  it('"il contratto collettivo sulle ore supplementari" names no agreement', () => {
    for (const text of [
      'Io sono part-time a 24 ore, il mio contratto collettivo sulle ore supplementari non dice niente.',
      'il contratto nazionale nella parte sul part-time non prevede nulla',
    ])
      expect(readAgreements(testKb, fold(text)).unknown).toEqual([]);
  });
});
