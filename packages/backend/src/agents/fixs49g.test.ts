import { describe, expect, it } from 'vitest';
import { askAgent, openingLine, withUpload } from '../testing/agents.js';

/**
 * Session 49 (fixs49g): payroll arithmetic from a stated pay. A TFR quota asked "before any revaluation" is the
 * quota of the pay given, not the revaluation's gap; a pay stated for a span of months ("da gennaio a novembre")
 * is that span's total, not a yearly pay to prorate; a follow-up on another domestic worker with its own weekly
 * schedule does not carry the earlier worker's quarter hours; an hours sheet's total is the period's hours, not
 * its first month's line.
 */
const today = '2026-11-28';

describe('TFR quota from a stated pay', () => {
  it('"prima di ogni rivalutazione": the quota of the pay, no coefficient gap', () => {
    const text = askAgent(
      'calcolo',
      "Il magazziniere se ne va a fine mese; quest'anno la retribuzione utile per il TFR è stata 27.000 euro. Quanto TFR matura nel 2026, prima di ogni eventuale rivalutazione?",
      { today },
    ).text;
    const opening = openingLine(text);
    expect(opening).toContain('2.000,00 €');
    expect(opening).not.toMatch(/non è disponibile/);
  });

  it('"senza alcuna rivalutazione": the quota as well', () => {
    const opening = openingLine(
      askAgent(
        'calcolo',
        'Retribuzione utile TFR del 2026: 40.500 €. Mi serve la quota TFR senza alcuna rivalutazione.',
        { today },
      ).text,
    );
    expect(opening).toContain('3.000,00 €');
  });

  it('a pay stated for a span of months is that span total, not prorated again', () => {
    const text = askAgent(
      'calcolo',
      "L'impiegato cessa il 31/08/2026. Imponibile TFR da gennaio ad agosto 2026: 20.250 €. Quanto è la quota TFR dell'anno al netto dello 0,50%?",
      { today },
    ).text;
    // 20.250 / 13,5 = 1.500,00; less 0,50% × 20.250 = 101,25 → 1.398,75.
    expect(openingLine(text)).toContain('1.398,75 €');
    expect(text).not.toMatch(/× 8\/12/);
  });
});

describe('domestic contributions: the hours of the worker asked about', () => {
  it('a follow-up on another worker with its own schedule does not take the earlier quarter hours', () => {
    const text = askAgent(
      'calcolo',
      'e la badante della nonna, che vive con lei e fa 50 ore settimanali a tempo indeterminato: contributo orario INPS 2026?',
      {
        today,
        history: [
          'la colf di casa fa 10 ore a settimana a 9 euro, nel trimestre luglio-settembre 2026 sono 130 ore retribuite: quanto versiamo?',
        ],
      },
    ).text;
    expect(openingLine(text)).toContain('1,24 €');
    // 130 × 1,24 = 161,20: the colf's hours on the badante's contribution.
    expect(text).not.toContain('161,20');
  });

  it('the same worker asked again keeps the quarter hours', () => {
    const text = askAgent('calcolo', 'e quanto posso trattenerle?', {
      today,
      history: [
        "la colf fa 20 ore alla settimana a 10 euro l'ora, nel trimestre luglio-settembre 2026 ha 260 ore retribuite. quanto versiamo?",
      ],
    }).text;
    expect(text).toContain('124,80 €');
  });

  it("an hours sheet's total is the quarter's hours, not its first month's line", () => {
    const sheet = [
      'PROSPETTO ORE - COLF (lavoro domestico)',
      'Lavoratrice: Anna B., collaboratrice familiare non convivente, livello B',
      'Rapporto: tempo indeterminato, datore e lavoratrice non parenti',
      'Paga oraria concordata: 10,00 euro lordi',
      'Orario: 15 ore settimanali',
      '',
      'I trimestre 2026',
      'Gennaio: 65 ore retribuite',
      'Febbraio: 60 ore retribuite',
      'Marzo: 70 ore retribuite',
      'Totale ore retribuite nel trimestre: 195',
    ].join('\n');
    const text = askAgent(
      'calcolo',
      'Vi ho caricato il prospetto ore della colf. A aprile si versano i contributi del primo trimestre: quanto dobbiamo versare in tutto per il trimestre, e quanto possiamo trattenerle?',
      { today, ...withUpload('prospetto-ore.txt', sheet) },
    ).text;
    expect(openingLine(text)).toContain('195 ore');
    expect(openingLine(text)).not.toContain('65 ore');
  });
});
