import {
  type AgentPayload,
  conversationSummarySchema,
  historyEntrySchema,
  serverTexts,
  uploadAnswerSchema,
} from '@ccnl/core';
import { collect } from '@ccnl/core/testing';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { FIREWALL_HEADER } from '../documents/routes.js';
import { backendPerFile, clientFor } from '../testing/backend.js';
import { openTestDatabase } from '../testing/database.js';

const file = backendPerFile();

interface Operation {
  security: Record<string, unknown>[];
  parameters: { name: string; in: string }[];
  requestBody?: { content: Record<string, { schema: { properties?: Record<string, unknown> } }> };
  responses: Record<string, { content?: Record<string, { schema: unknown }> }>;
}
type OpenApi = { openapi: string; paths: Record<string, Record<string, Operation>> };

async function openApi(): Promise<OpenApi> {
  const response = await fetch(`${file.backend.url}openapi.json`);
  expect(response.status).toBe(200);
  return (await response.json()) as OpenApi;
}

function operations(doc: OpenApi): [string, Operation][] {
  return Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(
      ([method, op]) => [`${method.toUpperCase()} ${path}`, op] as [string, Operation],
    ),
  );
}

/** Spec §7, word for word: every call the clients make. */
const SPEC_CALLS = [
  'GET /recent-conversations/{userId}',
  'GET /conversation-history/{userId}/{sessionId}',
  'POST /create-empty-session/{userId}',
  'GET /get-latest-session/{userId}',
  'POST /main-agent',
  'POST /calcola-agent',
  'POST /api/upload-documents',
  'DELETE /api/delete-document/{fileId}',
  'DELETE /delete-session/{sessionId}',
  'GET /categories',
  'GET /parametri-lavoro',
  'POST /related-questions',
  'GET /api/riferimenti-risposta/{sessionId}',
  'GET /modelli',
  'GET /tooltip_data/{id}',
  'PUT /api/update-busta-paga-field',
];

const payload = (userId: string, sessionId: string, extra: Partial<AgentPayload> = {}): AgentPayload => ({
  message: 'Quanto dura il periodo di prova nel CCNL Commercio?',
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

describe('the OpenAPI document', () => {
  it('is served without auth and lists every call of spec §7, each a real route', async () => {
    const doc = await openApi();
    expect(doc.openapi).toBe('3.1.0');
    const listed = operations(doc).map(([name]) => name);
    for (const call of SPEC_CALLS) expect(listed, call).toContain(call);
    for (const name of listed) {
      const [method, path] = name.split(' ') as [string, string];
      const url = path.replace(/\{[^}]+\}/g, 'x');
      expect(
        file.backend.app.hasRoute({ method: method as 'GET', url: path.replace(/\{([^}]+)\}/g, ':$1') }),
        name,
      ).toBe(true);
      expect(url).not.toContain('{');
    }
  });

  it('describes the wire shapes with core’s schemas and says which calls need the token or the pass-key', async () => {
    const doc = await openApi();
    const ops = Object.fromEntries(operations(doc));
    const json = (name: string, status = '200') =>
      ops[name]?.responses[status]?.content?.['application/json']?.schema;
    const { $schema: _a, ...summaries } = z.toJSONSchema(conversationSummarySchema.array(), { io: 'output' });
    expect(json('GET /recent-conversations/{userId}')).toEqual(summaries);
    const { $schema: _b, ...history } = z.toJSONSchema(historyEntrySchema.array(), { io: 'output' });
    expect(json('GET /conversation-history/{userId}/{sessionId}')).toEqual(history);
    const { $schema: _c, ...upload } = z.toJSONSchema(uploadAnswerSchema, { io: 'output' });
    expect(json('POST /api/upload-documents')).toEqual(upload);
    expect(Object.keys(ops['POST /main-agent']?.requestBody?.content ?? {})).toEqual(['application/json']);
    expect(Object.keys(ops['POST /main-agent']?.responses['200']?.content ?? {})).toEqual(['text/plain']);
    expect(
      ops['GET /conversation-history/{userId}/{sessionId}']?.parameters.map((p) => `${p.in}:${p.name}`),
    ).toEqual(['path:userId', 'path:sessionId', 'query:limit', 'query:group']);

    for (const call of SPEC_CALLS)
      expect(ops[call]?.security, call).toContainEqual(expect.objectContaining({ bearer: [] }));
    expect(ops['POST /api/upload-documents']?.security).toEqual([{ bearer: [], firewall: [] }]);
    for (const open of [
      'POST /graphql',
      'POST /consumption/check',
      'POST /consumption/register',
      'GET /healthz',
    ])
      expect(ops[open]?.security, open).toEqual([]);
  });
});

