import { describe, expect, it } from 'vitest';
import { askedBesideDisability } from './disability-story.js';
import { readable } from './text.js';

const asked = (intent: Parameters<typeof askedBesideDisability>[0], text: string) =>
  askedBesideDisability(intent, 'disability', readable(text));

describe('the 104 told as the story, another subject asked', () => {
  it('the sick days before losing the job are the sickness leave', () => {
    expect(
      asked(
        'leave',
        'Ho la sclerosi multipla con 104 per me e sono a 150 giorni di malattia. Quanti giorni di malattia posso fare prima di perdere il posto?',
      ),
    ).toBe('sickness_injury');
  });

  it("a disabled employer asking the carer's holidays: the holidays", () => {
    expect(
      asked(
        'leave',
        'Sono in carrozzina, ho la 104 e ho assunto una badante 25 ore. Quanti giorni di ferie all’anno le devo dare?',
      ),
    ).toBe('holidays');
  });

  it('the permits asked keep the leave', () => {
    expect(asked('leave', 'Ho la 104 per me: quanti giorni di permesso 104 ho al mese?')).toBeUndefined();
  });
});
