import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientFor, removeDir, signIn, startBackend } from '../src/testing/backend.ts';
import { askAll, loadQuestions, summarise } from './check.mjs';

// A smoke subset of `pnpm eval`: the first three questions of each agent, on a real backend over HTTP.
const questions = loadQuestions();
const subset = [...new Set(questions.map((q) => q.agent))].flatMap((agent) =>
  questions.filter((q) => q.agent === agent).slice(0, 3),
);

let backend;
let user;

beforeAll(async () => {
  for (const name of ['CCNL_LLM_URL', 'CCNL_LLM_MODEL', 'CCNL_LLM_API_KEY']) delete process.env[name];
  backend = await startBackend();
  user = await signIn(backend.url, 'demo-full');
});
afterAll(async () => {
  await backend.close();
  removeDir(backend.config.dataDir);
});

describe('eval smoke subset', () => {
  it('has at least 60 questions across the four agents, each with what the answer must show', () => {
    expect(questions.length).toBeGreaterThanOrEqual(60);
    expect(new Set(questions.map((q) => q.agent))).toEqual(
      new Set(['main-agent', 'inquadra', 'confronta', 'calcolo']),
    );
    expect(new Set(questions.map((q) => q.id)).size).toBe(questions.length);
    for (const q of questions) expect(q.facts.length > 0 || q.level !== undefined, q.id).toBe(true);
  });

  it('answers the first questions of each agent with every fact, a reference and the expected level', async () => {
    const results = await askAll(clientFor(backend.url, user.jwt), user.userId, subset);
    expect(results.filter((r) => !r.passed)).toEqual([]);
    expect(summarise(results).met).toBe(true);
  });
});
