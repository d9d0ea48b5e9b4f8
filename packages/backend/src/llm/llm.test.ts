import type { ServerResponse } from 'node:http';
import { collect } from '@ccnl/core/testing';
import { describe, expect, it } from 'vitest';
import { AI_NOTICE } from '../agents/answer.js';
import { interruptedText } from '../assistant/answer-stream.js';
import { clientFor, waitFor } from '../testing/backend.js';
import { backendWithFakeLlm } from '../testing/fake-llm.js';
import { LlmConfigError, loadLlmConfig } from './config.js';
import { unsupportedFigures } from './prompt.js';

/**
 * The optional model, against a local server that speaks the OpenAI chat-completions protocol with
 * `stream: true` (server-sent `data:` lines). What it answers is set per test.
 */

interface Received {
  authorization: string | undefined;
  body: { model: string; stream: boolean; messages: { role: string; content: string }[] };
}

let reply: (res: ServerResponse) => void = () => {};
const received: Received[] = [];

function sse(res: ServerResponse, pieces: string[]) {
  res.writeHead(200, { 'content-type': 'text/event-stream' });
  for (const piece of pieces)
    res.write(`data: ${JSON.stringify({ choices: [{ delta: { content: piece } }] })}\n\n`);
  res.end('data: [DONE]\n\n');
}

const llm = backendWithFakeLlm('modello-prova, modello-due', (body, res, req) => {
  // The model's reading of the question (tools offered) is tested in reader.test.ts: here the rule
  // reader takes over, and only the answer stream is scripted.
  if (body.tools) {
    res.writeHead(500).end();
    return;
  }
  received.push({ authorization: req.headers.authorization, body: body as Received['body'] });
  reply(res);
});

async function ask(message: string, model: string | null, extra: object = {}) {
  const api = clientFor(llm.backend.url, llm.anna.jwt);
  const session = await api.createEmptySession(llm.anna.userId);
  const text = (
    await collect(
      api.streamAgent({
        message,
        user_id: llm.anna.userId,
        session_id: session,
        agent_name: 'main-agent',
        model,
        ...extra,
      }),
    )
  ).join('');
  return { text, history: await api.conversationHistory(llm.anna.userId, session) };
}

describe('an OpenAI-compatible model', () => {
  it('is listed by modelli after the built-in engine', async () => {
    expect(await clientFor(llm.backend.url, llm.anna.jwt).models()).toEqual([
      { id: 'motore-ccnl', nome: 'Motore CCNL integrato', predefinito: true },
      { id: 'modello-prova', nome: 'modello-prova', predefinito: false },
      { id: 'modello-due', nome: 'modello-due', predefinito: false },
    ]);
  });

  it('streams the model’s answer, given the engine’s figures and passages, then the sources and the AI notice', async () => {
    received.length = 0;
    reply = (res) =>
      sse(res, ['Nel CCNL Commercio il 6° livello ', 'ha una prova di 45 giorni ', 'di lavoro effettivo.']);
    const { text, history } = await ask('Quanto dura la prova per un 6° livello?', 'modello-prova', {
      categories: [1],
    });
    expect(received).toHaveLength(1);
    const request = received[0] as Received;
    expect(request.authorization).toBe('Bearer chiave-di-prova');
    expect(request.body).toMatchObject({ model: 'modello-prova', stream: true });
    const prompt = request.body.messages.map((m) => m.content).join('\n');
    expect(prompt).toContain('Quanto dura la prova per un 6° livello?');
    expect(prompt).toContain(
      'Nel CCNL Commercio il periodo di prova massimo per il 6° livello è di **45 giorni di lavoro effettivo** [1].',
    );
    expect(prompt).toContain('Usa esclusivamente i dati verificati');

    expect(
      text.startsWith(
        'Nel CCNL Commercio il 6° livello ha una prova di 45 giorni di lavoro effettivo.\n\nFonti:\n',
      ),
    ).toBe(true);
    expect(text).toContain('https://lexplain.it/periodo-di-prova-ccnl-commercio-guida');
    expect(text.trimEnd().endsWith(AI_NOTICE)).toBe(true);
    expect(history.at(-1)?.content).toBe(text);
    expect(history.at(-1)?.riferimenti.length).toBeGreaterThan(0);
  });

  it('flags figures the engine did not give and repeats the engine’s answer', async () => {
    reply = (res) => sse(res, ['Il periodo di prova del 6° livello è di 90 giorni.']);
    const { text } = await ask('Quanto dura la prova per un 6° livello?', 'modello-prova', {
      categories: [1],
    });
    expect(text).toContain(
      'Attenzione: la risposta del modello contiene cifre non presenti nei dati del motore CCNL (90)',
    );
    expect(text).toContain(
      'Nel CCNL Commercio il periodo di prova massimo per il 6° livello è di **45 giorni di lavoro effettivo** [1].',
    );
  });

  it('falls back to the built-in answer when the model fails, and is not called for the built-in engine', async () => {
    received.length = 0;
    reply = (res) => res.writeHead(500, { 'content-type': 'application/json' }).end('{"error":"down"}');
    const failed = await ask('Quanto dura la prova per un 6° livello?', 'modello-prova', { categories: [1] });
    expect(failed.text.split('\n')[0]).toBe(
      'Nel CCNL Commercio il periodo di prova massimo per il 6° livello è di **45 giorni di lavoro effettivo** [1].',
    );
    expect(received).toHaveLength(1);

    received.length = 0;
    for (const model of [null, 'motore-ccnl', 'modello-sconosciuto']) {
      const { text } = await ask('Quanto dura la prova per un 6° livello?', model, { categories: [1] });
      expect(text.split('\n')[0]).toContain('45 giorni di lavoro effettivo');
    }
    expect(received).toHaveLength(0);
  });
});