describe('every call of spec §7 through core’s client', () => {
  it('answers each with the exact shape core parses', async () => {
    const api = clientFor(file.backend.url, file.anna.jwt);
    const session = await api.createEmptySession(file.anna.userId);
    expect(await api.getLatestSession(file.anna.userId)).toBe(session);

    const categories = await api.categories();
    expect(categories.length).toBeGreaterThan(0);
    const tooltip = await api.tooltip(categories[0]?.id_categoria ?? 0);
    expect(tooltip.id_categoria).toBe(categories[0]?.id_categoria);
    expect((await api.parameters()).length).toBeGreaterThan(0);
    expect((await api.models()).filter((m) => m.predefinito)).toHaveLength(1);

    const upload = await api.uploadDocuments(session, [
      { name: 'nota.txt', data: new Blob(['Nota di prova']) },
    ]);
    expect(upload.vector_store_id).toBe(`vs_${session}`);
    const text = (
      await collect(
        api.streamAgent(payload(file.anna.userId, session, { vector_store_id: upload.vector_store_id })),
      )
    ).join('');
    expect(text.length).toBeGreaterThan(0);
    expect(await api.updatePayslipField(session, 'livello', '4')).toBe(true);
    const calcolo = (
      await collect(
        api.streamAgent(
          payload(file.anna.userId, session, {
            agent_name: 'calcolo',
            message: 'Calcola la retribuzione',
            categories: [categories[0]?.id_categoria ?? 0],
          }),
        ),
      )
    ).join('');
    expect(calcolo.length).toBeGreaterThan(0);

    const history = await api.conversationHistory(file.anna.userId, session);
    expect(history.filter((m) => m.role === 'assistant')).toHaveLength(2);
    expect(await api.conversationHistory(file.anna.userId, session, { limit: 1 })).toHaveLength(1);
    expect(
      (await api.conversationHistory(file.anna.userId, session, { group: 'calcolo' })).every(
        (m) => m.agentName === 'calcolo',
      ),
    ).toBe(true);
    expect((await api.recentConversations(file.anna.userId)).map((c) => c.session_id)).toContain(session);
    expect(Array.isArray(await api.relatedQuestions(session))).toBe(true);
    expect(Array.isArray(await api.riferimenti(session))).toBe(true);
    expect(await api.deleteDocument(upload.files[0]?.file_id ?? '')).toBe(true);
    expect(await api.deleteSession(session)).toBe(true);
    expect(await api.getLatestSession(file.anna.userId)).not.toBe(session);
  });
});

