import { it } from 'vitest';
import { readFileSync } from 'node:fs';
import { askAgent } from '../testing/agents.js';
import { grade } from '../../eval/grade.mjs';
const ids = (process.env.RV5 ?? '').split(',');
const file = process.env.QFILE ?? '../../eval/questions/89-real-conv-5.json';
const qs = JSON.parse(readFileSync(new URL(file, import.meta.url), 'utf8')).questions;
it('scratch', () => {
  for (const q of qs.filter((x: { id: string }) => ids.some((p) => x.id.startsWith(p)))) {
    const a = askAgent(q.agent, q.question, { history: q.before ?? [], today: '2026-11-23' });
    const g = grade(q, a);
    console.log(`== ${q.id} ${g.outcome} ${JSON.stringify(g.reasons ?? '')}\n${a.text.split('\n').slice(0, 6).join('\n')}`);
  }
});
