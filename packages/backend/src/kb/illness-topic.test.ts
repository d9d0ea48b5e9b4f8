import { describe, expect, it } from 'vitest';
import { topicsOf } from './topics.js';

describe('an illness named in the question', () => {
  it('is the sickness topic when only the pay of those days is asked', () => {
    expect(topicsOf('Ho la febbre da lunedì: lo stipendio di questi giorni me lo pagano pieno?')).toEqual([
      'malattia',
    ]);
    expect(topicsOf("Mi sono preso l'influenza, quanto mi pagano?")).toEqual(['malattia']);
  });

  it('is only the story beside the topic the question asks about', () => {
    expect(topicsOf("Sono in prova da due settimane e ho preso l'influenza: la prova si allunga?")).toEqual([
      'prova',
    ]);
    expect(topicsOf('Durante le ferie ho avuto la febbre per 5 giorni: le ferie me le ridanno?')).toEqual([
      'ferie',
    ]);
  });

  it('is not an illness when the word means an influence', () => {
    expect(topicsOf("Che influenza ha l'anzianità sul minimo?")).not.toContain('malattia');
  });
});