describe('leaving mid-answer', () => {
  it('stops the model request once the client leaves and keeps what was sent, marked as cut', async () => {
    let closedAt = 0;
    reply = (res) => {
      res.writeHead(200, { 'content-type': 'text/event-stream' });
      res.write(
        `data: ${JSON.stringify({ choices: [{ delta: { content: 'Prima parte della risposta. ' } }] })}\n\n`,
      );
      // The model goes on thinking: only the backend can end this response, by leaving.
      res.on('close', () => {
        closedAt = performance.now();
      });
    };
    const api = clientFor(llm.backend.url, llm.anna.jwt);
    const session = await api.createEmptySession(llm.anna.userId);
    const controller = new AbortController();
    let received = '';
    let abortedAt = 0;
    for await (const chunk of api.streamAgent(
      {
        message: 'Quanto dura la prova?',
        user_id: llm.anna.userId,
        session_id: session,
        agent_name: 'main-agent',
        model: 'modello-prova',
        categories: [1],
      },
      { signal: controller.signal },
    )) {
      received += chunk;
      abortedAt = performance.now();
      controller.abort();
    }
    expect(received).toBe('Prima parte della risposta. ');
    // The model request is closed by the backend (a state, waited for; no bound on how long a busy machine takes).
    for (let i = 0; i < 6000 && !closedAt; i++) await new Promise((resolve) => setTimeout(resolve, 10));
    expect(closedAt).toBeGreaterThan(abortedAt);
    // Saved as the stream ends: on PostgreSQL a round trip after the model request closed.
    const history = await waitFor(
      () => api.conversationHistory(llm.anna.userId, session),
      (messages) => messages.at(-1)?.role === 'assistant',
    );
    // Stored as the user saw it: what arrived, then the catalogue's '[Generazione interrotta]'.
    expect(history.at(-1)?.content).toBe(interruptedText(received));
  });
});

describe('model settings and the figure check', () => {
  it('needs the three variables together, and a valid URL', () => {
    expect(loadLlmConfig({})).toBeNull();
    expect(() => loadLlmConfig({ CCNL_LLM_URL: 'http://127.0.0.1:1/v1' })).toThrow(LlmConfigError);
    expect(() =>
      loadLlmConfig({ CCNL_LLM_URL: 'ftp://x', CCNL_LLM_MODEL: 'm', CCNL_LLM_API_KEY: 'k' }),
    ).toThrow(/use http or https/);
    expect(
      loadLlmConfig({
        CCNL_LLM_URL: 'https://api.example.org/v1/',
        CCNL_LLM_MODEL: 'a,b,a',
        CCNL_LLM_API_KEY: 'k',
      }),
    ).toEqual({
      url: 'https://api.example.org/v1',
      apiKey: 'k',
      models: ['a', 'b'],
    });
  });

  it('accepts the engine’s figures however they are written, and flags the others', () => {
    const given = 'minimo 1.783,75 € dal 1° novembre 2025; 14 mensilità';
    expect(unsupportedFigures('Il minimo è 1783,75 euro dal 2025, su 14 mensilità.', given)).toEqual([]);
    expect(unsupportedFigures('Il minimo è 1.900,00 euro.', given)).toEqual(['1.900,00']);
  });
});
