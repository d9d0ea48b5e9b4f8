import { describe, expect, it } from 'vitest';
import { TEST_TODAY, testKb } from '../testing/agents.js';
import { type ReaderInput, readQuestion } from './read.js';

// The reading classes of the second employers' set (89-real-employer-2.json), in words that are not its own.
const read = (message: string, extra: Partial<ReaderInput> = {}) =>
  readQuestion({ kb: testKb, message, today: TEST_TODAY, ...extra });
const DOMESTIC = testKb.byId('lavoro-domestico')?.id_categoria as number;
const CLEANING_FIRMS = testKb.byId('multiservizi-pulizia')?.id_categoria as number;

describe('a family’s cleaner or nanny told by what she does is domestic work', () => {
  it.each([
    'abbiamo preso una donna che viene il martedì e il venerdì a fare le pulizie, quanto le spetta di tredicesima?',
    'la ragazza che ci pulisce casa tre mattine a settimana vuole il contratto: che livello le diamo?',
    'una persona che mi fa le pulizie 12 ore a settimana: quanto preavviso devo darle se smetto?',
    'la signora che ci tiene i bambini dopo la scuola chiede di essere messa in regola, che livello?',
    'cerco una studentessa che mi guarda i tre bimbi il sabato sera: come la inquadro?',
  ])('%s', (message) => {
    const agreements = read(message).slots.agreements;
    expect(agreements).toContain(DOMESTIC);
    expect(agreements).not.toContain(CLEANING_FIRMS);
  });

  it('a cleaner sent by a firm to an office stays with the cleaning firms', () => {
    const agreements = read(
      'la ditta ci manda una signora che viene a fare le pulizie in ufficio: che contratto ha?',
    ).slots.agreements;
    expect(agreements).not.toContain(DOMESTIC);
  });
});

describe('the contributions a family pays, asked beside the hourly pay, are the domestic bands', () => {
  it.each([
    'la colf la paghiamo 9 euro l’ora per 18 ore a settimana: quanti contributi versiamo ogni trimestre?',
    'badante a 8,50 l’ora, 22 ore settimanali: quanto devo pagare di bollettino INPS a trimestre?',
  ])('%s', (message) => expect(read(message).intent).toBe('payroll_rules'));

  it('the net of the same pay is still a net', () => {
    expect(read('la colf a 9 euro l’ora per 18 ore a settimana: quanto le resta netto?').intent).toBe(
      'gross_to_net',
    );
  });
});
