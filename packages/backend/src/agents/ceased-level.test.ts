import { describe, expect, it } from 'vitest';
import { askAgent, openingLine, testKb } from '../testing/agents.js';

const category = (id: string) => testKb.byId(id)?.id_categoria as number;

describe('a worker still on an abolished grade', () => {
  it('asking which level he should have now is told the level the grade moved to', () => {
    const text = askAgent(
      'inquadra',
      'sono stato assunto nel 2025 al 6J in un magazzino, a fine 2026 in busta ho ancora il 6J: che livello dovrei avere?',
      { categories: [category('logistica-trasporto-merci-spedizione')], today: '2026-11-30' },
    ).text;
    expect(openingLine(text)).toMatch(/passa dal 1° gennaio 2026 al \*\*6° livello\*\*/);
  });
});
