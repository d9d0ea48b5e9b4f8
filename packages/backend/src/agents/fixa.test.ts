import { describe, expect, it } from 'vitest';
import { askAgent, openingLine } from '../testing/agents.js';

// Session 12 (fixa): a TFR revaluation asked after the year's accrual, in the words of a follow-up.
const ask = (message: string, history: string[]) => askAgent('calcolo', message, { history }).text;

describe('a follow-up that states its own TFR fund revalues that fund, not the quota carried', () => {
  it('revalues the fund the turn states, with the inflation it gives', () => {
    const text = ask(
      "Altra cosa: al 31 dicembre 2025 avevo 8.500 euro di TFR in azienda. Con un'inflazione del 2% quanto si rivaluta quella somma, al netto della sostitutiva?",
      [
        'Impiegata 3° livello commercio, retribuzione annua utile al TFR 26.000 €: quanto TFR matura in un anno?',
      ],
    );
    // 1,5% + 75% × 2% = 3%; 8.500 × 3% = 255,00; 17% = 43,35; net 211,65.
    expect(openingLine(text)).toContain('8.500,00 €');
    expect(openingLine(text)).toContain('**211,65 €**');
  });
  it('the fund said as accumulated, asked as "quell’importo"', () => {
    const text = ask(
      "Il fondo TFR accumulato del mio dipendente è di 15.000 €: se l'inflazione fosse dell'1,8%, di quanto si rivaluta quell'importo?",
      ['quanto TFR matura un operaio con 30.000 € di retribuzione annua?'],
    );
    // 1,5% + 75% × 1,8% = 2,85%; 15.000 × 2,85% = 427,50.
    expect(openingLine(text)).toContain('**427,50 €**');
  });
  it('"quella cifra" with no fund of its own is still the year’s quota', () => {
    const text = ask("e quella cifra di quanto si rivaluta con un'inflazione del 2%?", [
      'quanto TFR matura in un anno con una retribuzione utile di 27.000 €?',
    ]);
    // 27.000 / 13,5 − 0,50% × 27.000 = 2.000 − 135 = 1.865,00; × 3% = 55,95.
    expect(openingLine(text)).toContain('**55,95 €**');
  });
});

describe('a revaluation asked with the inflation in the next sentence is computed, not called a gap', () => {
  it('answers once, from the inflation given', () => {
    const text = ask(
      'Ma poi il TFR si rivaluta ogni anno, giusto? Con inflazione al 1,5%, di quanto cresce la quota del primo anno?',
      ['Quanto TFR accantono in un anno con 28.000 € di retribuzione utile, tolto il fondo di garanzia?'],
    );
    // 28.000 / 13,5 − 140 = 1.934,07; 1,5% + 75% × 1,5% = 2,625%; × = 50,77.
    expect(text).not.toContain('Non posso completare il calcolo');
    expect(openingLine(text)).toContain('**50,77 €**');
  });
  it('a yes-or-no sentence before the figures is not answered apart with a gap', () => {
    const text = ask(
      "Il TFR messo da parte l'anno dopo si rivaluta, vero? Ipotizziamo un'inflazione del 2,5%: quanto si rivaluta la quota accantonata il primo anno?",
      [
        'TFR maturato in un anno da un dipendente con 40.500 € di retribuzione utile, tolto lo 0,50% del fondo di garanzia?',
      ],
    );
    // 40.500 / 13,5 − 0,50% × 40.500 = 3.000 − 202,50 = 2.797,50; 1,5% + 75% × 2,5% = 3,375%; × = 94,42.
    expect(text).not.toContain('Non posso completare il calcolo');
    expect(openingLine(text)).toContain('**94,42 €**');
  });
});

describe('the minimum at a date gone opens, then its rise since', () => {
  it('says the minimum then, bold, and how much it rose to today', () => {
    const text = askAgent('main-agent', 'e a maggio dell’anno scorso quanto era? di quanto è cresciuto?', {
      history: ['il minimo di un addetto al 2° livello multiservizi adesso quant’è?'],
    }).text;
    // Multiservizi 2° livello: 1.283,17 € (tabella dal 1° luglio 2024), 1.403,17 € from 1 October 2026.
    expect(openingLine(text)).toMatch(/al 1° maggio 2025 era \*\*1\.283,17 €\*\*.*è salito di 120,00 €/);
  });
});

describe('a tranche’s amount asked with the new minimum opens with both', () => {
  it('the tranche and the minimum it leads to', () => {
    const text = askAgent(
      'main-agent',
      'Multiservizi, 3° livello: importo dell’aumento di maggio 2027 e nuovo minimo complessivo da quella data?',
    ).text;
    expect(openingLine(text)).toMatch(
      /aumenta di \*\*32,48 €\*\* dal 1° maggio 2027: da 1\.478,05 € a 1\.510,53 €/,
    );
    // "minimo complessivo" is the minimum's whole, not the renewal's total increase.
    expect(openingLine(text)).not.toMatch(/a regime/);
  });
});
