import { request as httpRequest } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIREWALL_HEADER } from '../documents/routes.js';
import { clientFor, removeDir, signIn, tempDir } from '../testing/backend.js';
import { type BackendProcess, startBackendProcess } from '../testing/process.js';

/**
 * Generated bad input over every route of the OpenAPI document, against the real process: each answer is a
 * 4xx with a JSON message (or, for the consumption service, its own result code), never a 5xx, and the
 * process keeps serving and logs no error.
 */

type Server = BackendProcess & { url: string; stop(): Promise<void> };
let server: Server;
const dataDir = tempDir();
let jwt = '';
let userId = '';
let sessionId = '';

beforeAll(async () => {
  server = await startBackendProcess({ CCNL_DATA_DIR: dataDir, CCNL_LOGGER: 'true' });
  ({ jwt, userId } = await signIn(server.url, 'demo-full'));
  sessionId = await clientFor(server.url, jwt).createEmptySession(userId);
});
afterAll(async () => {
  await server.stop();
  removeDir(dataDir);
});

interface Operation {
  parameters: { name: string; in: string }[];
  requestBody?: { content: Record<string, { schema: { properties?: Record<string, { type?: unknown }> } }> };
}

interface Answer {
  status: number;
  body: string;
}

/**
 * A raw HTTP request, so that paths, headers and bodies go out exactly as written. A server may answer a request
 * it refuses (401, 404, 413) and close before a large body is fully written: the client then fails its write with
 * EPIPE or ECONNRESET, sometimes before it has read the answer, depending on how busy the machine is. Such a
 * request is sent again (the refusal is the same each time), so the test does not depend on timing.
 */
async function raw(
  method: string,
  path: string,
  headers: Record<string, string>,
  body?: string | Buffer,
): Promise<Answer> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await rawOnce(method, path, headers, body);
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      if (attempt >= 5 || (code !== 'EPIPE' && code !== 'ECONNRESET')) throw error;
    }
  }
}

function rawOnce(
  method: string,
  path: string,
  headers: Record<string, string>,
  body?: string | Buffer,
): Promise<Answer> {
  const url = new URL(server.url);
  return new Promise((resolve, reject) => {
    let answered = false;
    const request = httpRequest(
      {
        host: url.hostname,
        port: url.port,
        method,
        path,
        // A body over the limit goes on a kept-alive connection: the server answers 413 and reads the rest of the
        // body away instead of closing while it is still being written. Every other request closes its connection.
        headers: { ...headers, connection: (body?.length ?? 0) > 1024 * 1024 ? 'keep-alive' : 'close' },
        agent: false,
      },
      (response) => {
        answered = true;
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        const done = () =>
          resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks).toString() });
        response.on('end', done);
        // (a socket torn down mid-answer still settles with what was read: the status is what is checked)
        response.on('close', done);
      },
    );
    // A write cut short after the answer arrived is no failure: the answer is read to its end.
    request.on('error', (error) => {
      if (!answered) reject(error);
    });
    request.end(body);
  });
}

const HOSTILE_IDS = [
  '..%2F..%2F..%2Fetc%2Fpasswd',
  '..%5C..%5Cwindows',
  '%2e%2e',
  '%00',
  'x'.repeat(4_000),
  "'%20OR%201=1%20--",
  '%E0%A4%A',
  '%F0%9F%98%80',
  'null',
  '-1',
  '1e309',
];

const HUGE = 'x'.repeat(900_000);

/** Values of the wrong type for a property whose documented type is `type`. */
function wrongValues(type: unknown): unknown[] {
  const all = [123, -1.5, true, null, 'testo', [], {}, [1, 'a'], { $ne: null }, HUGE];
  const types = [type].flat();
  return all.filter((value) => {
    const kind = value === null ? 'null' : Array.isArray(value) ? 'array' : typeof value;
    if (kind === 'number') return !types.includes('number') && !types.includes('integer');
    if (kind === 'object') return !types.includes('object');
    return !types.includes(kind);
  });
}

function jsonBodies(operation: Operation): string[] {
  const properties = operation.requestBody?.content['application/json']?.schema.properties ?? {};
  const bodies = [
    '{',
    '{"a":',
    '[]',
    'null',
    '"testo"',
    '42',
    '{}',
    '{"__proto__":{"admin":true}}',
    '['.repeat(50_000),
  ];
  for (const [name, property] of Object.entries(properties))
    for (const value of wrongValues(property.type)) bodies.push(JSON.stringify({ [name]: value }));
  return bodies;
}

