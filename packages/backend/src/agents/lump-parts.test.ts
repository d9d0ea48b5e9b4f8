import { describe, expect, it } from 'vitest';
import { asksLumpParts } from './lump-parts.js';

const asks = (text: string) => text.match(/[^.?!]*\?/g) ?? [];
const lump = (text: string) => asksLumpParts(text, asks(text));

describe('the una tantum asked', () => {
  it('is asked when every asking word follows it in the sentence that names it', () => {
    const text =
      "sto ricostruendo gli arretrati del rinnovo. oltre alle tranche di aumento sui minimi, mi ricordo che c'era anche un importo una tantum: a quanto ammontava in totale e in quante rate?";
    expect(lump(text)).toBe(true);
  });

  it('is not asked alone when the question asks the increase before naming it', () => {
    expect(lump("di quanto e l'aumento e c'era una tantum in totale?")).toBe(false);
    expect(lump("c'era una tantum? e l'aumento in totale quanto e?")).toBe(false);
  });
});
