import { describe, expect, it } from 'vitest';
import { askAgent, openingLine } from '../testing/agents.js';
import { employmentRuleAsked } from './employment-rule-asks.js';
import { outsideDomain } from './outside-work.js';
import { expandPayrollShorthand } from './payroll-shorthand.js';
import { readPlace } from './places.js';

describe('fixs44a: payroll-rule asks read as asked', () => {
  it('writes out a surcharge clipped by its kind', () => {
    expect(expandPayrollShorthand('add comunale milano 2026?')).toBe('addizionale comunale milano 2026?');
    expect(expandPayrollShorthand('add. reg. Lazio')).toBe('addizionale regionale Lazio');
    expect(expandPayrollShorthand('quanto è la comunale?')).toBe('quanto è la addizionale comunale?');
    expect(expandPayrollShorthand('addizionale comunale')).toBe('addizionale comunale');
    expect(expandPayrollShorthand('la comunale di Milano ha deliberato')).toBe(
      'la addizionale comunale di Milano ha deliberato',
    );
  });
  it('a support ticket to the software vendor is no health ticket', () => {
    expect(outsideDomain('prima di aprire un ticket al fornitore, mi dite quanto vale?')).toBeUndefined();
    expect(outsideDomain('quanto costa il ticket per la visita?')).toBe('salute');
  });
  it('answers the clipped surcharge ask with the rate and threshold', () => {
    const text = askAgent('calcolo', 'add comunale roma 2026: aliquota?').text;
    expect(text).toMatch(/Addizionale comunale Roma/);
  });
  it('a surcharge follow-up keeps the place of the earlier turn', () => {
    const text = askAgent('calcolo', 'e per un imponibile di 30.000 quanto fa la comunale?', {
      history: ['addizionale comunale Milano 2026: aliquota?'],
    }).text;
    expect(text).toMatch(/Milano/);
    expect(text).toMatch(/240,00/);
  });
  it('the ulteriore detrazione asked beside a support ticket is answered', () => {
    const line = openingLine(
      askAgent(
        'calcolo',
        "Reddito complessivo 36.000 € nel 2026, anno intero: prima di aprire un ticket al fornitore del software, quanto vale l'ulteriore detrazione del cuneo?",
      ).text,
    );
    expect(line).toMatch(/500,00/);
  });
  it('a production bonus asked without a sum gets the rate and the ceiling', () => {
    const text = askAgent(
      'main-agent',
      "Il premio di produzione quest'anno com'è tassato? Che aliquota e fino a quanto?",
    ).text;
    expect(text).toMatch(/1%/);
    expect(text).toMatch(/5\.000,00/);
  });
  it('a production bonus with its sum gets the 1% on it (2.000 € is no year)', () => {
    expect(
      askAgent(
        'main-agent',
        'A dicembre 2026 prendo 2.000 € di premio di produzione: quanto ci pago di imposta?',
      ).text,
    ).toMatch(/20,00 €/);
  });
  it('when the surcharges are withheld: next year, 11 instalments, a 30% advance', () => {
    const text = askAgent(
      'main-agent',
      'Perché a gennaio trovo in busta le addizionali dell’anno prima? Quando si trattengono la regionale e la comunale?',
    ).text;
    expect(text).toMatch(/11 rate/);
    expect(text).toMatch(/acconto del 30%/);
    expect(text).toMatch(/anno successivo/);
  });
  it('the home moved to is the place, not the city of the job', () => {
    expect(
      readPlace('lavoro nella sede milanese, ci siamo trasferiti a novara: a milano costa troppo').region,
    ).toBe('Piemonte');
  });
  it('a home moved and children "nessuno disabile" ask no carer transfer', () => {
    expect(
      employmentRuleAsked(
        "Lavoro a Milano ma ci siamo trasferiti a Novara. I miei tre figli sono a carico, nessuno disabile. Mi spetta una detrazione sull'addizionale regionale?",
      ),
    ).toBeUndefined();
  });
  it('a regional deduction for children is the region’s rule, with the total for the children told', () => {
    const text = askAgent(
      'main-agent',
      "Abito a Torino e ho quattro figli a carico: la Regione Piemonte dà una detrazione sull'addizionale regionale per i figli? Di quanto?",
    ).text;
    expect(text).toMatch(/100 € per figlio/);
    expect(text).toMatch(/400,00 €/);
  });
});
