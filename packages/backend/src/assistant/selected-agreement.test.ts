import type { AgentPayload } from '@ccnl/core';
import { collect } from '@ccnl/core/testing';
import { describe, expect, it } from 'vitest';
import { backendPerFile, clientFor } from '../testing/backend.js';

// The built-in engine only: a model configured in the developer's shell must not change these answers.
for (const name of ['CCNL_LLM_URL', 'CCNL_LLM_MODEL', 'CCNL_LLM_API_KEY']) delete process.env[name];
const file = backendPerFile();

/** One question to POST /main-agent in a new conversation, with the agreements selected in the picker. */
async function ask(message: string, categories: number[]): Promise<string> {
  const api = clientFor(file.backend.url, file.anna.jwt);
  const session = await api.createEmptySession(file.anna.userId);
  const payload: AgentPayload = {
    message,
    user_id: file.anna.userId,
    session_id: session,
    categories,
    vector_store_id: null,
    agent_name: 'main-agent',
    model: null,
    perimetri_lavoro: [],
    modifying: false,
  };
  return (await collect(api.streamAgent(payload))).join('');
}

/** The answer's first sentence, which names the agreement it answers for. */
const firstLine = (answer: string) => answer.split('\n')[0] ?? '';

// Spec: the agreements picked narrow the questions. A sector, workplace or job word in the question only
// implies an agreement and does not override the pick; an agreement the question names outright does.
describe('the agreements selected in the picker, against the words of the question', () => {
  it('beat an agreement the question only implies by a job or a workplace', async () => {
    const metalworker = 'Qual è il minimo di un operaio metalmeccanico al 5° livello?';
    const confapi = firstLine(await ask(metalworker, [16]));
    expect(confapi).toContain('CCNL Metalmeccanici PMI Confapi');
    expect(confapi).not.toContain('Metalmeccanici industria');
    // Without a pick, the same words read the industry's agreement.
    expect(firstLine(await ask(metalworker, []))).toContain('CCNL Metalmeccanici industria');

    const waiter = 'Faccio il cameriere in un albergo: quante ferie ho?';
    const fipe = firstLine(await ask(waiter, [3]));
    expect(fipe).toContain('CCNL Pubblici esercizi FIPE');
    expect(fipe).not.toContain('Turismo');
    expect(firstLine(await ask(waiter, []))).toContain('CCNL Turismo Federalberghi');
  });

  it('give way to an agreement the question names outright', async () => {
    const industry = firstLine(
      await ask('Qual è il minimo del 5° livello nel CCNL Metalmeccanici industria?', [16]),
    );
    expect(industry).toContain('CCNL Metalmeccanici industria');
    expect(industry).not.toContain('Confapi');
    expect(firstLine(await ask('Faccio il cameriere, CCNL Turismo: quante ferie ho?', [3]))).toContain(
      'CCNL Turismo Federalberghi',
    );
    expect(firstLine(await ask('Sono cameriere in un hotel Federalberghi: quante ferie ho?', [3]))).toContain(
      'CCNL Turismo Federalberghi',
    );
  });
});
