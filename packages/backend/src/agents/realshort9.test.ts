import { describe, expect, it } from 'vitest';
import { askAgent, openingLine } from '../testing/agents.js';

const ask = (message: string, history: string[] = [], agent: 'calcolo' | 'main-agent' = 'calcolo') =>
  askAgent(agent, message, { history }).text;

describe('consultants’ chat asks answered at the item named (realshort9 classes)', () => {
  it('answers the 17% tax on a revaluation the user states, not a fund revalued', () => {
    // 300 × 17% = 51,00
    expect(openingLine(ask('imp. sost. 17% su 300 € di rival. tfr?'))).toContain('51,00');
    // 1.250,50 × 17% = 212,59 (212,585 rounded)
    expect(
      openingLine(ask('quanto fa l’imposta sostitutiva sulla rivalutazione del TFR di 1.250,50 euro?')),
    ).toMatch(/212,5[89]/);
  });

  it('still revalues a fund stated as accrued', () => {
    const line = openingLine(
      ask('imposta sostitutiva sulla rivalutazione del TFR accantonato di 12.400 al 31/12/2024?'),
    );
    expect(line).toContain('12.400,00');
  });

  it('opens with the worker’s INPS when it is asked alone on a month’s gross', () => {
    // 1.950 × 9,19% = 179,205 → 179,21
    expect(openingLine(ask('contributi inps c/dip su 1.950 lordi?'))).toContain('179,2');
    // With the net asked too, the net still opens.
    expect(openingLine(ask('lordo 1.950 al mese: netto e inps?'))).not.toMatch(
      /^Nel 20\d\d, su un lordo mensile/,
    );
  });

  it('reads a follow-up that moves to a dismissal typed without its "i"', () => {
    // Terziario 2°–3° livello, oltre 10 anni: dimissioni 45 giorni, licenziamento 60 giorni
    const history = ['preavv. dimiss. comm 3° liv, anz. 12 anni?'];
    expect(openingLine(ask('e se la licenzano?', history, 'main-agent'))).toContain('60 giorni');
  });
});
