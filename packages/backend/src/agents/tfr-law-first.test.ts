import { describe, expect, it } from 'vitest';
import { askAgent, openingLine } from '../testing/agents.js';

// TFR rules of the law beyond the yearly accrual, in phrasings the eval does not use.
describe('TFR rules beyond the yearly accrual', () => {
  it('a pension fund withdrawal with no reason: 30% after 8 years, taxed 23%', () => {
    const text = askAgent(
      'main-agent',
      'sono iscritto al fondo pensione Fon.Te da 12 anni, vorrei prelevare qualcosa per esigenze mie senza motivo: quanto posso prendere e che ritenuta mi fanno?',
    ).text;
    expect(openingLine(text)).toContain('30%');
    expect(openingLine(text)).toContain('23%');
    expect(text).toContain('D.Lgs. 252/2005');
  });

  it('a follow-up on medical costs after a fund withdrawal: 75% at any time, taxed 15%', () => {
    const text = askAgent('main-agent', 'ok e invece per un intervento chirurgico di mio figlio?', {
      history: ['ho il tfr nella previdenza complementare da 5 anni, posso ritirarlo in parte?'],
    }).text;
    expect(openingLine(text)).toContain('75%');
    expect(openingLine(text)).toContain('15%');
  });

  it('a domestic worker is left out of the automatic enrolment', () => {
    const text = askAgent(
      'main-agent',
      'ho preso una badante per mio padre, è il suo primo lavoro: il tfr finisce da solo in un fondo pensione?',
    ).text;
    expect(openingLine(text)).toContain('No');
    expect(openingLine(text)).toContain('non si applica ai lavoratori domestici');
  });

  it('the Fondo di Tesoreria: 61 employees on average in 2025 must pay from 2026', () => {
    const text = askAgent(
      'main-agent',
      'Studio paghe: cliente metalmeccanico partito nel 2018 con 20 addetti, nel 2025 ha avuto una media di 61 dipendenti. Deve iniziare a versare il TFR al Fondo di Tesoreria INPS?',
    ).text;
    expect(openingLine(text)).toContain('Sì, cambia');
    expect(openingLine(text)).toContain('60 addetti');
  });

  it('the Fondo di Tesoreria follow-up under the 2026 threshold names 2028', () => {
    const text = askAgent('main-agent', 'e con una media di 52 dipendenti?', {
      history: [
        'Con una media di 70 dipendenti nel 2025 il TFR può restare in azienda o va al Fondo di Tesoreria?',
      ],
    }).text;
    expect(openingLine(text)).toContain('Per ora no');
    expect(openingLine(text)).toContain('2028');
  });

  it('a TFR amount stated in a follow-up on an advance: 70% of it', () => {
    const text = askAgent(
      'calcolo',
      'ne ho accumulati 18.000 euro di tfr, quanto mi possono dare al massimo?',
      {
        history: ['sono in azienda da 11 anni, posso avere un anticipo del tfr per la casa?'],
      },
    ).text;
    expect(openingLine(text)).toContain('12.600,00 €');
  });

  it('a small firm refusing an advance: the 4% of the staff is under one request', () => {
    const text = askAgent(
      'main-agent',
      "lavoro da 10 anni in un'azienda di 15 dipendenti e mi hanno negato l'anticipo tfr per la prima casa, possono rifiutarlo?",
    ).text;
    expect(text).toContain('4%');
    expect(text).toContain('10%');
    expect(text).toContain('non è obbligato');
  });

  it("a domestic worker's advance: once a year, up to 70%", () => {
    const text = askAgent(
      'main-agent',
      "la colf vuole un anticipo del tfr, posso dirle di no? quant'è il massimo?",
    ).text;
    expect(openingLine(text)).toContain('una volta all’anno');
    expect(openingLine(text)).toContain('70%');
  });

  it('a year with maternity leave: the quota counts the leave months too', () => {
    const text = askAgent(
      'calcolo',
      'impiegata a 2.000 € lordi al mese su 13 mensilità, quest anno 8 mesi lavorati e 4 mesi di congedo di maternità: quanto TFR matura nel 2026?',
    ).text;
    // 2.000 × 13 = 26.000 ÷ 13,5 = 1.925,93 € (art. 2120 c. 3 c.c.: the leave counts).
    expect(text).toContain('1.925,93');
    expect(text).toContain('art. 2120 c. 3');
  });
});
