import { describe, expect, it } from 'vitest';
import { askAgent, openingLine } from '../testing/agents.js';

const ask = (message: string, history: string[] = [], agent: 'calcolo' | 'main-agent' = 'calcolo') =>
  askAgent(agent, message, { history }).text;

describe('payroll offices’ short asks answered first (realshort5 classes, new phrasings)', () => {
  it('values the ordinal hour past the week as one overtime hour', () => {
    // Commercio 3° livello from 1.11.2026: 2.024,38 / 168 = 12,05; + 15% (41st–48th hour) = 13,86
    const text = ask(
      'La commessa di 3° livello del commercio ha lavorato anche la 43esima ora questa settimana: quanto gliela devo?',
    );
    expect(openingLine(text)).toContain('13,86');
  });

  it('computes the arrears of an increase whatever extra month the story sets aside', () => {
    // Metalmeccanici C2: 2.064,88 − 2.015,24 = 49,64 from 1.6.2026; × 3 = 148,92
    const text = ask(
      'Metalmeccanico al C2: l’aumento di giugno 2026 non me l’hanno messo per tre mesi. Esclusa la tredicesima, a quanto ammontano gli arretrati?',
      [],
      'main-agent',
    );
    expect(openingLine(text)).toContain('148,92');
  });

  it('opens with the missing divisor when the divisor is asked, with no percentage before it', () => {
    const line = openingLine(
      ask(
        'Per controllare lo straordinario in busta: che divisore orario usa l’alimentare industria? Sono al 4° livello.',
      ),
    );
    expect(line).toMatch(/divisore/i);
    expect(line).toMatch(/non (?:è )?disponibile/);
    expect(line).not.toMatch(/%/);
  });

  it('gives the employee’s contributions at a RAL with the 1% extra as their part', () => {
    // 70.000 × 9,19% = 6.433,00; 1% × (70.000 − 56.224) = 137,76; total 6.570,76
    const line = openingLine(ask('RAL 70.000 nel 2026: quanto INPS a carico del dipendente, 1% compreso?'));
    expect(line).toContain('6.570,76');
    expect(line).toContain('137,76');
  });

  it('reads an RLD as the income of the tax-free sum, with no INPS taken off it', () => {
    // 9.000: 5,3% band; 5,3% × 9.000 = 477,00
    expect(openingLine(ask('somma esente cuneo con RLD di 9.000?'))).toContain('477,00');
  });

  it('gives the INPS withheld on the level’s minimum when the pay is said to be the minimum', () => {
    // Commercio 2° livello from 1.11.2026: 2.283,00 × 9,19% = 209,81
    const text = ask(
      'Sono al 2° livello del commercio pagato al minimo tabellare: quanto dovrebbe essere l’INPS trattenuto nel mese?',
    );
    expect(openingLine(text)).toContain('209,81');
  });

  it('sums the TFR of several years, gross quotas shown, when the revaluation is set aside by an imperative', () => {
    // 27.000 / 13,5 = 2.000 a year; × 4 = 8.000
    const text = ask(
      'Dopo 4 anni con RAL di 27.000 quanto TFR lordo ho accumulato? Ignora la rivalutazione.',
    );
    expect(openingLine(text)).toContain('8.000,00');
  });

  it('revalues a fund with the FOI rise said well after the index’s name', () => {
    // 1,5% + 75% × 1,6% = 2,7%; 2,7% × 20.000 = 540,00
    const text = ask(
      'Il fondo TFR al 31/12 era di 20.000 €; ipotizziamo che l’indice FOI da dicembre a dicembre sia salito dell’1,6%: quant’è la rivalutazione lorda?',
    );
    expect(openingLine(text)).toContain('540,00');
  });
});
