import { describe, expect, it } from 'vitest';
import { askAgent, openingLine, openingLines } from '../testing/agents.js';

// Marriage leave compared between agreements: each agreement's days and start, what is the same said once.
describe('marriage leave compared', () => {
  it('says the same days and start once for both agreements', () => {
    const a = askAgent(
      'confronta',
      'congedo matrimoniale nel ccnl commercio e negli studi professionali: la durata cambia? e da quando parte?',
    );
    const open = openingLine(a.text);
    expect(open).toContain('**No**');
    expect(open).toContain('15 giorni di calendario in entrambi');
    expect(open).toContain('dal 3° giorno prima delle nozze');
    expect(a.text).not.toMatch(/Validità e rinnovo/);
  });

  it('answers yes when the same rule is asked', () => {
    const a = askAgent(
      'confronta',
      'per le nozze di una dipendente, i giorni di congedo sono gli stessi tra ccnl commercio e studi professionali?',
    );
    expect(openingLine(a.text)).toMatch(
      /^\*\*Sì\*\*, congedo matrimoniale: \*\*15 giorni di calendario in entrambi/,
    );
  });
});

describe('marriage leave compared, same length written two ways', () => {
  it('reads "15 giorni consecutivi di calendario" as the same length as "15 giorni di calendario"', () => {
    const a = askAgent(
      'confronta',
      'congedo matrimoniale: metalmeccanici industria vs commercio, chi dà più giorni?',
    );
    expect(openingLine(a.text)).toContain('**15 giorni di calendario in entrambi**');
  });
});

// The hours of pay asked lead the opening, not only the days both give (fcomp3).
describe('marriage leave compared by the hours it pays', () => {
  it.each([
    'Per un operaio full-time, confronta quante ore di retribuzione riconoscono per il congedo matrimoniale il CCNL Edilizia industria e il CCNL Area Meccanica artigianato.',
    'congedo matrimoniale operai: ore pagate in edilizia industria rispetto a metalmeccanica artigiana?',
  ])('%s', async (question) => {
    const answer = await askAgent('confronta', question);
    const first = openingLines(answer.text).split('\n')[0];
    expect(first).toContain('104 ore');
    expect(first).toContain('80 ore');
    expect(first).toContain('15 giorni');
  });

  it('keeps the days alone when only the length is asked', async () => {
    const answer = await askAgent(
      'confronta',
      'quanti giorni di congedo matrimoniale danno il CCNL Edilizia industria e il CCNL Area Meccanica artigianato?',
    );
    const first = openingLines(answer.text).split('\n')[0];
    expect(first).toContain('15 giorni di calendario in entrambi');
    expect(first).not.toContain('104 ore');
  });
});
