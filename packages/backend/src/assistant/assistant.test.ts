import { type AgentPayload, ApiError, serverTexts, texts } from '@ccnl/core';
import { collect } from '@ccnl/core/testing';
import { describe, expect, it } from 'vitest';
import { AI_NOTICE } from '../agents/answer.js';

import { backendPerFile, clientFor } from '../testing/backend.js';
import { chunkText } from './agent-route.js';

const file = backendPerFile();

const payload = (userId: string, sessionId: string, message: string, extra: Partial<AgentPayload> = {}) => ({
  message,
  user_id: userId,
  session_id: sessionId,
  categories: [],
  vector_store_id: null,
  agent_name: 'main-agent',
  model: null,
  perimetri_lavoro: [],
  modifying: false,
  ...extra,
});

describe('a conversation over real HTTP with core’s client', () => {
  it('creates a session, streams a sourced answer, keeps history and lists the conversation', async () => {
    const api = clientFor(file.backend.url, file.anna.jwt);
    expect(await api.getLatestSession(file.anna.userId)).toBeNull();
    const first = await api.createEmptySession(file.anna.userId);
    expect(await api.getLatestSession(file.anna.userId)).toBe(first);
    // An empty session is not a conversation yet.
    expect(await api.recentConversations(file.anna.userId)).toEqual([]);

    const question = 'Quanto dura il periodo di prova nel CCNL Commercio?';
    const answer = (await collect(api.streamAgent(payload(file.anna.userId, first, question)))).join('');
    expect(answer).toContain('60 giorni di lavoro effettivo');
    expect(answer).toContain('Fonti:');
    expect(answer).toContain('https://lexplain.it/periodo-di-prova-ccnl-commercio-guida');
    expect(answer.trimEnd().endsWith(AI_NOTICE)).toBe(true);

    const history = await api.conversationHistory(file.anna.userId, first);
    expect(history.map((m) => m.role)).toEqual(['user', 'assistant']);
    expect(history[0]).toMatchObject({ id: first, content: question, agentName: 'main-agent' });
    const reply = history[1];
    expect(reply?.content).toBe(answer);
    expect(reply?.relatedQuestions).toHaveLength(3);
    expect(reply?.riferimenti[0]).toMatchObject({
      ccnl: 'CCNL Commercio',
      source_url: 'https://lexplain.it/periodo-di-prova-ccnl-commercio-guida',
      source_date: '2024-10-05',
    });
    expect(reply?.riferimenti[0]?.text).toContain('periodo di prova');

    const second = await api.createEmptySession(file.anna.userId);
    await collect(api.streamAgent(payload(file.anna.userId, second, 'Quanti giorni di ferie spettano?')));
    const recent = await api.recentConversations(file.anna.userId);
    expect(recent.map((c) => c.session_id)).toEqual([second, first]);
    expect(recent[1]).toMatchObject({ title: question, agent_name: 'main-agent' });
    expect(await api.getLatestSession(file.anna.userId)).toBe(second);

    // Asking again in the older conversation brings it back to the top.
    await collect(api.streamAgent(payload(file.anna.userId, first, 'E quanti giorni di preavviso?')));
    expect((await api.recentConversations(file.anna.userId)).map((c) => c.session_id)).toEqual([
      first,
      second,
    ]);
    const last = await api.conversationHistory(file.anna.userId, first, { limit: 2 });
    expect(last.map((m) => m.content)[0]).toBe('E quanti giorni di preavviso?');
  });

  it('trims long titles, clamps the list to 20 and filters history by agent', async () => {
    const api = clientFor(file.backend.url, file.bruno.jwt);
    const long = `Vorrei sapere ${'molto '.repeat(30)}quale livello spetta a un magazziniere`;
    const sessions: string[] = [];
    for (let i = 0; i < 21; i++) {
      const session = await api.createEmptySession(file.bruno.userId);
      sessions.push(session);
      await collect(
        api.streamAgent(payload(file.bruno.userId, session, i === 20 ? long : `Domanda ${i} sulle ferie`)),
      );
    }
    const recent = await api.recentConversations(file.bruno.userId);
    expect(recent).toHaveLength(20);
    expect(recent[0]?.title.length).toBeLessThanOrEqual(80);
    expect(recent[0]?.title.endsWith('…')).toBe(true);
    const one = await file.backend.app.inject({
      url: `/recent-conversations/${file.bruno.userId}?limit=0`,
      headers: { authorization: `Bearer ${file.bruno.jwt}` },
    });
    expect(one.json()).toHaveLength(1);

    const session = sessions[0] as string;
    await collect(
      api.streamAgent(
        payload(file.bruno.userId, session, 'Quale livello per un commesso?', { agent_name: 'inquadra' }),
      ),
    );
    const inquadra = await api.conversationHistory(file.bruno.userId, session, { group: 'inquadra' });
    expect(inquadra.map((m) => m.role)).toEqual(['user', 'assistant']);
    expect(inquadra.every((m) => m.agentName === 'inquadra')).toBe(true);
    expect(await api.conversationHistory(file.bruno.userId, session)).toHaveLength(4);
  });

  it('keeps the selected agreements as a categories entry, once per change', async () => {
    const api = clientFor(file.backend.url, file.anna.jwt);
    const session = await api.createEmptySession(file.anna.userId);
    const categories = { categories: [3, 12] };
    await collect(api.streamAgent(payload(file.anna.userId, session, 'Ferie?', categories)));
    await collect(api.streamAgent(payload(file.anna.userId, session, 'E il preavviso?', categories)));
    const history = await api.conversationHistory(file.anna.userId, session);
    expect(history.map((m) => m.role)).toEqual(['categories', 'user', 'assistant', 'user', 'assistant']);
    expect(history[0]?.categoryIds).toEqual([3, 12]);
  });

  it('answers an unknown agent with the spec message, and stores it', async () => {
    const api = clientFor(file.backend.url, file.anna.jwt);
    const session = await api.createEmptySession(file.anna.userId);
    const text = (
      await collect(
        api.streamAgent(payload(file.anna.userId, session, 'Ciao', { agent_name: 'agente-inesistente' })),
      )
    ).join('');
    expect(text).toBe("Non è stato possibile trovare l'agente selezionato");
    expect(text).toBe(texts.chat.agentNotFound);
    const history = await api.conversationHistory(file.anna.userId, session);
    expect(history.map((m) => [m.role, m.content])).toEqual([
      ['user', 'Ciao'],
      ['assistant', texts.chat.agentNotFound],
    ]);
  });

  it('says honestly when the knowledge base has nothing on the question', async () => {
    const api = clientFor(file.backend.url, file.anna.jwt);
    const session = await api.createEmptySession(file.anna.userId);
    const text = (
      await collect(api.streamAgent(payload(file.anna.userId, session, 'Qual è la capitale della Francia?')))
    ).join('');
    expect(text).toMatch(/^\*\*Questa domanda esce da ciò di cui mi occupo\*\*/);
    expect(text).toContain('Puoi chiedere, ad esempio:');
    expect(text.trimEnd().endsWith(AI_NOTICE)).toBe(true);
    const [, reply] = await api.conversationHistory(file.anna.userId, session);
    expect(reply?.riferimenti).toEqual([]);
    expect(reply?.relatedQuestions).toHaveLength(3);
  });

  it('rejects a bad payload with 400 and a message naming the field', async () => {
    const api = clientFor(file.backend.url, file.anna.jwt);
    const session = await api.createEmptySession(file.anna.userId);
    const post = (body: string) =>
      file.backend.app.inject({
        method: 'POST',
        url: '/main-agent',
        headers: { authorization: `Bearer ${file.anna.jwt}`, 'content-type': 'application/json' },
        payload: body,
      });
    const empty = await post(JSON.stringify(payload(file.anna.userId, session, '')));
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toMatch(/^Richiesta non valida: message/);
    const wrongType = await post(
      JSON.stringify({ ...payload(file.anna.userId, session, 'x'), categories: ['a'] }),
    );
    expect(wrongType.statusCode).toBe(400);
    expect(wrongType.json().message).toMatch(/categories/);
    const broken = await post('{"message": "ciao"');
    expect(broken.statusCode).toBe(400);
    expect(broken.json()).toEqual({ message: serverTexts.http.invalidJson });
    const tooLarge = await post(JSON.stringify(payload(file.anna.userId, session, 'x'.repeat(1024 * 1024))));
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json()).toEqual({ message: serverTexts.http.tooLarge });
    // Nothing was stored for the refused requests.
    expect(await api.conversationHistory(file.anna.userId, session)).toEqual([]);
  });
});