describe('ownership over every route', () => {
  /**
   * How to aim each route that names a user, session or document at given ids. A route of the document
   * missing here and from NAMES_NO_USER_DATA fails the test, so a new route must be classified.
   */
  interface Ids {
    userId: string;
    sessionId: string;
    fileId: string;
    answerId: string;
  }
  type Call = {
    method: string;
    url: string;
    json?: unknown;
    form?: FormData;
    headers?: Record<string, string>;
  };
  const TABLE: Record<string, (ids: Ids) => Call> = {
    'GET /recent-conversations/{userId}': (i) => ({
      method: 'GET',
      url: `recent-conversations/${i.userId}?limit=20`,
    }),
    'GET /conversation-history/{userId}/{sessionId}': (i) => ({
      method: 'GET',
      url: `conversation-history/${i.userId}/${i.sessionId}`,
    }),
    'POST /create-empty-session/{userId}': (i) => ({
      method: 'POST',
      url: `create-empty-session/${i.userId}`,
    }),
    'GET /get-latest-session/{userId}': (i) => ({ method: 'GET', url: `get-latest-session/${i.userId}` }),
    'POST /main-agent': (i) => ({ method: 'POST', url: 'main-agent', json: payload(i.userId, i.sessionId) }),
    'POST /calcola-agent': (i) => ({
      method: 'POST',
      url: 'calcola-agent',
      json: payload(i.userId, i.sessionId, { agent_name: 'calcolo' }),
    }),
    'POST /api/upload-documents': (i) => {
      const form = new FormData();
      form.append('files[]', new Blob(['Intrusione']), 'intrusione.txt');
      form.append('session_id', i.sessionId);
      return {
        method: 'POST',
        url: 'api/upload-documents',
        form,
        headers: { [FIREWALL_HEADER]: file.backend.config.firewallKey },
      };
    },
    'DELETE /api/delete-document/{fileId}': (i) => ({
      method: 'DELETE',
      url: `api/delete-document/${i.fileId}`,
    }),
    'DELETE /delete-session/{sessionId}': (i) => ({ method: 'DELETE', url: `delete-session/${i.sessionId}` }),
    'POST /related-questions': (i) => ({
      method: 'POST',
      url: 'related-questions',
      json: { session_id: i.sessionId },
    }),
    'GET /api/riferimenti-risposta/{sessionId}': (i) => ({
      method: 'GET',
      url: `api/riferimenti-risposta/${i.sessionId}`,
    }),
    'POST /answers/{answerId}/stop': (i) => ({ method: 'POST', url: `answers/${i.answerId}/stop` }),
    'PUT /api/update-busta-paga-field': (i) => ({
      method: 'PUT',
      url: 'api/update-busta-paga-field',
      json: { session_id: i.sessionId, calcola_field: 'livello', value: '1' },
    }),
  };
  /** Shared catalogue data: no user's data is named, so there is nothing to own. */
  const NAMES_NO_USER_DATA = [
    'GET /categories',
    'GET /parametri-lavoro',
    'GET /modelli',
    'GET /tooltip_data/{id}',
  ];

  async function send(call: Call, jwt: string) {
    const response = await fetch(`${file.backend.url}${call.url}`, {
      method: call.method,
      headers: {
        authorization: `Bearer ${jwt}`,
        ...(call.json !== undefined ? { 'content-type': 'application/json' } : {}),
        ...call.headers,
      },
      ...(call.json !== undefined ? { body: JSON.stringify(call.json) } : {}),
      ...(call.form ? { body: call.form } : {}),
    });
    return {
      status: response.status,
      body: await response.text(),
      type: response.headers.get('content-type'),
      length: response.headers.get('content-length'),
    };
  }

  it("answers 404 to user B for every id of user A, identical to a missing id, and changes nothing of A's", async () => {
    const doc = await openApi();
    const bearerRoutes = operations(doc).filter(([, op]) => op.security.some((s) => 'bearer' in s));
    for (const [name] of bearerRoutes)
      expect(name in TABLE || NAMES_NO_USER_DATA.includes(name), `${name} is not classified`).toBe(true);

    const api = clientFor(file.backend.url, file.anna.jwt);
    const session = await api.createEmptySession(file.anna.userId);
    await collect(api.streamAgent(payload(file.anna.userId, session)));
    const upload = await api.uploadDocuments(session, [{ name: 'mio.txt', data: new Blob(['Solo mio']) }]);
    await api.updatePayslipField(session, 'livello', '3');
    const history = await api.conversationHistory(file.anna.userId, session);
    const annas: Ids = {
      userId: file.anna.userId,
      sessionId: session,
      fileId: upload.files[0]?.file_id ?? '',
      answerId: history.find((m) => m.role === 'assistant')?.messageId ?? '',
    };
    const missing: Ids = {
      userId: 'u-inesistente',
      sessionId: '00000000-0000-4000-8000-000000000000',
      fileId: '00000000-0000-4000-8000-000000000001',
      answerId: '00000000-0000-4000-8000-000000000002',
    };
    const db = await openTestDatabase(file.backend.config.dataDir);
    const payslip = await db.payslips.fields(session);
    expect(Object.keys(payslip)).toContain('livello');

    for (const [name, aim] of Object.entries(TABLE)) {
      const foreign = await send(aim(annas), file.bruno.jwt);
      const absent = await send(aim(missing), file.bruno.jwt);
      expect(foreign.status, name).toBe(404);
      expect(foreign.body, name).toBe(JSON.stringify({ message: serverTexts.http.notFound }));
      expect([foreign.body, foreign.type, foreign.length], name).toEqual([
        absent.body,
        absent.type,
        absent.length,
      ]);
    }

    try {
      expect(await api.conversationHistory(file.anna.userId, session)).toEqual(history);
      expect((await db.documents.list(session)).map((d) => d.id)).toEqual(upload.files.map((f) => f.file_id));
      expect(await db.payslips.fields(session)).toEqual(payslip);
    } finally {
      await db.close();
    }
  });
});
