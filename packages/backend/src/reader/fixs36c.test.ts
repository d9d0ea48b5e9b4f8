import { describe, expect, it } from 'vitest';
import { withoutRetracted } from './retracted.js';

describe('a phrase the turn takes back (fixs36c)', () => {
  it('drops the words a "no scusa" replaces', () => {
    expect(
      withoutRetracted("stesse 6 ore ma per l'apprendista.. no scusa, per l'operaio D2 (ex 3a). quanto viene?"),
    ).toBe("stesse 6 ore ma per l'operaio D2 (ex 3a). quanto viene?");
    expect(withoutRetracted('il 3° livello, anzi il 4° quanto prende?')).toBe('il 4° quanto prende?');
  });
  it('leaves a turn alone when nothing is replaced', () => {
    expect(withoutRetracted('no scusa, intendevo il 4')).toBe('no scusa, intendevo il 4');
    expect(withoutRetracted('non è poco, anzi è tanto')).toBe('non è poco, anzi è tanto');
  });
});
