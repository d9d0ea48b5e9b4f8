import { describe, expect, it } from 'vitest';
import { testKb as kb } from '../testing/agents.js';
import { readQuestion } from './read.js';

const read = (message: string, history: string[] = []) =>
  readQuestion({ kb, message, history, categories: [], today: '2026-11-26' });

describe('fixs35n: calculations read as the user means them', () => {
  it('pays overtime at the table of the days worked, not of the hire month this year', () => {
    const r = read(
      'Sono barista al 4° livello del commercio, tempo pieno, assunto ad aprile di quest anno. La settimana scorsa ho fatto 3 ore di straordinario: quanto mi devono lordo?',
    );
    expect(r.intent).toBe('overtime_value');
    expect(r.slots.date).toBeUndefined();
  });

  it('does not take the worker (a daughter the parent asks about) as a dependant when none is said', () => {
    const r = read(
      'Mio figlio ha 25 anni, lavora come magazziniere al 5° livello del commercio con 1.700 € lordi al mese su 14 mensilità; non ha familiari a carico. Quanto gli resta netto al mese nel 2026?',
    );
    expect(r.slots.dependants).toBeUndefined();
  });

  it('reasons on the payments count the asker names, not the one of the current job', () => {
    const r = read(
      'Il candidato ha oggi una RAL di 26.000 € su 13 mensilità e vuole 1.600 € netti al mese, calcolando su 14 mensilità come prevede il nostro contratto. Residente a Torino, nessun familiare a carico, regole 2026: che RAL serve?',
    );
    expect(r.slots.payments).toBe(14);
  });
});
