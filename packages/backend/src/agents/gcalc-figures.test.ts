import { describe, expect, it } from 'vitest';
import { askAgent, openingLine } from '../testing/agents.js';
import { statedMunicipalRate } from './stated-municipal-rate.js';

const ask = (message: string, history: string[] = []) => askAgent('calcolo', message, { history }).text;

describe('calculations from the figures the user gives (h591–h599 classes, new phrasings)', () => {
  it('takes an hourly pay times the agreement’s divisor as the month a 13ª is a twelfth of', () => {
    // 10,20 × 173 = 1.764,60; hired on 5 August: August to December, 5/12 = 735,25.
    const full =
      'Operaio metalmeccanico industria, retribuzione globale oraria di 10,20 €: tredicesima intera?';
    expect(openingLine(ask(full))).toContain('1.764,60');
    expect(openingLine(ask('e se è entrato il 5 agosto 2026?', [full]))).toContain('735,25');
  });

  it('takes the pay of a period said as a total as the TFR base, not as a RAL to prorate', () => {
    // 9.450 / 13,5 = 700,00; less 0,50% (47,25) = 652,75.
    const text = ask(
      'da febbraio a giugno ho preso 9.450 euro lordi totali, poi mi sono dimessa: quanto TFR?',
    );
    expect(openingLine(text)).toContain('652,75');
  });

  it('triples the ticket of a collective dismissal closed without a union agreement', () => {
    // 2026: 649,73 × 2 = 1.299,46; × 3 = 3.898,38.
    const text = ask(
      'licenziamento collettivo di un reparto, senza accordo sindacale: ticket 2026 per un operaio con 2 anni di anzianità?',
    );
    expect(openingLine(text)).toContain('3.898,38');
    expect(openingLine(text)).not.toContain('**1.299,46 €**');
  });

  it('says when the ticket is paid when asked, and reads "tiket" as the ticket', () => {
    const due = ask(
      'quanto è il ticket di licenziamento nel 2026 per 1 anno di anzianità e entro quando si paga?',
    );
    expect(openingLine(due)).toContain('649,73');
    expect(openingLine(due)).toContain('entro il giorno 16 del secondo mese successivo');
    // 2025: 640,76 × 2 = 1.281,52.
    expect(ask('tiket licenziamento 2025 per 2 anni di anzianità quanto era?')).toContain('1.281,52');
  });

  it('reads a municipal rate said after an aside, and "senza esenzioni" as no threshold', () => {
    expect(
      statedMunicipalRate({
        message:
          'il comune, mi ha spiegato la collega dell’ufficio paghe, applica lo 0,7%: netto con RAL 30.000?',
      }),
    ).toEqual({ ratePct: 0.7 });
    expect(
      statedMunicipalRate({
        message: 'comune con addizionale 0,6% senza esenzioni, RAL 42.000 €: netto 2026?',
      }),
    ).toEqual({ ratePct: 0.6 });
  });

  it('answers the net and the TFR when both are asked of a RAL', () => {
    // 40.000 / 13,5 = 2.962,96; less 200,00 = 2.762,96.
    const text = ask(
      'RAL 40.000 su 13 mensilità, anno 2026, addizionali escluse: netto annuo e TFR di un anno?',
    );
    expect(openingLine(text)).toContain('netto stimato');
    expect(openingLine(text)).toContain('2.762,96');
  });

  it('gives the year’s pay, its TFR and their sum with the contributions left out', () => {
    // Commercio 3° at March 2026: 1.983,91 × 14 = 27.774,74; / 13,5 = 2.057,39; sum 29.832,13.
    const text = ask(
      'Commercio 3° livello assunto a marzo 2026 sul minimo: retribuzione annua su 14 mensilità, TFR e loro somma, contributi esclusi?',
    );
    expect(text).toContain('27.774,74');
    expect(text).toContain('2.057,39');
    expect(openingLine(text)).toContain('29.832,13');
  });

  it('weighs the month saved by hiring at a lower level', () => {
    // Commercio at March 2026: 5° 1.660,08 − 6° 1.541,77 = 118,31.
    expect(
      openingLine(
        ask(
          'commercio: quanto risparmio al mese mettendolo al 6 invece che al 5 livello? minimi di marzo 2026',
        ),
      ),
    ).toContain('118,31');
  });
});
