import { describe, expect, it } from 'vitest';
import { askAgent, openingLine, openingLines } from '../testing/agents.js';

// Session 49 (fixs49c): overtime and part-time pay priced from the agreement's own tiers and exact ratios.
// Commercio 4° from November 2026: 1.818,75 € / 168 = 10,83 €/h; overtime 15% up to 48 weekly hours, 20% beyond.
// Logistica 5° non viaggiante from January 2026: 1.761,64 € (minimum plus EPA), full week 39 hours.
const text = (message: string, history: string[] = []) =>
  askAgent('calcolo', message, { history, today: '2026-11-28' }).text;

describe('a part-time share scaled by the exact ratio of the hours, not its rounded percentage', () => {
  it('pays 24 of 39 hours as 1.084,09 € (not 1.084,11 € from 61,54%)', () => {
    const answer = text(
      'Prendiamo una magazziniera a 24 ore a settimana, CCNL Logistica trasporto merci, 5° livello non viaggiante: qual è il minimo mensile lordo che le spetta oggi?',
    );
    expect(openingLines(answer)).toContain('1.084,09 €');
  });
});

describe('Christmas preparations are the season, not work on a holiday', () => {
  it('prices the hours over the week as weekday overtime at 15%', () => {
    const answer = text(
      'CCNL Terziario Confcommercio, commesso full time 4° livello: la settimana scorsa per preparare le vetrine di Natale ha lavorato 45 ore invece di 40. Quanto gli devo lordo per le 5 ore di straordinario?',
    );
    expect(openingLine(answer)).toContain('12,45 €');
    expect(openingLines(answer)).toContain('62,25 €');
  });
});

describe('a week worked against its schedule: the extra hours are the difference', () => {
  it('reads "52 ore anziché le 40 del contratto" as 12 overtime hours, not 52', () => {
    const answer = text(
      "Commercio 4° livello tempo pieno, solo minimo: per l'inventario di fine anno questa settimana ha fatto 52 ore anziché le 40 del contratto. Quanto le spetta lordo di straordinario?",
    );
    expect(openingLine(answer)).toContain('12 ore');
    expect(openingLine(answer)).not.toContain('52 ore');
  });
});

describe("a week's total beside its overtime hours is not the schedule", () => {
  it.each([
    ['ha lavorato 46 ore: 6 ore di straordinario feriale', '74,70 €'],
    ['sta a 45 ore questa settimana, quindi 5 ore in più', '62,25 €'],
  ])('prices "%s" at 15% only (%s)', (told, total) => {
    const answer = text(
      `CCNL Terziario Confcommercio, addetta vendite 4° livello a tempo pieno, solo minimo: ${told}. Quanto le spetta lordo per quelle ore, maggiorazione compresa?`,
    );
    expect(openingLines(answer)).toContain(total);
  });
});
