import { describe, expect, it } from 'vitest';
import { readPlace } from '../reader/places.js';
import { withoutSetAside } from '../reader/set-aside.js';
import { readable } from '../reader/text.js';
import { yearAsked } from './annual-cell.js';

describe('fixs44j: pay items named then set aside', () => {
  it('drops the overtime named before "lasciamoli fuori" and keeps the surcharges left out', () => {
    const out = withoutSetAside(
      'niente scatti; le trasferte e gli straordinari lasciamoli fuori perché variano e le addizionali regionali e comunali non contiamole. Netto medio?',
    );
    expect(out).not.toMatch(/straordinari/);
    expect(out).toMatch(/senza le addizionali regionali e comunali/);
  });
  it('keeps a sentence that asks about overtime', () => {
    expect(withoutSetAside('Quanto vale lo straordinario del sabato?')).toMatch(/straordinario/);
  });
});

describe('fixs44j: the year asked in a comparison', () => {
  it('reads "sia al mese sia all\'anno" with steps only set aside', () => {
    const text = readable(
      "confrontare il minimo di un 4° livello con un C2, sia al mese sia all'anno tenendo conto delle mensilità. Scatti e superminimi lasciamoli fuori.",
    );
    expect(yearAsked(text, ['minimi', 'scatti'])).toEqual(['minimi', 'annuo']);
  });
  it('reads minimums "moltiplicati per il numero di mensilità"', () => {
    const text = readable(
      "i minimi di oggi moltiplicati per il numero di mensilità di ciascun contratto (senza scatti), quale rende di più all'anno?",
    );
    expect(yearAsked(text, ['minimi', 'scatti'])).toEqual(['annuo']);
  });
  it('leaves a count of payments asked alone', () => {
    expect(
      yearAsked(readable("quante mensilità all'anno ha ciascun contratto?"), ['mensilita']),
    ).toBeUndefined();
  });
});

describe('fixs44j: residence told without a preposition', () => {
  it('takes the fiscal residence over the employer seat', () => {
    const text = 'Stesso dipendente ma residenza fiscale Roma (stesso datore, sede Milano). Netto annuo?';
    expect(readPlace(readable(text), text).municipality).toBe('Roma');
  });
});
