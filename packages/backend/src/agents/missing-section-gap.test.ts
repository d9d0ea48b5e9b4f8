import { describe, expect, it } from 'vitest';
import { askAgent, openingLine } from '../testing/agents.js';

describe('a section of the tables the knowledge base lacks, named in other words', () => {
  it('says the minor businesses table is missing for "pubblici esercizi minori", with no general-section figure', () => {
    const text = askAgent(
      'calcolo',
      'Ho un chiosco-bar piccolino, mi hanno detto che rientro nei pubblici esercizi minori. Ho un ragazzo al 6° super: quanto gli devo dare come paga base adesso, a dicembre?',
    ).text;
    expect(openingLine(text)).toContain('delle aziende minori');
    expect(openingLine(text)).toContain('non sono nella base di conoscenza');
    expect(text).not.toContain('994,19');
    expect(text).not.toMatch(/\d\.\d{3},\d{2} €/);
  });
  it('still answers the general section for a business that is not a minor one', () => {
    const text = askAgent(
      'calcolo',
      'Ho un bar, non rientro nelle aziende minori. Ho un ragazzo al 6° super: quanto gli devo dare come paga base adesso, a dicembre?',
    ).text;
    expect(text).not.toContain('non sono nella base di conoscenza');
  });
});
