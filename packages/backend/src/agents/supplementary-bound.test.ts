import { describe, expect, it } from 'vitest';
import { askAgent, openingLine } from '../testing/agents.js';

describe('where supplementary hours end and overtime begins (supplementary-bound.ts)', () => {
  it('a 30-hour part-time in a supermarket made to work 38: up to 40 supplementary, beyond it overtime', () => {
    const text = askAgent(
      'main-agent',
      "Salve, lavoro in un supermercato di Napoli con un part-time da 30 ore. Il responsabile mi ha fatto fare 38 ore a settimana e in busta vedo le ore in più segnate come 'supplementari' e non come straordinario. È corretto? Fino a che ora si parla di supplementare?",
    ).text;
    const line = openingLine(text);
    expect(line).toContain('dalla 31ª alla 40ª');
    expect(line).toContain('**supplementare**');
    expect(line).toContain('8 supplementari');
    expect(text).not.toContain('il lordo del mese');
  });

  it('hours beyond the full-time week are split into supplementary and overtime', () => {
    const line = openingLine(
      askAgent(
        'main-agent',
        'CCNL metalmeccanici, part-time a 24 ore: questa settimana mi hanno fatto fare 44 ore, sono supplementari o straordinario?',
      ).text,
    );
    expect(line).toContain('16 supplementari e 4 di straordinario');
  });

  it('leaves the value of supplementary hours to the surcharge answer', () => {
    const line = openingLine(
      askAgent(
        'calcolo',
        "Commessa part-time a 24 ore settimanali, CCNL commercio, 1.050 € lordi al mese: un'ora supplementare col 35% quanto la pago?",
      ).text,
    );
    expect(line).not.toContain('dalla 25ª');
  });

  it('"supplementare, non straordinario" naming the kind while asking an hour\'s pay is the value, not the bound', () => {
    const line = openingLine(
      askAgent(
        'main-agent',
        'commessa part time 20 ore, 4 livello commercio, ci fa delle ore in più (supplementari e non straordinario): ogni ora quanto vale?',
      ).text,
    );
    expect(line).not.toContain('dalla 21ª');
    expect(line).toMatch(/un'ora supplementare vale \*\*\d/);
  });
});
