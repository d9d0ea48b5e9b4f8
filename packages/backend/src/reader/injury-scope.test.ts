import { describe, expect, it } from 'vitest';
import { isOffTopic } from './off-topic-ask.js';

describe('an injury at work told with its hospital visit', () => {
  it('is work: the employee hurt at work, the emergency room told as what happened', () => {
    expect(
      isOffTopic(
        "Un mio dipendente si è fatto male in magazzino martedì mattina ed è andato al pronto soccorso: ha 15 giorni di prognosi. Sono una piccola impresa di pulizie con il CCNL Multiservizi. Il giorno dell'infortunio e i giorni dopo chi li paga e quanto? L'INAIL copre tutto?",
      ),
    ).toBe(false);
  });
});

describe('a doctor’s errand without work', () => {
  it('stays outside work', () => {
    expect(isOffTopic('Mio padre è andato al pronto soccorso: quanto costa il ticket?')).toBe(true);
  });
});
