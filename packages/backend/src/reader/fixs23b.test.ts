import { describe, expect, it } from 'vitest';
import { scoreIntents } from './intents.js';
import { fold } from './text.js';

const top = (question: string) => scoreIntents(fold(question))[0]?.intent;

describe('the person cared for admitted to a care home is the story of a notice', () => {
  it('"ricoverato in una casa di riposo" beside a dismissal asks the notice, not sickness', () => {
    expect(top('Mio papà è stato ricoverato in una casa di riposo, posso licenziare la badante?')).toBe(
      'notice',
    );
    expect(top('la nonna è entrata in RSA, dobbiamo licenziare la badante')).toBe('notice');
  });
  it('the worker admitted herself stays sickness', () => {
    expect(top('sono stata ricoverata in una casa di cura, mi possono licenziare?')).toBe('sickness_injury');
  });
});
