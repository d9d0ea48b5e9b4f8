import { describe, expect, it } from 'vitest';
import { askAgent, openingLine } from '../testing/agents.js';

// Session 47 (fixs47d): domestic-work clauses and honest gaps.
const today = '2026-11-28';
const ask = (message: string, history: string[] = [], agent = 'main-agent') =>
  askAgent(agent, message, { history, today }).text;

describe('a municipal rate only carried over from an old resolution is a gap', () => {
  it('Brescia 2026 (no rate read for 2026 nor 2025): no percentage', () => {
    const text = ask(
      "che aliquota ha l'addizionale comunale di Brescia nel 2026? c'è una soglia di esenzione?",
    );
    expect(openingLine(text)).toContain('dato non disponibile');
    expect(text).not.toMatch(/0,8\s*%|13\.000/);
  });
  it('Milano 2026 (the 2025 rate was read): the rate with its caveat', () => {
    const text = ask('addizionale comunale Milano 2026, aliquota?');
    expect(openingLine(text)).toContain('0,8%');
  });
});

describe('the age of the person cared for is not the carer’s seniority', () => {
  it('"mio padre, 88 anni," with a carer hired in 2023: the band up to 5 years', () => {
    const text = ask(
      'Mio padre, 88 anni, ha una badante convivente assunta a marzo 2023. Se la licenziamo quanti giorni di preavviso le spettano?',
    );
    expect(openingLine(text)).toContain('15 giorni');
    expect(openingLine(text)).not.toMatch(/88 anni di anzianit/);
  });
  it('a death only supposed ("se la nonna morisse") is the death rule, with the cohabiting family', () => {
    const text = ask(
      'Se la nonna morisse, il rapporto con la badante convivente (con noi da 3 anni) finisce? serve dare il preavviso?',
    );
    expect(openingLine(text)).toMatch(/alla morte del datore/);
    expect(openingLine(text)).toContain('15 giorni');
    expect(openingLine(text)).toMatch(/coabitanti/);
  });
});

describe('the next December coefficient is not published yet', () => {
  it('"maturato fino a dicembre 2025 … fine 2026": the gap, not the 2025 coefficient', () => {
    const text = ask(
      'Ho 8.000 euro di TFR maturato fino a dicembre 2025. Mi dici il coefficiente di rivalutazione di fine 2026?',
      [],
      'calcolo',
    );
    expect(openingLine(text)).toMatch(/dicembre 2026.*non è disponibile/);
    expect(text).not.toMatch(/2,311/);
  });
  it('a lead-in "e l\'anno prossimo?" is no question of its own', () => {
    const text = ask(
      "E l'anno prossimo? Di quanto si rivaluterà a fine 2026 il TFR accantonato fino a dicembre 2025? Mi serve il coefficiente.",
      [
        'Il TFR accantonato al 31 dicembre 2024 della colf era 6.000,00 €: di quanto si è rivalutato a fine 2025?',
      ],
      'calcolo',
    );
    expect(openingLine(text)).toMatch(/non è disponibile/);
    expect(text).not.toMatch(/TFR maturato in un anno/);
  });
});

describe('a domestic worker’s sick days at an hourly pay', () => {
  it('"10 €/h, 3 ore al giorno, 4 gg": three days at half, one whole', () => {
    const text = ask(
      'la colf viene 3 ore al giorno a 10 €/h, è con noi da 2 anni e mezzo; è stata malata 4 gg con certificato: quanto le paghiamo?',
      [],
      'calcolo',
    );
    expect(text).toContain('75,00 €');
  });
});

describe('night assistance against a live-in carer of one level', () => {
  it('BS today: both minimums and the difference', () => {
    const text = ask(
      "nel lavoro domestico costa di più una badante convivente BS o un'assistente notturna BS? minimo mensile di oggi",
      [],
      'confronta',
    );
    expect(openingLine(text)).toContain('1.211,38 €');
    expect(openingLine(text)).toContain('1.053,39 €');
    expect(openingLine(text)).toContain('157,99 €');
  });
});

describe('a provincial pay element asked by its place', () => {
  it('"esiste un terzo elemento provinciale? quant\'è quello di Bari": the gap, not the minimum again', () => {
    const text = ask("ma a Bari c'è un terzo elemento provinciale per il commercio? quant'è quello di Bari", [
      'sono commessa 5° livello commercio a Bari, qual è il minimo?',
    ]);
    expect(openingLine(text)).toContain('non è nella base di conoscenza');
    expect(openingLine(text)).toMatch(/provincial/);
    expect(openingLine(text)).not.toMatch(/\d\.\d{3},\d{2} €/);
  });
});
