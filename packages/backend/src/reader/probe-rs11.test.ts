import { it } from 'vitest';
import { loadConfig } from '../config.js';
import { loadKnowledgeBase } from '../kb/knowledge-base.js';
import { readQuestion } from './read.js';
const kb = loadKnowledgeBase(loadConfig({}).kbDir);
it('probe', () => {
  for (const m of (process.env.PROBE ?? '').split('||')) {
    const [h, q] = m.includes('>>') ? m.split('>>') : [undefined, m];
    const r = readQuestion({ kb, message: q ?? '', today: '2026-11-24', ...(h ? { history: [h] } : {}) });
    console.log(m, '=>', JSON.stringify(r).slice(0, 700));
  }
});
