import { describe, expect, it } from 'vitest';
import { askAgent, testKb as kb, TEST_TODAY } from '../testing/agents.js';
import { readQuestion } from './read.js';

const read = (message: string, history: string[] = []) =>
  readQuestion({ kb, message, history, categories: [], today: TEST_TODAY, agent: 'main-agent' });

describe('a shift pattern is no part-time week (issue 12)', () => {
  it('reads "su 21 turni settimanali… i turni di 18 e 21 ore" as working time with no weekly hours', () => {
    const asked = read(
      "Sono RSU in un caseificio, lavoriamo a ciclo continuo su 21 turni settimanali: col rinnovo dell'industria alimentare di quante ore si riduce l'orario per chi fa i turni di 18 e 21 ore dal 2026?",
    );
    expect(asked.intent).toBe('working_hours');
    expect(asked.slots.weeklyHours).toBeUndefined();
    expect(asked.slots.partTimePercent).toBeUndefined();
  });

  it('keeps a part-time week said in its own words beside the shifts', () => {
    const asked = read(
      'Alimentari industria, 5° livello, part-time a 21 ore settimanali su 3 turni: quanto è il minimo?',
    );
    expect(asked.slots.weeklyHours).toBe(21);
  });

  it('answers the shift workers’ reduction, not a part-time share', () => {
    const { text } = askAgent(
      'main-agent',
      "Pastificio industriale su 18 turni a settimana: col rinnovo alimentare dal 2026 di quante ore si riduce l'orario dei turnisti a 18 e 21 turni?",
    );
    expect(text).toContain('4 ore');
    expect(text).not.toMatch(/part-time/i);
  });
});

describe("a renewal's reference parameter is no level carried from the turn before", () => {
  const before = ['CCNL Industria alimentare: minimo del livello 3A dal 1° gennaio 2026?'];

  it('drops the 3A when the follow-up names "parametro 137"', () => {
    const asked = read(
      'A parametro 137, di quanto sono saliti i minimi tra gennaio 2025 e gennaio 2026 in tutto?',
      before,
    );
    expect(asked.slots.level).toBeUndefined();
  });

  it('sums the tranches in the range at the renewal’s own parameter', () => {
    const { text } = askAgent(
      'calcolo',
      'Industria alimentare: al parametro 137, quanto fanno insieme gli aumenti tra gennaio 2025 e gennaio 2026?',
    );
    expect(text).toContain('**120,00 €**');
    expect(text).toContain('parametro medio 137');
  });

  it('keeps a level the follow-up names itself', () => {
    const asked = read('e per il livello 5 a parametro 110 tra gennaio 2025 e gennaio 2026?', before);
    expect(asked.slots.level).toBe('5');
  });
});
