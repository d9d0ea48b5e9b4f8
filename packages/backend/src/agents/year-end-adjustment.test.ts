import { describe, expect, it } from 'vitest';
import type { AgentContext } from './context.js';
import { yearEndAdjustment, yearEndAdjustmentAsked } from './year-end-adjustment.js';

const ask = (message: string) => yearEndAdjustment({ message, documents: [] } as unknown as AgentContext);

describe('year-end adjustment: its timing asked', () => {
  it('reads "in quale busta / fino a quando" as the adjustment asked', () => {
    expect(
      yearEndAdjustmentAsked(
        'Conguaglio fiscale di fine anno per un dipendente in forza: in quale busta paga si effettua di norma e fino a quando può essere fatto?',
      ),
    ).toBe(true);
    expect(yearEndAdjustmentAsked('Entro quando va fatto il conguaglio IRPEF?')).toBe(true);
  });

  it('opens with December and the February deadline', () => {
    const answer = ask('Il conguaglio fiscale in che mese si fa e entro quando?');
    const opening = answer?.text.split('\n\n')[0] ?? '';
    expect(opening).toContain('dicembre');
    expect(opening).toContain('febbraio');
  });

  it('leaves the INPS adjustment alone', () => {
    expect(yearEndAdjustmentAsked('Il conguaglio INPS della malattia fino a quando si fa?')).toBe(false);
  });
});
