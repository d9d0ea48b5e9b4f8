import { describe, expect, it } from 'vitest';
import { askAgent, openingLine, withUpload } from '../testing/agents.js';

const letter = (start: string, months: number, final: string) =>
  [
    'Oggetto: assunzione con contratto di apprendistato professionalizzante',
    `Assunzione a decorrere dal ${start}, CCNL Terziario, Distribuzione e Servizi (Confcommercio).`,
    `Qualifica da conseguire: magazziniere - ${final} livello.`,
    `Durata del periodo di apprendistato: ${months} mesi.`,
  ].join('\n');

// CCNL Terziario art. 53: two levels below the final one in the first half, one below in the second.
describe("an apprentice's letter and the day the level changes", () => {
  it('gives the start plus half the length, with the level of the second half', () => {
    const first = openingLine(
      askAgent('main-agent', 'dalla lettera allegata, quando passa al livello successivo il ragazzo?', {
        ...withUpload('lettera.txt', letter('15 gennaio 2026', 24, '3°')),
      }).text,
    );
    expect(first).toContain('**15 gennaio 2027**');
    expect(first).toContain('**4° livello**');
  });

  it('ends a half on the last day of a shorter month', () => {
    const first = openingLine(
      askAgent('main-agent', 'da che data va inquadrato al livello intermedio l’apprendista della lettera?', {
        ...withUpload('lettera.txt', letter('31 agosto 2026', 12, '4°')),
      }).text,
    );
    expect(first).toContain('**28 febbraio 2027**');
  });
});
