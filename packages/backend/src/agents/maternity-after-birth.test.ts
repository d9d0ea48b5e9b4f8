import { describe, expect, it } from 'vitest';
import { askAgent, openingLine } from '../testing/agents.js';
import { afterBirthVerdict } from './maternity-after-birth.js';

describe('the maternity leave placed around the birth', () => {
  it('says yes to all five months after the birth, said as "tutti i 5 mesi di maternità dopo il parto"', () => {
    const line = openingLine(
      askAgent(
        'main-agent',
        'posso fare tutti i 5 mesi di maternita dopo il parto? lavoro in un bar, ccnl fipe',
      ).text,
    );
    expect(line).toMatch(/^\*\*Sì\*\*, tutti i \*\*5 mesi\*\* dopo il parto/);
    expect(line).toContain('L. 145/2018');
  });

  it('gives the four months after the birth of a mother who works until one month before it', () => {
    const { text } = askAgent(
      'main-agent',
      'E se lavoro fino a un mese prima del parto, dopo quanti mesi ho?',
      {
        history: [
          'Sono commessa col contratto del commercio e aspetto un bimbo per marzo 2027: quanti mesi di maternità obbligatoria ho?',
        ],
      },
    );
    const line = openingLine(text);
    expect(line).toContain('**4 mesi dopo il parto**');
    expect(line).toContain('art. 20');
    expect(text).toContain('normattiva.it');
  });

  it('opens the 1 + 4 flexibility with a verdict when asked yes or no', () => {
    expect(afterBirthVerdict('posso lavorare fino all’ottavo mese?')?.line).toMatch(/^\*\*Sì\*\*, lavorando/);
    expect(afterBirthVerdict('quanti mesi di maternità ho?')).toBeUndefined();
  });
});
