import type { FastifyInstance, FastifySchema, RouteOptions } from 'fastify';
import { z } from 'zod';
import { describeIssues } from './errors.js';

/**
 * Route schemas are zod schemas: Fastify validates request parts with them (a 400 naming the field) and the
 * OpenAPI document at `GET /openapi.json` is generated from the same objects, so nothing is written twice.
 */

declare module 'fastify' {
  interface FastifySchema {
    summary?: string;
    /** Request content type when not JSON, e.g. multipart/form-data. */
    consumes?: string[];
    /** Response content type when not JSON, e.g. a text/plain stream. */
    produces?: string[];
  }
  interface FastifyContextConfig {
    /** Set on every route behind the bearer guard, for the document's `security`. */
    bearer?: boolean;
    /** Set on routes that require the firewall pass-key header. */
    firewall?: boolean;
  }
}

type Schema = z.ZodType;

const documentedOnly = new WeakSet<object>();

/**
 * A copy of `schema` that documents a request part without Fastify enforcing it: for routes that validate
 * the part themselves, because their protocol answers bad input in its own way.
 */
export function documentOnly<T extends Schema>(schema: T): T {
  const copy = schema.meta({}) as T;
  documentedOnly.add(copy);
  return copy;
}

function isZod(value: unknown): value is Schema {
  return typeof value === 'object' && value !== null && typeof (value as Schema).safeParse === 'function';
}

/** A request part that did not parse: a 400 whose message names the offending field. */
class RequestValidationError extends Error {
  readonly statusCode = 400;
  readonly code = 'FST_ERR_VALIDATION';
}

/** Fastify validator and serializer compilers for zod route schemas. */
export function useZodSchemas(app: FastifyInstance): void {
  app.setValidatorCompiler(({ schema, method, url }) => {
    // Fail at start-up, not on the first request, when a route brings a schema of another kind.
    if (!isZod(schema)) throw new Error(`${method} ${url}: route schemas must be zod schemas`);
    if (documentedOnly.has(schema)) return (data: unknown) => ({ value: data });
    return (data: unknown) => {
      const result = schema.safeParse(data);
      return result.success
        ? { value: result.data }
        : { error: new RequestValidationError(describeIssues(result.error)) };
    };
  });
  // Response schemas document the answer; the handlers build it from typed records.
  app.setSerializerCompiler(() => (data: unknown) => JSON.stringify(data));
}

type JsonSchema = Record<string, unknown> & { properties?: Record<string, JsonSchema>; required?: string[] };

function jsonSchema(schema: unknown, io: 'input' | 'output'): JsonSchema {
  if (!isZod(schema)) return {};
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, { io, unrepresentable: 'any' }) as JsonSchema;
  return rest;
}

interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header';
  required: boolean;
  schema: JsonSchema;
}

function parameters(schema: unknown, where: Parameter['in']): Parameter[] {
  const object = jsonSchema(schema, 'input');
  const required = new Set(object.required ?? []);
  return Object.entries(object.properties ?? {}).map(([name, property]) => ({
    name,
    in: where,
    required: where === 'path' || required.has(name),
    schema: property,
  }));
}

const ERROR_BODY = {
  type: 'object',
  properties: { message: { type: 'string' } },
  required: ['message'],
};

/** Documentation for routes another module registers without schemas, keyed by "METHOD /url". */
export type RouteDocs = Record<string, FastifySchema>;

function operation(route: RouteOptions, fallback: FastifySchema | undefined) {
  const schema: FastifySchema = route.schema ?? fallback ?? {};
  const responses: Record<string, unknown> = {};
  for (const [status, body] of Object.entries((schema.response ?? {}) as Record<string, unknown>)) {
    const type = schema.produces?.[0] ?? 'application/json';
    responses[status] = {
      description: status.startsWith('2') ? 'OK' : 'Errore',
      content: {
        [type]: { schema: type === 'application/json' ? jsonSchema(body, 'output') : { type: 'string' } },
      },
    };
  }
  if (Object.keys(responses).length === 0) responses['200'] = { description: 'OK' };
  responses.default = {
    description: 'Errore: { message } in italiano',
    content: { 'application/json': { schema: ERROR_BODY } },
  };
  const security = [
    ...(route.config?.bearer ? [{ bearer: [] }] : []),
    ...(route.config?.firewall ? [{ firewall: [] }] : []),
  ];
  return {
    ...(schema.summary ? { summary: schema.summary } : {}),
    parameters: [
      ...parameters(schema.params, 'path'),
      ...parameters(schema.querystring, 'query'),
      ...parameters(schema.headers, 'header'),
    ],
    ...(schema.body
      ? {
          requestBody: {
            required: true,
            content: {
              [schema.consumes?.[0] ?? 'application/json']: { schema: jsonSchema(schema.body, 'input') },
            },
          },
        }
      : {}),
    responses,
    // Both schemes together when both apply: one object lists what a single call must carry.
    security: security.length ? [Object.assign({}, ...security)] : [],
  };
}

/**
 * Records every route as it is declared and serves the OpenAPI 3.1 document built from their schemas at
 * `GET /openapi.json`. Call before any route is registered.
 */
export function registerOpenApi(app: FastifyInstance, info: { version: string; routeDocs: RouteDocs }): void {
  const routes: RouteOptions[] = [];
  app.addHook('onRoute', (route) => {
    routes.push(route);
  });
  let document: unknown;
  app.get('/openapi.json', { schema: { summary: 'Questo documento' } }, async () => {
    // Built on first use, when every plugin has declared its routes.
    document ??= build();
    return document;
  });

  function build() {
    const paths: Record<string, Record<string, unknown>> = {};
    for (const route of routes) {
      for (const method of [route.method].flat()) {
        if (method === 'HEAD' || method === 'OPTIONS' || route.url.includes('*')) continue;
        const path = route.url.replace(/:([A-Za-z0-9_]+)/g, '{$1}');
        paths[path] ??= {};
        (paths[path] as Record<string, unknown>)[method.toLowerCase()] = operation(
          route,
          info.routeDocs[`${method} ${route.url}`],
        );
      }
    }
    return {
      openapi: '3.1.0',
      info: { title: 'Assistente CCNL — backend', version: info.version },
      components: {
        securitySchemes: {
          bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
          firewall: { type: 'apiKey', in: 'header', name: 'x-firewall-pass' },
        },
      },
      paths: Object.fromEntries(Object.entries(paths).sort(([a], [b]) => a.localeCompare(b))),
    };
  }
}
