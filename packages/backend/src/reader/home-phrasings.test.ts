import { describe, expect, it } from 'vitest';
import { TEST_TODAY, testKb } from '../testing/agents.js';
import { type ReaderInput, readQuestion } from './read.js';

const read = (message: string, extra: Partial<ReaderInput> = {}) =>
  readQuestion({ kb: testKb, message, today: TEST_TODAY, ...extra });

describe('what families employing a colf or a carer ask, in their words', () => {
  it.each([
    [
      'la babysitter ha la febbre da lunedì e il medico le ha dato 4 giorni: li paghiamo noi?',
      'sickness_injury',
    ],
    ['la colf ha il covid, 7 giorni di certificato: quanti giorni le devo pagare?', 'sickness_injury'],
    [
      'Abbiamo chiuso con la colf dopo sei anni, 30 ore a settimana. Oltre al TFR il commercialista dice di rispettare il preavviso: quanti giorni?',
      'notice',
    ],
    [
      'se la colf viene a lavorare a Pasquetta, le ore di quel giorno di quanto si maggiorano?',
      'overtime_value',
    ],
  ])('%s', (message, intent) => expect(read(message).intent).toBe(intent));

  it('a contract qualified ("regolare", "apposito") names no agreement', () => {
    for (const message of [
      'vorrei fare un contratto regolare alla badante di mia zia, livello CS: che minimo nel 2025?',
      'esiste un contratto apposito per chi assiste di notte un anziano?',
    ]) {
      const slots = read(message).slots;
      expect(slots.unknownAgreements, message).toEqual([]);
    }
  });

  it('moving in or sleeping at the family is living in', () => {
    expect(
      read('la colf dal mese prossimo andrà a vivere con mia madre: quanto dura la prova?').slots.cohabiting,
    ).toBe(true);
    expect(read('la badante dorme da noi tutte le notti, livello BS').slots.cohabiting).toBe(true);
  });

  it('said not to live in, she is paid by the hour', () => {
    expect(
      read('la badante di mia zia non vive con lei, viene il pomeriggio: livello BS').slots.cohabiting,
    ).toBe(false);
    expect(read('la colf non dorme da noi, fa 20 ore a settimana al livello B').slots.cohabiting).toBe(false);
  });

  it('staying past the schedule is overtime, at night when after 22', () => {
    expect(
      read('la colf ieri è rimasta oltre il suo orario fino all’una di notte, 10 euro l’ora').slots
        .overtimeKind,
    ).toBe('straordinario_notturno');
  });

  it('"part time a 24 ore invece di 40" is a 60% share', () => {
    expect(
      read('commessa 5° livello commercio part time a 24 ore invece di 40: quanto?').slots.partTimePercent,
    ).toBe(60);
  });

  it('the woman who cleans for a private person is domestic work; a cleaning firm’s is not', () => {
    const domestic = testKb.agreements.find((c) => c.id === 'lavoro-domestico')?.id_categoria;
    const cleaning = testKb.agreements.find((c) => c.id === 'multiservizi-pulizia')?.id_categoria;
    expect(
      read('la signora delle pulizie viene da me 6 ore a settimana: quante ferie le spettano?').slots
        .agreements,
    ).toEqual([domestic]);
    expect(
      read("la signora delle pulizie dell'impresa che pulisce il nostro ufficio: quante ferie ha?").slots
        .agreements,
    ).toEqual([cleaning]);
  });

  it('an agreement not held, named up to a comma, is given its whole name', () => {
    expect(
      read('salone con due lavoranti, CCNL Acconciatura, estetica e tricologia: quante ferie hanno?').slots
        .unknownAgreements,
    ).toEqual(['CCNL Acconciatura ed estetica']);
  });
});