describe('after an answer: references, follow-ups, deletion', () => {
  it('serves the last answer’s riferimenti and related questions, and deletes a conversation', async () => {
    const api = clientFor(file.backend.url, file.anna.jwt);
    const session = await api.createEmptySession(file.anna.userId);
    expect(await api.relatedQuestions(session)).toEqual([]);
    expect(await api.riferimenti(session)).toEqual([]);
    await collect(
      api.streamAgent(
        payload(file.anna.userId, session, 'Quanti scatti di anzianità sono previsti nel CCNL Commercio?'),
      ),
    );
    const [, reply] = await api.conversationHistory(file.anna.userId, session);
    expect(await api.relatedQuestions(session)).toEqual(reply?.relatedQuestions);
    const riferimenti = await api.riferimenti(session);
    expect(riferimenti).toEqual(reply?.riferimenti);
    expect(riferimenti[0]?.text).toMatch(/scatti/i);

    expect((await api.recentConversations(file.anna.userId)).map((c) => c.session_id)).toContain(session);
    expect(await api.deleteSession(session)).toBe(true);
    expect((await api.recentConversations(file.anna.userId)).map((c) => c.session_id)).not.toContain(session);
    const gone = await api.conversationHistory(file.anna.userId, session).catch((e: unknown) => e);
    expect(gone).toMatchObject({ status: 404 });
  });
});

