import { describe, expect, it } from 'vitest';
import { askAgent, openingLine } from '../testing/agents.js';
import { asksRevaluation, tfrYears } from './tfr-years.js';

describe('the TFR of several years of work', () => {
  it('sums the yearly quotas and names the revaluation as the part left out', () => {
    // payroll-rules.md §7: 25.000 / 13,5 = 1.851,85; − 0,50% (125,00) = 1.726,85 a year; × 4 = 6.907,40.
    const text = askAgent(
      'main-agent',
      'lavoro lì da 4 anni, la ral è 25.000: quanto tfr ho messo da parte?',
    ).text;
    expect(openingLine(text)).toContain('**6.907,40 €**');
    expect(text).toContain('Non posso rispondere a:');
    expect(text).toContain('rivalutazione del fondo');
    // Years in words, in calcolo: 30.000 / 13,5 = 2.222,22; − 150,00 = 2.072,22; × 10 = 20.722,20.
    expect(
      openingLine(askAgent('calcolo', 'dopo dieci anni con trentamila di RAL quanto tfr avrò?').text),
    ).toContain('**20.722,20 €**');
  });

  it('keeps one year when no length of work is said, and an age is not one', () => {
    expect(tfrYears('ho 35 anni e una RAL di 30.000, quanto TFR matura in un anno?')).toBeUndefined();
    expect(tfrYears('tfr dopo 5 anni di servizio')).toBe(5);
    expect(tfrYears('ho lavorato un anno')).toBeUndefined();
    // Years of service told as context, one year's quota asked.
    expect(
      tfrYears('lavoro in magazzino da sei anni, 24.300 lordi annui: quanto matura in un anno?'),
    ).toBeUndefined();
    expect(tfrYears('la colf è da noi da tre anni: la quota di TFR maturata nel 2025?')).toBeUndefined();
    expect(
      openingLine(
        askAgent('main-agent', 'ho 35 anni e una RAL di 30.000, quanto TFR matura in un anno?').text,
      ),
    ).toContain('**2.072,22 €**');
  });

  it('reads a revaluation set aside as not asked', () => {
    expect(asksRevaluation('quote di TFR esclusa la rivalutazione')).toBe(false);
    expect(asksRevaluation('senza rivalutazione quanto ho di tfr?')).toBe(false);
    expect(asksRevaluation('quanto è la rivalutazione del tfr 2025?')).toBe(true);
  });
});

describe('a revaluation set aside by a plural imperative', () => {
  it('reads "lasciate stare la rivalutazione" as not asked', () => {
    expect(asksRevaluation('Quanto TFR matura in un anno? Lasciate stare la rivalutazione.')).toBe(false);
    expect(asksRevaluation('Tralasciamo la rivalutazione: quanto matura nel 2026?')).toBe(false);
    expect(asksRevaluation('Quanto vale la rivalutazione del TFR di dicembre 2025?')).toBe(true);
  });

  it('gives a household worker’s year of TFR, thirteenth included, on 13,5', () => {
    const text = askAgent(
      'calcolo',
      'Buongiorno, la nostra colf lavora con noi da anni, 20 ore a settimana, 8 euro l’ora, nessun vitto né alloggio, nel 2026 niente assenze strane. Mi dite almeno quanto TFR matura in un anno intero come il 2026, tredicesima compresa? Lasciate stare la rivalutazione.',
    ).text;
    expect(text).not.toContain('coefficiente di rivalutazione');
    expect(text).toContain('667,65');
    expect(text).toContain('13,5');
  });
});
