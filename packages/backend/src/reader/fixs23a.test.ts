import { describe, expect, it } from 'vitest';
import { ruleClaim } from './rule-claim.js';

// Session 23 (fixs23a): the claim a message asks to confirm, and whether it denies a right or a payment.
describe('a rule claimed and asked to be confirmed', () => {
  it('the clause after "dice che" is the claim, denied', () => {
    const claim = ruleClaim('Il mio capo dice che in prova non mi spettano le ferie. È giusto?');
    expect(claim?.clause).toContain('in prova non mi spettano le ferie');
    expect(claim?.negated).toBe(true);
  });
  it('"mi hanno detto ke" with a typo still introduces the claim', () => {
    const claim = ruleClaim('mi hanno detto ke alla colf spetta uno scatto ogni due anni, confermi?');
    expect(claim?.clause.startsWith(' alla colf')).toBe(true);
    expect(claim?.negated).toBe(false);
  });
  it('a sentence asking "giusto?" with no introducing words is its own claim', () => {
    const claim = ruleClaim(
      'La colf ha diritto alla tredicesima anche se lavora 10 ore a settimana, giusto?',
    );
    expect(claim?.clause).toContain('tredicesima');
    expect(claim?.negated).toBe(false);
  });
  it('"li perdo" denies the payment', () => {
    expect(ruleClaim('e quindi è vero che i primi tre giorni li perdo?')?.negated).toBe(true);
  });
  it('the asker’s own doubt is not the claim’s denial', () => {
    expect(ruleClaim('non so se è vero che la quattordicesima si paga a luglio')?.negated).toBe(false);
  });
  it('"davvero" with no one’s claim told asks nothing to confirm', () => {
    expect(
      ruleClaim('Non so quante ferie mi restano davvero. Quanti giorni prevede il contratto?'),
    ).toBeUndefined();
  });
  it('"davvero" in a yes-or-no question weighs the rule asked', () => {
    expect(
      ruleClaim(
        'Metalmeccanici, 19 anni di anzianità: dal 2026 spetta davvero una settimana di ferie in più?',
      ),
    ).toBeDefined();
  });
  it('a plain question asks nothing to confirm', () => {
    expect(ruleClaim('Quanti giorni di ferie spettano nel CCNL Commercio?')).toBeUndefined();
  });
});
