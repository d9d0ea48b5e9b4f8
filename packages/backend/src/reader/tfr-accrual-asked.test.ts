import { describe, expect, it } from 'vitest';
import { testKb as kb, TEST_TODAY } from '../testing/agents.js';
import { readQuestion } from './read.js';

const read = (message: string) =>
  readQuestion({ kb, message, history: [], categories: [], today: TEST_TODAY, agent: 'calcolo' });

describe('the TFR named in the story, asked as what accrues', () => {
  it.each([
    "Devo fare il conteggio del TFR maturato nel 2026 per un operaio C3 metalmeccanico industria, in forza tutto l'anno, 13ª pagata a dicembre. Quanto matura al netto del contributo al fondo di garanzia?",
    'TFR del 2026 per una commessa al 4° livello del commercio, con 13ª e 14ª pagate regolarmente: quanto accantono?',
  ])('is the TFR, not the 13th or a net pay: %s', (message) => {
    expect(read(message).intent).toBe('tfr');
  });

  it('still reads the 13th asked of its own', () => {
    expect(
      read('Operaio C3 metalmeccanico, TFR in fondo pensione: quanto matura di tredicesima quest anno?')
        .intent,
    ).not.toBe('tfr');
  });
});
