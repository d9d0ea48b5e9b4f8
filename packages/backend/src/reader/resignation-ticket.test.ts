import { describe, expect, it } from 'vitest';
import { isOffTopic } from './off-topic-ask.js';
import { RESIGNED, WORK } from './outside-work.js';
import { readable } from './text.js';

describe('the dismissal ticket beside a resignation told with the participle', () => {
  it('is work, not a doctor’s ticket, when a bare "quanto?" points back to it', () => {
    expect(
      isOffTopic(
        "Un mio dipendente con 4 anni di anzianità si è dimesso per giusta causa perché ero in ritardo con gli stipendi. Il consulente dice che devo pagare comunque il ticket: quanto, quest'anno?",
      ),
    ).toBe(false);
    expect(
      isOffTopic(
        'La mia cameriera si è dimessa per giusta causa. Mi dicono che devo versare il ticket: quanto?',
      ),
    ).toBe(false);
  });

  it('reads the resignation as work, not a patient discharged', () => {
    expect(new RegExp(RESIGNED).test(readable('mi sono dimessa a marzo'))).toBe(true);
    expect(WORK.test(readable('si è dimesso per giusta causa'))).toBe(true);
    expect(new RegExp(RESIGNED).test(readable("è stato dimesso dall'ospedale"))).toBe(false);
    expect(
      isOffTopic("Mio padre è stato dimesso dall'ospedale: il ticket del pronto soccorso quanto costa?"),
    ).toBe(true);
  });
});