describe('ownership', () => {
  it("answers 404 for another user's ids, exactly like a missing id", async () => {
    const annaApi = clientFor(file.backend.url, file.anna.jwt);
    const brunoApi = clientFor(file.backend.url, file.bruno.jwt);
    const session = await annaApi.createEmptySession(file.anna.userId);
    await collect(annaApi.streamAgent(payload(file.anna.userId, session, 'Ferie nel commercio?')));

    const asBruno = (method: 'GET' | 'POST' | 'DELETE', url: string, body?: object) =>
      file.backend.app.inject({
        method,
        url,
        headers: { authorization: `Bearer ${file.bruno.jwt}` },
        payload: body,
      });
    const foreign = await asBruno('GET', `/conversation-history/${file.bruno.userId}/${session}`);
    const missing = await asBruno(
      'GET',
      `/conversation-history/${file.bruno.userId}/00000000-0000-4000-8000-000000000000`,
    );
    expect(foreign.statusCode).toBe(404);
    expect(foreign.body).toBe(missing.body);
    expect(foreign.json()).toEqual({ message: serverTexts.http.notFound });
    expect(foreign.headers['content-type']).toBe(missing.headers['content-type']);
    expect(foreign.headers['content-length']).toBe(missing.headers['content-length']);

    for (const [method, url] of [
      ['GET', `/conversation-history/${file.anna.userId}/${session}`],
      ['GET', `/api/riferimenti-risposta/${session}`],
      ['DELETE', `/delete-session/${session}`],
      ['GET', `/recent-conversations/${file.anna.userId}`],
      ['GET', `/get-latest-session/${file.anna.userId}`],
      ['POST', `/create-empty-session/${file.anna.userId}`],
    ] as const) {
      const response = await asBruno(method, url);
      expect(response.statusCode, url).toBe(404);
      expect(response.body).toBe(missing.body);
    }

    // Streaming into Anna's session, as Bruno or in Anna's name, is refused and stores nothing.
    for (const body of [
      payload(file.bruno.userId, session, 'Intrusione'),
      payload(file.anna.userId, session, 'Intrusione'),
    ]) {
      const error = await collect(brunoApi.streamAgent(body)).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(ApiError);
      expect(error).toMatchObject({ status: 404, message: serverTexts.http.notFound });
    }
    const related = await asBruno('POST', '/related-questions', { session_id: session });
    expect(related.statusCode).toBe(404);
    expect(related.body).toBe(missing.body);
    const history = await annaApi.conversationHistory(file.anna.userId, session);
    expect(history.map((m) => m.content)).not.toContain('Intrusione');
    expect((await brunoApi.recentConversations(file.bruno.userId)).map((c) => c.session_id)).not.toContain(
      session,
    );
  });
});

describe('chunkText', () => {
  it('splits into groups of a few words that join back to the exact text', () => {
    const text = 'Uno due  tre\nquattro cinque sei sette.\n\n- otto';
    const chunks = chunkText(text, 3);
    expect(chunks.join('')).toBe(text);
    expect(chunks).toHaveLength(3);
  });
});
