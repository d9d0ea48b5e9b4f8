import { describe, expect, it } from 'vitest';
import { askAgent, openingLine } from '../testing/agents.js';

describe("a year's TFR across a change of the table", () => {
  it('counts each month at the minimum in force then, the 13th at December’s (payroll-rules.md §7)', () => {
    const text = askAgent(
      'calcolo',
      "Devo fare il conteggio del TFR maturato nel 2026 per un operaio C3 che prende solo il minimo contrattuale metalmeccanico industria, in forza tutto l'anno, 13ª pagata a dicembre. Considera che a giugno il minimo è cambiato. Quanto matura al netto del contributo al fondo di garanzia?",
    ).text;
    // 5 × 2.158,26 + 8 × 2.211,43 = 28.482,74; / 13,5 − 0,50% = 1.967,42.
    expect(openingLine(text)).toContain('1.967,42 €');
    expect(text).toContain('28.482,74');
  });

  it('gives the gross quota before the 0,50% too, the 13th at December’s minimum even when not told', () => {
    const text = askAgent(
      'calcolo',
      "Quota TFR lorda maturata nel 2026, prima dello 0,50% al Fondo di garanzia, da un C2 metalmeccanico in forza tutto l'anno al solo minimo tabellare?",
    ).text;
    // 5 × 2.015,24 + 8 × 2.064,88 = 26.595,24; / 13,5 = 1.970,02; − 132,98 = 1.837,04.
    expect(openingLine(text)).toContain('1.970,02 €');
    expect(openingLine(text)).toContain('1.837,04 €');
  });

  it('values the 14th at the minimum in force on 30 June', () => {
    const text = askAgent(
      'calcolo',
      "Accantonamento TFR 2026 per un 3° livello Terziario Confcommercio full time tutto l'anno, solo minimi: quota lorda e netta dopo lo 0,50%?",
    ).text;
    // 10 × 1.983,91 + 2 × 2.024,38 + 14ª 1.983,91 + 13ª 2.024,38 = 27.896,15; / 13,5 = 2.066,38.
    expect(openingLine(text)).toContain('2.066,38 €');
    expect(openingLine(text)).toContain('1.926,90 €');
  });

  it('keeps the one table the user tells for the whole year', () => {
    const text = askAgent(
      'calcolo',
      'Dipendente Metalmeccanici industria, livello C3, retribuito al solo minimo tabellare in vigore da giugno 2026 su 13 mensilità. Quanto TFR matura in un anno intero di servizio a quella retribuzione?',
    ).text;
    // 2.211,43 × 13 = 28.748,59 / 13,5 = 2.129,53.
    expect(openingLine(text)).toMatch(/2\.129,53 €|1\.985,78 €/);
  });

  it('leaves a year still to come to the budget path, whose extra months are paid at their own table', () => {
    const text = askAgent(
      'calcolo',
      'tfr che matura nel 2027 un 5° livello del commercio al minimo, tutto l’anno, contando la tranche di febbraio 2027?',
    ).text;
    expect(openingLine(text)).not.toContain('dal 1° gennaio 2027 al 31 dicembre 2027');
  });

  it('keeps the ordinary quota when the pay is given as a RAL', () => {
    const text = askAgent(
      'calcolo',
      "TFR maturato nel 2026 da un operaio metalmeccanico C3 in forza tutto l'anno con una RAL di 30.000 €: quanto matura?",
    ).text;
    expect(openingLine(text)).not.toContain('dal 1° gennaio 2026 al 31 dicembre 2026');
  });
});

describe('a whole year supposed after a hire in the year', () => {
  it('is not the calendar months from the hire', () => {
    const text = askAgent(
      'calcolo',
      'e di tfr quanto matura in un anno intero uno come me? paga di adesso x 12 mesi + tredicesima',
      {
        history: [
          'Mi hanno assunto il 1° giugno 2026 in una carpenteria metallica artigiana, 5° livello, contratto metalmeccanici artigiani, prendo il minimo e basta. A dicembre quanto mi devono dare di tredicesima lorda?',
        ],
      },
    ).text;
    expect(openingLine(text)).not.toContain('dal 1° giugno 2026 al 31 dicembre 2026');
  });
});
