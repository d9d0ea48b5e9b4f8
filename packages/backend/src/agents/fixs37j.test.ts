import { describe, expect, it } from 'vitest';
import { askAgent, openingLine as lead } from '../testing/agents.js';

// Sources in eval/questions/89-fixs37j.json: the FIPE renewal of 5 June 2024 (Ebinter, CNAFE), the TFR payroll
// rules (tfr-coefficients.json).
const ask = (agent: string, message: string, history: string[] = []) => askAgent(agent, message, { history });

describe('fixs37j: leave accrual and the TFR tax advance', () => {
  it('answers whether the 14th accrues in maternity, not why a 14th nets less, when a leave explains the lower month', () => {
    const text = ask(
      'main-agent',
      'Lavoro in una pizzeria, CCNL pubblici esercizi FIPE. La quattordicesima di luglio è stata più bassa perché ero in maternità obbligatoria da febbraio: mi hanno detto che è giusto così, ma la maternità non conta?',
    ).text;
    expect(text).not.toContain('detrazioni per lavoro dipendente');
    expect(text).toContain('quattordicesima intera');
    expect(text).toContain('1° dicembre 2027');
  });

  it('reads the substitute tax advance asked with "scadenza" and "quanto" as the TFR rule, not a renewal', () => {
    const first = lead(
      ask(
        'calcolo',
        'Sul TFR dei dipendenti c’è l’acconto dell’imposta sostitutiva di fine anno: scadenza? e quanto si versa?',
      ).text,
    );
    expect(first).toContain('16 dicembre');
    expect(first).not.toMatch(/rinnovo|validit/i);
  });
});
