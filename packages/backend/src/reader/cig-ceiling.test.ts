import { describe, expect, it } from 'vitest';
import { cigCeilingAsked } from './cig-ceiling.js';
import { fold } from './text.js';

const asked = (text: string, earlier = '') => cigCeilingAsked(fold(text), fold(earlier));

describe('the CIG ceiling asked, and roofs that are the work', () => {
  it.each([
    'Piccola impresa edile, facciamo soprattutto rifacimento tetti e facciate. Il consulente dice che c’era la cassa integrazione per eventi meteo. Da che temperatura si può chiedere?',
    'Ripariamo tetti in tutta la provincia: con la pioggia si può chiedere la cassa integrazione?',
    'lavori sui tetti d’estate: la cigo per il caldo si chiede?',
  ])('a roof worked on is no ceiling: %s', (text) => {
    expect(asked(text)).toBeUndefined();
  });

  it.each([
    'qual è il tetto della cassa integrazione nel 2026?',
    'per gli edili fermi per pioggia il tetto della cigo è lo stesso?',
  ])('the ceiling asked still is: %s', (text) => {
    expect(asked(text)).toBeDefined();
  });
});
