import { describe, expect, it } from 'vitest';
import { askAgent, openingLine } from '../testing/agents.js';

// Chimico-farmaceutico's tables from July 2025 are only derived (kb/unread-table.ts): no derived minimum is said.
const DERIVED = /2\.340,26|2\.360,26|2\.420,26|2\.480,26|2\.496,26/;

describe('fixs35d: what the knowledge base can honestly say', () => {
  it('a renewal tranche gives the increase, never the derived minimums', () => {
    const answer = askAgent(
      'main-agent',
      'chimici: la tranche di luglio 2026 alla categoria D1 quanto ha portato?',
    );
    expect(openingLine(answer.text)).toContain('60,00 €');
    expect(answer.text).not.toMatch(DERIVED);
    expect(answer.text).toContain('il nuovo minimo non è nella base di conoscenza');
  });
  it('a calculation from a derived minimum is the gap, with what can still be computed', () => {
    const answer = askAgent('calcolo', 'netto mensile di una D1 del chimico farmaceutico nel 2026?');
    expect(answer.text).not.toMatch(DERIVED);
    expect(openingLine(answer.text)).toContain('non è nella base di conoscenza');
    expect(answer.text).toContain('con il lordo mensile del cedolino');
  });
  it('a gross the user states still computes in the same agreement', () => {
    const answer = askAgent('calcolo', 'azienda chimica, D1, prendo 2.500 lordi al mese su 13: netto 2026?');
    expect(answer.text).toContain('2.500,00 €');
  });
  it('a yearly comparison "su base annua" gives each year’s minimum', () => {
    const answer = askAgent(
      'confronta',
      'Terziario Confcommercio 4° livello o Metalmeccanici C2: su base annua lorda, con le mensilità di ciascuno, quale rende di più?',
    );
    // 1.818,75 × 14 = 25.462,50; 2.064,88 × 13 = 26.843,44.
    expect(openingLine(answer.text)).toMatch(/25\.462,50|26\.843,44/);
  });
  it('a permit for a shop is outside the product and points to the Comune’s SUAP', () => {
    const answer = askAgent(
      'main-agent',
      'ho una pizzeria con due dipendenti, contratto FIPE: per il dehors estivo che domanda devo fare e quanto costa il canone?',
    );
    expect(openingLine(answer.text)).toContain('esce da ciò di cui mi occupo');
    expect(answer.text).toContain('SUAP');
    expect(answer.text).not.toMatch(/€/);
  });
});
