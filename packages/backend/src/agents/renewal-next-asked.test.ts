import { describe, expect, it } from 'vitest';
import { askAgent, openingLines } from '../testing/agents.js';

// Session 36, after the merges: a tranche asked with the one that follows, and a coming increase asked by when.
describe('a tranche asked beside the next one', () => {
  it('"scattata a luglio 2026 … e quando arriva la successiva?" keeps the tranches after July 2026', () => {
    const text = askAgent(
      'main-agent',
      "RSU in un'azienda chimico-farmaceutica (CCNL Federchimica-Farmindustria). Quanto vale la tranche di aumento del TEM scattata a luglio 2026 per la categoria D1, e quando arriva la successiva?",
    ).text;
    expect(text).toContain('1° luglio 2027');
  });

  it('"a breve c\'è un aumento: quando arriva e quanto sarà il nuovo minimo?" opens with the new minimum', () => {
    const text = askAgent(
      'main-agent',
      "Sono segretaria in uno studio commercialista, CCNL studi professionali 3° livello. Mi hanno detto che a breve c'è un aumento: quando arriva e quanto sarà il nuovo minimo?",
    ).text;
    expect(openingLines(text)).toContain('1.726,37');
    expect(text).not.toContain('è cresciuto di 45,00 €');
  });
});
