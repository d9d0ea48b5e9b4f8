import { describe, expect, it } from 'vitest';
import { askAgent, testKb as kb, TEST_TODAY } from '../testing/agents.js';
import { calculationSubject } from './calculation-subject.js';
import { readQuestion } from './read.js';

const PART_TIME_PAY =
  'Hotel con CCNL Turismo Federalberghi: receptionist a 24 ore settimanali; il tempo pieno del suo livello è 1.780 € al mese. Qual è la nuova retribuzione mensile?';

describe('a follow-up naming a new sum of the same case takes that sum (calculation-subject.ts)', () => {
  it.each([
    'e di tredicesima, se ha lavorato a 24 ore da aprile a dicembre (9 mesi)?',
    'e la tredicesima per 9 mesi quanto viene?',
  ])('after the part-time monthly pay: %s → the 13th on the part-time pay', (message) => {
    const request = readQuestion({
      kb,
      message,
      history: [PART_TIME_PAY],
      categories: [],
      today: TEST_TODAY,
    });
    expect(request.intent).toBe('thirteenth_pro_rata');
    const text = askAgent('calcolo', message, { history: [PART_TIME_PAY] }).text;
    expect(text.split('\n')[0]).toContain('801,00 €');
    expect(text).not.toContain('1.335,00');
  });

  it('leaves a turn that names no extra payment, or asks the net, to the pay before', () => {
    expect(calculationSubject('e con 30 ore?', 'gross_to_net', 'gross_to_net')).toBeUndefined();
    expect(
      calculationSubject('e la tredicesima netta quanto è?', 'gross_to_net', 'gross_to_net'),
    ).toBeUndefined();
    expect(calculationSubject('e la 13ª da marzo?', 'tfr', 'gross_to_net')).toBeUndefined();
    const counted = 'e diviso per le mensilità quanto fa al mese? ha 13esima e 14esima';
    expect(calculationSubject(counted, 'gross_to_net', 'gross_to_net')).toBeUndefined();
    expect(calculationSubject('e la 13ª da marzo quanto?', 'gross_to_net', 'gross_to_net')).toBe(
      'thirteenth_pro_rata',
    );
  });

  it("an apprentice's month of service is no extra payment: the band's pay is asked again", () => {
    const first =
      'CCNL Studi professionali: apprendista professionalizzante con obiettivo 4° livello. Quanto prende lordo al mese il primo anno, dal minimo di ottobre 2025?';
    for (const message of [
      'e dal tredicesimo mese quanto sale?',
      'e al 14° mese di contratto quanto prende?',
    ]) {
      const request = readQuestion({ kb, message, history: [first], categories: [], today: TEST_TODAY });
      expect(request.intent).not.toBe('thirteenth_pro_rata');
      const opening = askAgent('calcolo', message, { history: [first] }).text.split('\n')[0];
      expect(opening).toContain('1.356,11 €');
      expect(opening).not.toContain('tredicesima');
    }
    expect(calculationSubject('e dal 13° al 24° quanto?', 'minimum_pay', 'minimum_pay')).toBeUndefined();
  });
});
