import { describe, expect, it } from 'vitest';
import { askAgent, openingLine } from '../testing/agents.js';

const opening = async (agent: string, message: string, history: string[] = []) => {
  const answer = await askAgent(agent, message, { history });
  return answer.text.split('\n').slice(0, 3).join('\n');
};

describe("a fixed-term contract's causale asked: the 12 months open the answer", () => {
  it.each([
    'Mi hanno assunta a tempo determinato per 9 mesi e vogliono allungarlo di altri 5: serve la causale?',
    'Contratto a termine di un anno già rinnovato una volta, il nuovo contratto deve avere la causale?',
  ])('%s', async (message) => {
    const first = openingLine((await askAgent('main-agent', message)).text);
    expect(first).toMatch(/12 mesi/);
    expect(first).toMatch(/causale/);
  });
});

describe('two kinds of hour asked in turn: each answered, the first opening', () => {
  it('the holiday overtime first, then the night one', async () => {
    const text = await opening(
      'calcolo',
      'Magazziniere, contratto logistica, faccio anche notti e domeniche. Lo straordinario festivo di quanto è maggiorato? E di notte quando è orario normale?',
    );
    expect(openingLine(text)).toMatch(/straordinario festivo[^\n]*65%/);
  });
});

describe('the law-104 permits of a domestic worker', () => {
  it('are said to be excluded, first', async () => {
    const first = openingLine(
      (
        await askAgent(
          'main-agent',
          'La baby-sitter che abbiamo assunto ha il marito invalido grave: le spettano i permessi della 104?',
        )
      ).text,
    );
    expect(first).toMatch(/non spettano/);
  });
});

describe('a payslip figure called "paga base" that is the whole minimum', () => {
  it('is weighed against the whole minimum where the table splits base and contingency', async () => {
    const first = openingLine(
      (
        await askAgent(
          'calcolo',
          'Cameriere al 4° livello pubblici esercizi, in busta ho paga base 1.650 euro: è regolare?',
        )
      ).text,
    );
    expect(first).toContain('1.692,69');
    expect(first).toMatch(/42,69 € in meno/);
  });
});

describe('a day of illness asked: the band holding it opens, with its condition', () => {
  it('the first day of a short illness in Turismo', async () => {
    const first = openingLine(
      (
        await askAgent(
          'main-agent',
          'Cameriera in albergo col contratto turismo, sono stata malata un giorno solo: quel primo giorno di malattia me lo pagano?',
        )
      ).text,
    );
    // ("il primo giorno **non è pagato**" since fixs43r's told sick day: the same day named in words.)
    expect(first).toMatch(/1° giorno|primo giorno/);
    expect(first).toMatch(/non è pagato/);
  });

  it('the comporto asked keeps its own answer', async () => {
    const first = openingLine(
      (
        await askAgent(
          'main-agent',
          'Contratto turismo: dal primo giorno di malattia quanto dura il comporto?',
        )
      ).text,
    );
    expect(first).not.toMatch(/giorno di malattia è pagato/);
  });
});
