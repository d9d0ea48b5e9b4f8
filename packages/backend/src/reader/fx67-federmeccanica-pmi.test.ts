import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config.js';
import { loadKnowledgeBase } from '../kb/knowledge-base.js';
import { readQuestion } from './read.js';

const kb = loadKnowledgeBase(loadConfig({}).kbDir);
const read = (message: string) =>
  [...readQuestion({ kb, message, today: '2026-11-22' }).slots.agreements].map(
    (n) => kb.agreements.find((c) => c.id_categoria === n)?.id,
  );

describe('a small firm that says it applies Federmeccanica’s agreement', () => {
  it('is read under Federmeccanica, not Confapi', () => {
    expect(
      read(
        'Piccola azienda, una PMI del settore meccanico con CCNL Federmeccanica: quanto dura la prova di un operaio?',
      ),
    ).toEqual(['metalmeccanica-industria-federmeccanica']);
  });

  it('a PMI without the agreement named, or with Confapi named, stays Confapi', () => {
    expect(read('PMI metalmeccanica: quanti giorni di ferie ha un operaio?')).toEqual([
      'metalmeccanica-pmi-confapi',
    ]);
    expect(read('PMI metalmeccanica Confapi, non Federmeccanica: quanti giorni di ferie?')).toEqual([
      'metalmeccanica-pmi-confapi',
    ]);
  });
});
