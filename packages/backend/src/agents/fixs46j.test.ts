import { describe, expect, it } from 'vitest';
import { askAgent } from '../testing/agents.js';

const today = '2026-11-28';
const ask = (agent: string, message: string, history: string[] = []) =>
  askAgent(agent, message, { history, today }).text;

describe('a pay stated as the bare minimum leaves the Alimentari IAR out (fixs46j)', () => {
  it('reads "pagata sul solo minimo" and "minimo + contingenza" as the base asked', () => {
    const text = ask(
      'calcolo',
      'Addetta al laboratorio analisi, alimentari industria 3° livello, pagata sul solo minimo: RAL 2026 e netto mensile? Nessun familiare a carico.',
    );
    expect(text).toContain('2.088,48 €');
    expect(text).not.toContain('2.173,89 €');
    const listed = ask(
      'calcolo',
      'Industria alimentare, 3° livello, retribuzione fatta di minimo più contingenza su 14 mensilità: netto annuo 2026?',
    );
    expect(listed).toContain('29.238,72 €');
  });
});

describe('an earlier month of a minimum asked in a follow-up (fixs46j)', () => {
  it('answers the minimum at that month though the reason is an adjustment or the payslips', () => {
    const adjustment = ask(
      'calcolo',
      'E a dicembre 2025 quanto era il minimo dello stesso livello? Sto rifacendo il conguaglio.',
      ['Edilizia industria ANCE, operaio 3° livello: quanto è oggi il minimo mensile nazionale?'],
    );
    expect(adjustment).toContain('1.387,56 €');
    const payslips = ask('calcolo', "E ad agosto quant'era? Devo riguardare le buste paga dell'estate", [
      'commercio 4° livello, minimo lordo al mese oggi?',
    ]);
    expect(payslips).toContain('1.783,75 €');
    expect(payslips).not.toMatch(/cifre del cedolino/);
  });
});

describe('two agreements each with its own level (fixs46j)', () => {
  it('keeps the food industry beside the commercio named as the shop applies it', () => {
    const text = ask(
      'confronta',
      'Lavoro al 5° livello in un caseificio (industria alimentare). Mia cognata mi vuole in negozio come commessa al 4° livello, e lì applicano il commercio Confcommercio. Chi prende di più di minimo, io o lei?',
    );
    expect(text).toContain('1.842,86 €');
    expect(text).toContain('1.818,75 €');
  });
});

describe('two levels of one agreement, each with its figure (fixs46j)', () => {
  it('a move with the increments kept gives both totals and the change', () => {
    const text = ask(
      'confronta',
      'Metalmeccanici industria: a dicembre 2026 porto un operaio dal D2 al C2, ha 2 scatti. Quanto cambia al mese tra minimo e scatti?',
    );
    expect(text).toContain('2.029,47 €');
    expect(text).toContain('2.118,38 €');
    expect(text).toContain('88,91 €');
  });

  it("a tranche's rise asked of two levels gives each one", () => {
    const text = ask(
      'calcolo',
      'metalmeccanici industria, a giugno 2026 di quanto è salito il minimo del C3 e di quanto quello del D1?',
    );
    expect(text).toContain('53,17 €');
    expect(text).toContain('42,91 €');
  });
});
