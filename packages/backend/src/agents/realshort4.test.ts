import { describe, expect, it } from 'vitest';
import { askAgent, openingLine } from '../testing/agents.js';

const ask = (message: string, history: string[] = [], agent: 'calcolo' | 'main-agent' = 'calcolo') =>
  askAgent(agent, message, { history }).text;

describe('consultants’ shorthand and payroll asks answered first (realshort4 classes, new phrasings)', () => {
  it('computes arrears of a tranche never applied as the increase times the months missed', () => {
    // The November 2025 tranche of the 5° livello, times the 4 months missed.
    const text = ask(
      'arretrati 5° livello commercio: l’aumento di novembre 2025 non mi è mai stato applicato per 4 mesi, quanto mi spetta?',
      [],
      'main-agent',
    );
    const line = openingLine(text);
    const found = /\*\*([\d.,]+) €\*\*[^(]*\(4 × ([\d.,]+) €\)/.exec(line);
    const value = (raw: string | undefined) => Number((raw ?? '').replace(/\./g, '').replace(',', '.'));
    expect(found).not.toBeNull();
    expect(value(found?.[1])).toBeCloseTo(value(found?.[2]) * 4, 2);
    expect(line).toContain('1° novembre 2025');
  });

  it('opens a payslip check with the net of the figures given when the net is asked', () => {
    // 1.900 − 174,61 − 150 = 1.575,39
    const text = ask('imponibile 1.900 INPS 174,61 IRPEF 150 netto?');
    expect(openingLine(text)).toContain('1.575,39');
  });

  it('applies the employer INPS rate the user states as "INPS a carico azienda"', () => {
    const text = ask(
      'costo annuo di un 4° livello commercio a tempo pieno: metti INPS a carico azienda al 28% e il TFR, niente altro',
    );
    expect(openingLine(text)).toContain('28%');
  });

  it('answers what the 33% cut gains on the income given, asked without the word IRPEF', () => {
    // 0,02 × (45.000 − 28.000) = 340
    const text = ask('con 45 mila di imponibile quanto ci guadagno nel 2026 col taglio al 33%?');
    expect(openingLine(text)).toContain('340,00');
  });

  it('gives both years’ IRPEF brackets when both are asked', () => {
    const line = openingLine(ask('scaglioni irpef 2026 e 2025?'));
    expect(line).toContain('35%');
    expect(line).toContain('33%');
  });

  it('answers the integrative treatment a story names and asks back', () => {
    const text = ask(
      'Mia sorella fa la commessa part-time e in tutto l’anno prende 13.000 euro lordi, nient’altro. Ha sentito parlare del trattamento integrativo: le spetta e quanto fa?',
    );
    expect(openingLine(text)).toContain('1.200,00');
  });

  it('values untaken holidays written "gg" and closed by "val?"', () => {
    // Commercio 5° livello today: 1.691,70 / 26 × 5 = 325,33
    const text = ask('ferie res. 5gg 5° comm. val?');
    expect(openingLine(text)).toContain('325,33');
  });
});
