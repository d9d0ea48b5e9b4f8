import { describe, expect, it } from 'vitest';
import { disabledChildLeaveAnswer } from './disabled-child-leave.js';

describe("the parental leave's extension for a child with a severe disability", () => {
  it('a follow-up on the long leave after a child with the 104: 3 years within the 12 years, at 30%', () => {
    const answer = disabledChildLeaveAnswer(
      'E quando avrà 5 anni? Posso ancora stare a casa con il congedo parentale lungo? Fino a quanto e quanto mi pagano?',
      ['Sono cameriera ai piani in un hotel, mio figlio di 2 anni ha la 104 grave. Cosa posso chiedere?'],
    );
    expect(answer?.text).toContain('fino a 3 anni in tutto');
    expect(answer?.text).toContain('entro i 12 anni del bambino');
    expect(answer?.text).toContain('30%');
  });

  it('the long leave asked with no disabled child told is not this rule', () => {
    expect(disabledChildLeaveAnswer('posso fare il congedo parentale lungo?', [])).toBeUndefined();
  });
});
