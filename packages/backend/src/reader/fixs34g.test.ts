import { describe, expect, it } from 'vitest';
import { testKb as kb, TEST_TODAY } from '../testing/agents.js';
import { readQuestion } from './read.js';

const read = (message: string, history: string[] = []) =>
  readQuestion({ kb, message, history, categories: [], today: TEST_TODAY, agent: 'calcolo' });

describe('the figure a story asks, not the figures it tells (fixs34g)', () => {
  it('a net asked with the surcharges set aside is the net, not the surcharges', () => {
    const request = read('quanto prendo netto al mese? 3 liv commercio, 14 mensilita, senza addizionali');
    expect(request.intent).toBe('gross_to_net');
  });

  it('the net a candidate wants is the one a RAL is found for, not the one he has now', () => {
    const request = read(
      'Il candidato oggi prende 1.550 netti, ma per cambiare chiede 1.750 euro netti al mese. CCNL Logistica, 14 mensilità, 2026: che RAL devo proporre?',
    );
    expect(request.intent).toBe('net_to_gross');
    expect(request.slots.amounts[0]).toEqual({ kind: 'net', value: 1750 });
  });

  it('an extra hour asked at the end of a long story is valued, whatever 14th or hours the story tells', () => {
    const request = read(
      "Cameriera in hotel, CCNL Turismo, 4° livello, 40 ore. Quest'anno ha già fatto 120 ore di straordinario e a luglio ha preso la quattordicesima di 1.700 euro. Ieri ha fatto un'ora di straordinario: quanto vale quell'ora?",
    );
    expect(request.intent).toBe('overtime_value');
    expect(request.slots.extraHours).toBeUndefined();
    expect(request.slots.amounts.some((a) => a.value === 1700 || a.value === 120)).toBe(false);
  });

  it('a request that opens with the TFR asks the TFR, the 13th after it is a condition', () => {
    const request = read(
      "TFR maturato nel 2026 da un C2 metalmeccanico al minimo, in forza tutto l'anno, tredicesima pagata a dicembre",
    );
    expect(request.intent).toBe('tfr');
  });

  it('a hire told as "a marzo 2025 ho assunto" is the hire, and "quest\'anno" asks about today', () => {
    const request = read(
      "Bar con CCNL FIPE: a giugno 2025 ho assunto un cameriere a tempo pieno. Quante ore di ROL ed ex festività gli spettano quest'anno?",
    );
    expect(request.slots.hireDate).toBe('2025-06-01');
    expect(request.slots.taxYear).toBeUndefined();
  });
});
