import { describe, expect, it } from 'vitest';
import { namedContribution } from '../reader/contributions.js';
import { readable } from '../reader/text.js';
import { askAgent, openingLine } from '../testing/agents.js';
import { holidayDaysTaken } from './holidays-left.js';

describe('payroll rules asked the way consultants ask', () => {
  it('reads a TFR quota with the pension fund ruled out as the TFR, not the fund contribution', () => {
    expect(
      namedContribution(
        readable('quota tfr annua su una ral di 30.000, il dipendente non ha fondo pensione'),
      ),
    ).toBeUndefined();
    expect(namedContribution(readable('quanto versa l’azienda al fondo pensione Cometa?'))).toBe(
      'pension_fund',
    );
    const { text } = askAgent(
      'calcolo',
      'Che quota di TFR lorda matura in 12 mesi un dipendente con 27.000 euro di RAL? Senza fondo pensione, commercio.',
    );
    expect(text).toContain('2.000,00 €');
    expect(text).not.toMatch(/fondo pensione \*\*non è nella base/);
  });

  it('adds the pay-by date of untaken hours to the ROL total when it is asked', () => {
    const { text } = askAgent(
      'main-agent',
      'Quante ore di ROL ed ex festività spettano in un anno ai dipendenti di uno studio professionale con settimana corta, e se non le godono entro quando si pagano?',
    );
    const first = text.split('\n')[0];
    expect(first).toContain('72 ore');
    expect(first).toContain('31 luglio');
  });

  it('takes the days already taken off the holidays accrued', () => {
    expect(
      holidayDaysTaken(readable('ne ha già godute? ha preso 4 giorni di ferie, quante ne restano?')),
    ).toBe(4);
    expect(holidayDaysTaken(readable('ha fatto 6 giorni di ferie ad agosto'))).toBeUndefined();
    const { text } = askAgent(
      'calcolo',
      'Impiegata CCNL Studi professionali, orario lunedì-venerdì, assunta il 1° aprile 2026. Ha già preso 5 giorni di ferie. Al 31 dicembre quante ferie avrà maturato e quante ne rimangono?',
    );
    expect(text).toContain('16,5 giorni');
    expect(text).toContain('ne restano **11,5 giorni**');
  });

  it('opens a regional surcharge follow-up with the surcharge', () => {
    const { text } = askAgent('calcolo', "e l'addizionale regionale del Piemonte quanto sarebbe?", {
      history: ['Netto 2026 di un impiegato con RAL 32.000 € su 14 mensilità, nessun familiare a carico?'],
    });
    expect(openingLine(text)).toMatch(
      /^Nel 2026, su un imponibile IRPEF di [\d.,]+ €, l'addizionale regionale IRPEF \(Piemonte\)/,
    );
  });
});