describe('generated bad input over every route', () => {
  it('never gets a 5xx or crashes the process, and every refusal says why', async () => {
    const doc = (await fetch(`${server.url}openapi.json`).then((r) => r.json())) as {
      paths: Record<string, Record<string, Operation>>;
    };
    const auth = { authorization: `Bearer ${jwt}`, [FIREWALL_HEADER]: 'ccnl-local-firewall-pass' };
    let requests = 0;
    const check = (name: string, answer: Answer, consumption: boolean) => {
      requests++;
      expect(answer.status, name).toBeLessThan(500);
      if (answer.status >= 400) {
        expect(JSON.parse(answer.body), name).toEqual({ message: expect.any(String) });
      } else if (consumption) {
        // The consumption service refuses with its own code in a 200, never with success.
        expect(JSON.parse(answer.body).nRetCode, name).not.toBe(1);
      }
    };

    for (const [path, methods] of Object.entries(doc.paths)) {
      for (const [lower, operation] of Object.entries(methods)) {
        const method = lower.toUpperCase();
        const consumption = path.startsWith('/consumption/');
        const pathParams = operation.parameters.filter((p) => p.in === 'path').map((p) => p.name);
        const fill = (value: (name: string) => string) =>
          path.replace(/\{([^}]+)\}/g, (_, name: string) => value(name));
        const valid = fill((name) => ({ userId, sessionId })[name] ?? '1');
        const name = `${method} ${path}`;

        // Hostile ids in every path parameter.
        for (const id of HOSTILE_IDS) {
          if (!pathParams.length) break;
          const answer = await raw(
            method,
            fill(() => id),
            auth,
          );
          check(`${name} id ${id.slice(0, 30)}`, answer, consumption);
          expect(answer.status, `${name} id ${id.slice(0, 30)}`).toBeGreaterThanOrEqual(400);
        }
        // Bad query strings.
        for (const query of [
          'limit=abc',
          'limit=-1',
          'limit=1e309',
          'limit=1&limit=2',
          'group=',
          `group=${'g'.repeat(5_000)}`,
          'limit[a]=1',
          '%%%',
        ])
          check(`${name} ?${query.slice(0, 30)}`, await raw(method, `${valid}?${query}`, auth), consumption);
        if (method === 'GET' || method === 'DELETE') continue;

        // Bodies: malformed JSON, wrong types, missing fields, huge values, wrong content types.
        const isJson = Boolean(operation.requestBody?.content['application/json']);
        for (const body of isJson ? jsonBodies(operation) : ['{']) {
          const answer = await raw(method, valid, { ...auth, 'content-type': 'application/json' }, body);
          check(`${name} body ${body.slice(0, 40)}`, answer, consumption);
          if (isJson && !consumption && path !== '/graphql')
            expect(answer.status, `${name} body ${body.slice(0, 40)}`).toBeGreaterThanOrEqual(400);
        }
        const oversized = await raw(
          method,
          valid,
          { ...auth, 'content-type': 'application/json' },
          `{"a":"${'x'.repeat(2 * 1024 * 1024)}"}`,
        );
        check(`${name} 2 MB`, oversized, consumption);
        expect(oversized.status, `${name} 2 MB`).toBe(413);
        for (const type of [
          'text/plain',
          'application/xml',
          'multipart/form-data',
          'multipart/form-data; boundary=x',
          'application/x-www-form-urlencoded',
        ]) {
          const answer = await raw(method, valid, { ...auth, 'content-type': type }, 'a=1&<x/>--x\r\n');
          check(`${name} as ${type}`, answer, consumption);
          expect(answer.status, `${name} as ${type}`).toBeGreaterThanOrEqual(400);
        }
        // Without any credentials, the bearer routes refuse before reading anything.
        if (!consumption && !['/graphql', '/openapi.json'].includes(path)) {
          const anonymous = await raw(method, valid, { 'content-type': 'application/json' }, '{');
          check(`${name} anonymous`, anonymous, consumption);
        }
      }
    }
    expect(requests).toBeGreaterThan(400);

    // Still serving, still correct, and nothing logged as an error.
    expect((await fetch(`${server.url}healthz`)).status).toBe(200);
    const api = clientFor(server.url, jwt);
    // (The valid-path variants did delete the test session: the server did what was asked.)
    const fresh = await api.createEmptySession(userId);
    expect(await api.conversationHistory(userId, fresh)).toEqual([]);
    expect((await api.categories()).length).toBeGreaterThan(0);
    expect(server.child.exitCode).toBeNull();
    const errors = server
      .output()
      .split('\n')
      .filter((line) => /"level":(50|60)/.test(line));
    expect(errors).toEqual([]);
  });
});
