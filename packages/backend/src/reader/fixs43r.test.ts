import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config.js';
import { loadKnowledgeBase } from '../kb/knowledge-base.js';
import { type ReaderInput, readQuestion } from './read.js';

// Session 43 round 3 (fixs43r): several friends or relatives named in the plural are someone else, too.
const kb = loadKnowledgeBase(loadConfig({}).kbDir);
const read = (message: string, extra: Partial<ReaderInput> = {}) =>
  readQuestion({ kb, message, today: '2026-11-23', ...extra });

describe("a workplace of friends or relatives in the plural keeps the writer's agreement (other-people.ts)", () => {
  it.each([
    [
      'a giugno mi hanno dato mezza quattordicesima. Le mie amiche che lavorano nei negozi la prendono intera: è giusto?',
      'lavoro in una cooperativa sociale come OSS, contratto cooperative sociali: che livello ho?',
      11,
    ],
    [
      'I miei fratelli che stanno in albergo hanno più ferie di me. Io quante ne ho?',
      'sono operaio metalmeccanico al livello D2, quanto prendo?',
      2,
    ],
  ])('%s', (message, before, agreement) => {
    expect(read(message, { history: [before] }).slots.agreements).toEqual([agreement]);
  });
});
