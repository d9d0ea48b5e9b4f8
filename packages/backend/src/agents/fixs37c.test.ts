import { describe, expect, it } from 'vitest';
import { askAgent, openingLine as lead } from '../testing/agents.js';

// Figures recomputed by hand from the published tables and payroll-rules.md (sources in
// eval/questions/89-fixs37c.json), not read from the engine.
const ask = (agent: string, message: string, history: string[] = []) => askAgent(agent, message, { history });

describe('fixs37c: year-end and budget figures of 2027', () => {
  it('sums a level minimum over a calendar year with the tranche counted from its month', () => {
    // Commercio IV: January 2027 1.818,75; from February 1.858,75 (11 months, 13th and 14th) = 25.982,50.
    const text = ask(
      'calcolo',
      'Budget 2027, CCNL Terziario Confcommercio, IV livello in forza tutto l’anno: totale dei minimi lordi del 2027 con tredicesima e quattordicesima?',
    ).text;
    expect(lead(text)).toContain('25.982,50 €');
    expect(text).toContain('1.858,75 €');
  });

  it('keeps a 13-payment agreement to one extra month, at December’s pay', () => {
    // Metalmeccanici D2: 5 × 1.979,37 + 7 × 2.032,70 + 2.032,70 = 26.158,45.
    const text = ask(
      'calcolo',
      'Metalmeccanici industria, operaio D2: in tutto il 2027 quanto fa di minimi lordi?',
    ).text;
    expect(lead(text)).toContain('26.158,45 €');
  });

  it('leaves a single month asked "per il budget" to the minimum in force', () => {
    const text = ask(
      'calcolo',
      'Per il budget 2027 mi serve il minimo del livello C3 Metalmeccanici industria dalla tranche di giugno 2027.',
    ).text;
    expect(lead(text)).not.toContain('in totale');
  });

  it('answers the 14th asked with the increments by the agreement’s own sentence', () => {
    const first = lead(
      ask(
        'main-agent',
        'CCNL Pubblici esercizi FIPE: la quattordicesima del cameriere gliela devo calcolare anche con gli scatti di anzianità?',
      ).text,
    );
    expect(first).toMatch(/^\*\*No\*\*/);
    expect(first).toContain('senza gli scatti');
  });

  it('states the deadline and the measure of the TFR tax advance asked alone', () => {
    const first = lead(
      ask(
        'calcolo',
        'Entro quando si versa l’acconto dell’imposta sostitutiva sulla rivalutazione del TFR e quanto?',
      ).text,
    );
    expect(first).toContain('16 dicembre');
    expect(first).toContain('90%');
  });

  it('names the revaluation formula beside a December coefficient not yet published when the growth is asked', () => {
    const text = ask(
      'calcolo',
      'Il coefficiente di rivalutazione del TFR di dicembre 2026 è già noto? Di quanto cresce il fondo?',
    ).text;
    expect(text).toContain('non è disponibile');
    expect(text).toContain('1,5%');
    expect(text).toContain('75%');
    // The coefficient alone asked stays a plain gap.
    const plain = ask('calcolo', 'Qual è il coefficiente di rivalutazione del TFR per dicembre 2026?').text;
    expect(plain).not.toContain('75%');
  });
});
