import { describe, expect, it } from 'vitest';
import { readable } from '../reader/text.js';
import { noticeSide } from './notice-side.js';

describe('who ends the job, carried to a follow-up', () => {
  it('a follow-up after a question that asked both resignation and dismissal keeps both', () => {
    const history = [
      'Addetta vendite 4° livello Confcommercio con 3 anni di anzianità: termini di preavviso in caso di dimissioni e di licenziamento?',
    ];
    expect(noticeSide(readable('e se avesse 12 anni di servizio?'), history)).toEqual({});
  });

  it('a follow-up after one side asked keeps that side', () => {
    const history = ['Commercio 4° livello, 3 anni: quanto preavviso devo dare se mi dimetto?'];
    expect(noticeSide(readable('e se avesse 12 anni di servizio?'), history)).toEqual({ by: 'dimissioni' });
  });
});
