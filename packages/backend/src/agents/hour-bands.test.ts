import { describe, expect, it } from 'vitest';
import { askAgent, openingLines } from '../testing/agents.js';
import { bandOfHoursAway, paidBandVerdict } from './hour-bands.js';

const text = (answer: unknown) => (answer as { text: string }).text;
const PASSAGE =
  'per i servizi sul territorio nazionale è di 23,80 € dalle 6 alle 12 ore, 35,02 € dalle 12 alle 18 ore e 43,16 € dalle 18 alle 24 ore.';

describe("a travel allowance paid, checked against the agreement's band of hours away", () => {
  it('"sto fuori tipo 20 ore": the band 18-24; "38 euro al giorno di trasferta" is the figure paid', () => {
    const band = bandOfHoursAway(PASSAGE, 'sto fuori tipo 20 ore al giorno');
    expect(band?.amount).toBe('43,16 €');
    expect(
      paidBandVerdict(
        'in busta mi mettono 38 euro al giorno di trasferta',
        band ?? { amount: '', label: '' },
      ),
    ).toEqual({
      paid: 38,
      due: 43.16,
      short: 5.16,
    });
  });

  it('the payslip doubt on the allowance is answered with the band and the difference, not as a net pay check', () => {
    const opening = openingLines(
      text(
        askAgent(
          'calcolo',
          'faccio l autista camion trasporti nazionali, sto fuori tipo 20 ore al giorno, in busta mi mettono 38 euro al giorno di trasferta. e giusto x il ccnl logistica o mi devono di piu??',
        ),
      ),
    );
    expect(opening).toContain('43,16');
    expect(opening).toContain('5,16');
    expect(opening).not.toMatch(/netto/);
  });
});
