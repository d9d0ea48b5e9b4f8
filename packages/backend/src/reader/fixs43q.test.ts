import { describe, expect, it } from 'vitest';
import { askAgent, testKb as kb, TEST_TODAY } from '../testing/agents.js';
import { readQuestion } from './read.js';
import { withoutRetracted } from './retracted.js';

const read = (message: string, history: string[] = []) =>
  readQuestion({ kb, message, history, categories: [], today: TEST_TODAY, agent: 'calcolo' });

describe('calculations the question changes on the way (fixs43q)', () => {
  it('a correction with the formal apology ("no scusi") takes the words back', () => {
    expect(withoutRetracted('il cameriere di sala... no scusi, il cuoco di cucina, quanto prende?')).toBe(
      'il cuoco di cucina, quanto prende?',
    );
  });

  it('overtime hours of one case, after a retracted night job title, are valued as a total', () => {
    const text = askAgent(
      'calcolo',
      'Il guardiano di notte... no scusi, il guardiano di giorno, 4° livello CCNL Turismo, full time, ha fatto 5 ore di straordinario diurno: quanto gli spetta lordo per quelle 5 ore?',
    ).text;
    expect(text).not.toContain('di notte (dopo le 22)');
    expect(text).toMatch(/5 ore valgono \*\*/);
  });

  it('several large cities named: the residence, else the one in the region named', () => {
    const home = read(
      'ufficio in zona Porta Milano da anni; la nostra impiegata vive a Bologna, RAL 28.000: netto al mese?',
    );
    expect(home.slots.municipality).toBe('Bologna');
    const region = read(
      'RAL 32.000, addizionali di Lazio e Roma, lui dice che a Milano si prende di più: quanto netto al mese?',
    );
    expect(region.slots.municipality).toBe('Roma');
  });

  it("a tax's exemption threshold is no pay", () => {
    const req = read(
      '2° livello commercio, tempo pieno: netto annuo con addizionale comunale 0,5% (soglia di esenzione 12.000 €)?',
    );
    expect(req.slots.amounts.filter((a) => a.kind === 'ral')).toEqual([]);
  });

  it('hours reduced in a follow-up replace the earlier part-time share', () => {
    const req = read('e da marzo le abbassiamo a 16 ore? quanto prende?', [
      'addetta vendite part-time 30 ore a settimana, 5° livello commercio, quanto prende lordo al mese?',
    ]);
    expect(req.slots.weeklyHours).toBe(16);
    expect(req.slots.partTimePercent).toBeUndefined();
  });

  it('weekly hours stated in a turn replace the part-time share the conversation remembered', () => {
    const text = askAgent('calcolo', 'e se da marzo la portiamo a 16 ore? quanto diventa il lordo?', {
      history: [
        'addetta vendite part-time 30 ore a settimana, 5° livello commercio, quanto prende lordo al mese?',
      ],
      payslip: { ccnl: '1', livello: '5', part_time: '75' },
    }).text;
    expect(text).toContain('16,00 ore su 40 (40%)');
    expect(text).not.toContain('75%');
  });
});
