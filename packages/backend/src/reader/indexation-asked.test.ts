import { describe, expect, it } from 'vitest';
import { testKb as kb } from '../testing/agents.js';
import { indexationAsked } from './indexation-asked.js';
import { readQuestion } from './read.js';
import { fold } from './text.js';

describe('the yearly ISTAT adjustment of the minimums asked', () => {
  it('is asked in the words people use for it', () => {
    expect(indexationAsked("l'adeguamento annuale istat dei minimi e ancora all 80%?")).toBe(true);
    expect(indexationAsked('la rivalutazione istat annuale e cambiata con questo rinnovo?')).toBe(true);
    expect(indexationAsked('i minimi si adeguano al costo della vita?')).toBe(true);
  });
  it("is not the TFR's revaluation nor a minimum asked", () => {
    expect(indexationAsked('la rivalutazione istat del tfr come si calcola?')).toBe(false);
    expect(indexationAsked('quanto e il minimo del livello bs?')).toBe(false);
  });
});

describe('the minimum asked at the table the adjustment brought', () => {
  it('stays the minimum of the level', () => {
    const request = readQuestion({
      kb,
      message:
        "Un'altra famiglia mi chiede il minimo mensile 2026 per una badante convivente livello CS, quello aggiornato con l'adeguamento ISTAT di febbraio. Lei ce l'ha la cifra esatta?",
      today: '2026-11-30',
    });
    expect(request.intent).toBe('minimum_pay');
  });
});

describe('an accent typed as an apostrophe', () => {
  it('is read as the accented vowel, leaving elisions alone', () => {
    expect(fold("di quanto e' aumentato, perche' piu' basso")).toBe(
      'di quanto e aumentato, perche piu basso',
    );
    expect(fold("l'aumento dell'anno, quant'e, un po' di pulizie")).toBe(
      "l'aumento dell'anno, quant'e, un po' di pulizie",
    );
  });
});
