import { describe, expect, it } from 'vitest';
import { askAgent, openingLine } from '../testing/agents.js';
import type { AgentAnswer } from './answer.js';
import { withClaimVerdict } from './claim-verdict.js';

// Session 18 (fixw): a figure the user believes is confirmed or corrected in the answer's first words.
const opening = (agent: string, message: string) => openingLine(askAgent(agent, message).text);
const answer = (text: string): AgentAnswer => ({
  text,
  riferimenti: [],
  relatedQuestions: [],
  showAction: false,
  calcolaField: false,
  brief: '',
});

describe('the opening says whether the figure believed is right', () => {
  it('a wrong number of holiday days is corrected with the claim quoted', () => {
    const text = opening(
      'main-agent',
      'la mia datrice dice che nel commercio spettano 28 giorni di ferie, ha ragione?',
    );
    expect(text).toMatch(/^No: non 28 giorni ma \*\*26 giorni\*\*/);
  });
  it('the right weekly hours are confirmed', () => {
    const text = opening(
      'main-agent',
      'nel turismo federalberghi l’orario normale è di 40 ore settimanali, mi confermi?',
    );
    expect(text).toMatch(/^Sì: /);
    expect(text).toContain('40 ore');
  });
  it("a wrong level's minimum is corrected", () => {
    const text = opening('calcolo', 'nei pubblici esercizi il minimo del 5° livello è 1.500 euro, è vero?');
    expect(text).toMatch(/^No: /);
    expect(text).toContain('1.500');
  });
  it('the employee INPS share believed at a wrong rate is corrected', () => {
    const text = opening(
      'main-agent',
      'il commercialista dice che il dipendente versa all’inps il 12%, è corretto?',
    );
    expect(text).toMatch(/^No: non 12% ma \*\*9,19%\*\*/);
  });
  it('a contribution rate believed is the rule, also in calcolo with no agreement named', () => {
    const text = opening(
      'calcolo',
      'la mia collega sostiene che i contributi inps a carico del lavoratore sono l’11%, corretto?',
    );
    expect(text).toMatch(/^No: non 11% ma \*\*9,19%\*\*/);
  });
  it("the employer's contribution is not set against the employee's rate", () => {
    const text = opening('calcolo', 'i contributi a carico dell’azienda sono il 30%, giusto?');
    expect(text).not.toMatch(/^(?:Sì|No):/);
  });
});

describe('no verdict where one would not be sure', () => {
  it('a ladder of durations by level', () => {
    const text = 'Periodo di prova: **D1: 1 mese**; C2 e B1: 3 mesi; A1: 6 mesi [1].';
    expect(withClaimVerdict(answer(text), { value: 6, unit: 'months' }, 'probation').text).toBe(text);
  });
  it('the figure believed is another figure of the same opening', () => {
    const text = 'Orario: **40 ore settimanali**; divisori: 172 (40 ore), 190 (44 ore) [1].';
    expect(withClaimVerdict(answer(text), { value: 44, unit: 'hours' }, 'working_hours').text).toBe(text);
  });
  it('another unit than the answer’s', () => {
    const text = 'Ferie: **26 giorni lavorativi** l’anno [1].';
    expect(withClaimVerdict(answer(text), { value: 4, unit: 'weeks' }, 'holidays').text).toBe(text);
  });
  it('an answer with no figure (a gap or a question back)', () => {
    const text = 'Per rispondere mi serve il livello di inquadramento.';
    expect(withClaimVerdict(answer(text), { value: 1800, unit: 'euro' }, 'minimum_pay').text).toBe(text);
  });
  it('a payslip check sets its own figures', () => {
    const text = 'Il netto calcolato è **1.402,10 €**.';
    expect(withClaimVerdict(answer(text), { value: 1400, unit: 'euro' }, 'payslip_check').text).toBe(text);
  });
});
