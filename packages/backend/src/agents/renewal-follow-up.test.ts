import { describe, expect, it } from 'vitest';
import { asksKept, pointsBack } from './renewal-follow-up.js';

const earlier =
  "Faccio l'operaio comune in un'impresa edile. Quest'anno a marzo quanto mi hanno aumentato la paga e quanto è l'aumento totale del rinnovo?";

describe('asksKept: a follow-up that changes only the level keeps what the turn before asked', () => {
  it("keeps the earlier turn's total for a level named alone", () => {
    expect(asksKept('e per l operaio qualificato?', earlier)).toContain('aumento totale');
    expect(asksKept('e al 5° livello?', earlier)).toContain('aumento totale');
  });

  it('keeps its own asks when the follow-up names a month, a tranche or a total', () => {
    expect(asksKept('e per il 2° livello a marzo 2027?', earlier)).toBe('e per il 2° livello a marzo 2027?');
    expect(asksKept('e la prossima tranche?', earlier)).toBe('e la prossima tranche?');
  });

  it('keeps the question with no turn before', () => {
    expect(asksKept('e per l operaio qualificato?', undefined)).toBe('e per l operaio qualificato?');
  });
});

describe('pointsBack: a tranche pointed back to', () => {
  it('"quella tranche", "la stessa rata" point back; "la prossima tranche" asks its own', () => {
    expect(pointsBack('e per un dipendente di 6° livello quanto è quella tranche?')).toBe(true);
    expect(pointsBack('e al 3° livello la stessa rata?')).toBe(true);
    expect(pointsBack('e la prossima tranche?')).toBe(false);
  });
});
