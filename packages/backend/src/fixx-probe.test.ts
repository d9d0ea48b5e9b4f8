import { it } from 'vitest';
import { readFileSync } from 'node:fs';
import { askAgent, testKb as kb, TEST_TODAY } from './testing/agents.js';
import { readQuestion } from './reader/read.js';

// Scratch probe (not committed): reads /tmp/fixx/probe.json [{agent, message, history}]
it('probe', () => {
  const probes = JSON.parse(readFileSync('/tmp/fixx/probe.json', 'utf8')) as { agent: string; message: string; history?: string[] }[];
  for (const p of probes) {
    const r = readQuestion({ kb, message: p.message, history: p.history ?? [], categories: [], today: TEST_TODAY, agent: p.agent as 'calcolo' });
    console.log('READ', JSON.stringify({ intent: r.intent, slots: r.slots }));
    console.log('ANSWER', askAgent(p.agent, p.message, { history: p.history ?? [] }).text.slice(0, 1200));
  }
});
