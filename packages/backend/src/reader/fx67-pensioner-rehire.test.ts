import { describe, expect, it } from 'vitest';
import { testKb } from '../testing/agents.js';
import { readQuestion } from './read.js';

const read = (message: string, history: string[] = []) =>
  readQuestion({ kb: testKb, message, history, today: '2026-12-01' });

describe('a pensioner hired again and a friend’s agreement in a follow-up', () => {
  it('the day the employer hired the pensioner again is the hire date', () => {
    const slots = read(
      'Sono in pensione da luglio; dal 1° ottobre 2026 il mio ex datore mi ha riassunta part-time al 60%, commercio 5° livello: quanto prendo di tredicesima?',
    ).slots;
    expect(slots.hireDate).toBe('2026-10-01');
  });

  it('a friend’s agreement named in a follow-up does not replace the conversation’s', () => {
    const metal = testKb.recognise('metalmeccanici industria')[0]?.id_categoria;
    const request = read(
      'e la quattordicesima la prendo anche io? un mio collega del commercio dice che lui la prende',
      [
        'sono impiegato metalmeccanico industria, livello D1, da 10 anni nella stessa azienda: quanto preavviso devo dare per dimettermi?',
      ],
    );
    expect(request.slots.agreements).toEqual([metal]);
  });
});
