import { LOGIN_PRODUCT_ID } from '../config/config.js';
import {
  type AgentPayload,
  ANSWER_ID_HEADER,
  agentEndpoint,
  type Category,
  type ConversationMessage,
  type ConversationSummary,
  categorySchema,
  conversationSummarySchema,
  deletedAnswerSchema,
  historyEntrySchema,
  latestSessionAnswerSchema,
  type ModelInfo,
  mapHistoryEntry,
  modelsAnswerSchema,
  type Parameter,
  parameterSchema,
  type Riferimento,
  relatedQuestionsAnswerSchema,
  riferimentiAnswerSchema,
  type SignAuth,
  sessionIdAnswerSchema,
  signAuthAnswerSchema,
  successAnswerSchema,
  type Tooltip,
  tooltipSchema,
  type UploadAnswer,
  uploadAnswerSchema,
} from '../model/index.js';
import { RECENT_CONVERSATIONS_LIMIT } from '../rules/conversations.js';
import { texts } from '../strings/spec.js';
import type { z } from '../zod.js';
import {
  ApiError,
  AuthError,
  isAbort,
  NetworkError,
  StreamUnavailableError,
  TimeoutError,
  ValidationError,
} from './errors.js';
import { errorMessage, joinUrl } from './http.js';
import { decodeTextStream } from './stream.js';

/** A fetch-compatible transport: the platform's fetch in the browser, undici's in Node (`@ccnl/core/node`). */
export type FetchLike = (input: string, init: RequestInit) => Promise<Response>;

export interface ApiClientOptions {
  /** Base URL of the assistant API (spec §7). */
  baseUrl: string;
  /** The signed-in user's bearer token, read on every call. */
  getToken: () => string | null | undefined;
  /** GraphQL sign-in endpoint. */
  gqlEndpoint?: string;
  /** The firewall pass-key header sent with uploads (spec §6), from configuration. */
  firewall?: { header: string; key: string };
  fetch?: FetchLike;
  /**
   * Limits on the server's silence, in ms (none when absent): `connectMs` until a request's answer (a JSON
   * answer in full, a stream's headers) has arrived, `streamMs` between two chunks of a streamed answer.
   * Either running out raises TimeoutError.
   */
  timeouts?: { connectMs?: number; streamMs?: number };
}

/** An agent's answer as it streams. */
export interface AgentStream {
  /** The stored answer's id (the server's `x-answer-id`): the key its consumption is registered under. */
  answerId: string | null;
  chunks: AsyncGenerator<string, void>;
}

export interface RequestOptions {
  signal?: AbortSignal;
}

export interface SignAuthInput {
  ticket: string;
  provisioning: { filtergroup: string; prodgroup: string };
}

/** The exact sign-in mutation of spec §7. */
export const SIGN_AUTH_MUTATION = `mutation signAuth($ticketSso: String!, $product: Int!, $provisioning: ProvisioningInput, $acl: [String!], $includeRoles: Boolean) {
  signAuth(ticketSso: $ticketSso, product: $product, provisioning: $provisioning, acl: $acl, includeRoles: $includeRoles) {
    ticketSso
    jwt
    profile { userId name email crmid customerType }
    roles { pos }
  }
}`;

/** How long a stop request may take: past that, the disconnect alone stops the answer. */
const STOP_TIMEOUT_MS = 3_000;

export function createApiClient(options: ApiClientOptions) {
  const doFetch: FetchLike = options.fetch ?? ((input, init) => globalThis.fetch(input, init));

  const connectMs = options.timeouts?.connectMs;

  /** Runs `work` with the caller's signal joined to the connect timeout, which it raises as TimeoutError. */
  async function withinConnect<T>(signal: AbortSignal | undefined, work: (s?: AbortSignal) => Promise<T>) {
    if (!connectMs) return work(signal);
    const timer = new AbortController();
    const id = setTimeout(() => timer.abort(), connectMs);
    try {
      return await work(signal ? AbortSignal.any([signal, timer.signal]) : timer.signal);
    } catch (error) {
      if (timer.signal.aborted && !signal?.aborted) throw new TimeoutError('connect', connectMs);
      throw error;
    } finally {
      clearTimeout(id);
    }
  }

  async function send(url: string, init: RequestInit, signal?: AbortSignal): Promise<Response> {
    try {
      return await doFetch(url, { ...init, signal: signal ?? null });
    } catch (error) {
      if (isAbort(error, signal)) throw error;
      const cause =
        error instanceof Error ? ((error.cause as Error | undefined)?.message ?? error.message) : '';
      throw new NetworkError(cause || 'fetch failed', { cause: error });
    }
  }

  function headers(extra: Record<string, string> = {}): Record<string, string> {
    const token = options.getToken();
    return { accept: 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}), ...extra };
  }

  async function json<S extends z.ZodType>(
    method: string,
    path: string,
    schema: S,
    init: { body?: unknown; form?: FormData; headers?: Record<string, string>; signal?: AbortSignal } = {},
  ): Promise<z.infer<S>> {
    return withinConnect(init.signal, (signal) => jsonNow(method, path, schema, { ...init, signal }));
  }

  async function jsonNow<S extends z.ZodType>(
    method: string,
    path: string,
    schema: S,
    init: {
      body?: unknown;
      form?: FormData;
      headers?: Record<string, string>;
      signal?: AbortSignal | undefined;
    },
  ): Promise<z.infer<S>> {
    const hasBody = init.body !== undefined;
    const response = await send(
      joinUrl(options.baseUrl, path),
      {
        method,
        headers: headers({ ...(hasBody ? { 'content-type': 'application/json' } : {}), ...init.headers }),
        ...(hasBody ? { body: JSON.stringify(init.body) } : {}),
        ...(init.form ? { body: init.form } : {}),
      },
      init.signal,
    );
    if (!response.ok) throw new ApiError(response.status, await errorMessage(response));
    let data: unknown;
    try {
      data = await response.json();
    } catch {
      throw new ValidationError(`invalid JSON from ${path}`);
    }
    const parsed = schema.safeParse(data);
    if (!parsed.success) throw new ValidationError(`unexpected answer from ${path}`, parsed.error.issues);
    return parsed.data;
  }

  /**
   * Starts an agent's answer: resolves once the server has accepted it, with the id of the stored answer
   * (the idempotency key of its consumption) and its decoded text chunks; null when aborted first.
   * A non-2xx status raises ApiError with the server's message; a missing body StreamUnavailableError.
   */
  async function openAgentStream(
    payload: AgentPayload,
    opts: RequestOptions = {},
  ): Promise<AgentStream | null> {
    const { signal } = opts;
    let response: Response;
    try {
      // The connect timeout ends with the headers: from then on the stream timeout watches the body.
      response = await withinConnect(signal, (joined) =>
        send(
          joinUrl(options.baseUrl, agentEndpoint(payload.agent_name)),
          {
            method: 'POST',
            headers: headers({ 'content-type': 'application/json', accept: 'text/plain' }),
            body: JSON.stringify(payload),
          },
          joined,
        ),
      );
    } catch (error) {
      if (isAbort(error, signal)) return null;
      throw error;
    }
    if (!response.ok) throw new ApiError(response.status, await errorMessage(response));
    if (!response.body) throw new StreamUnavailableError(texts.chat.streamUnavailable);
    return {
      answerId: response.headers.get(ANSWER_ID_HEADER),
      chunks: decodeTextStream(response.body, signal, options.timeouts?.streamMs),
    };
  }

  const enc = encodeURIComponent;

  return {
    async createEmptySession(userId: string, opts: RequestOptions = {}): Promise<string> {
      const answer = await json('POST', `create-empty-session/${enc(userId)}`, sessionIdAnswerSchema, opts);
      return answer.session_id;
    },

    async getLatestSession(userId: string, opts: RequestOptions = {}): Promise<string | null> {
      const answer = await json('GET', `get-latest-session/${enc(userId)}`, latestSessionAnswerSchema, opts);
      return answer.session_id;
    },

    async recentConversations(userId: string, opts: RequestOptions = {}): Promise<ConversationSummary[]> {
      return json(
        'GET',
        `recent-conversations/${enc(userId)}?limit=${RECENT_CONVERSATIONS_LIMIT}`,
        conversationSummarySchema.array(),
        opts,
      );
    },

    async conversationHistory(
      userId: string,
      sessionId: string,
      opts: RequestOptions & { limit?: number; group?: string } = {},
    ): Promise<ConversationMessage[]> {
      const query = new URLSearchParams();
      if (opts.limit !== undefined) query.set('limit', String(opts.limit));
      if (opts.group !== undefined) query.set('group', opts.group);
      const qs = query.size ? `?${query}` : '';
      const entries = await json(
        'GET',
        `conversation-history/${enc(userId)}/${enc(sessionId)}${qs}`,
        historyEntrySchema.array(),
        opts,
      );
      return entries.map(mapHistoryEntry);
    },

    openAgentStream,

    /** Streams an agent's answer as decoded text chunks. Abort ends the iterable normally. */
    async *streamAgent(payload: AgentPayload, opts: RequestOptions = {}): AsyncGenerator<string, void> {
      const stream = await openAgentStream(payload, opts);
      if (stream) yield* stream.chunks;
    },

    /** Multipart upload of `files[]` with `session_id`, carrying the firewall pass-key header. */
    async uploadDocuments(
      sessionId: string,
      files: readonly { name: string; data: Blob }[],
      opts: RequestOptions = {},
    ): Promise<UploadAnswer> {
      const form = new FormData();
      for (const file of files) form.append('files[]', file.data, file.name);
      form.append('session_id', sessionId);
      const firewall = options.firewall ? { [options.firewall.header]: options.firewall.key } : {};
      return json('POST', 'api/upload-documents', uploadAnswerSchema, { ...opts, form, headers: firewall });
    },

    async deleteDocument(fileId: string, opts: RequestOptions = {}): Promise<boolean> {
      return (await json('DELETE', `api/delete-document/${enc(fileId)}`, deletedAnswerSchema, opts)).deleted;
    },

    async deleteSession(sessionId: string, opts: RequestOptions = {}): Promise<boolean> {
      return (await json('DELETE', `delete-session/${enc(sessionId)}`, deletedAnswerSchema, opts)).deleted;
    },

    async categories(opts: RequestOptions = {}): Promise<Category[]> {
      return json('GET', 'categories', categorySchema.array(), opts);
    },

    async parameters(opts: RequestOptions = {}): Promise<Parameter[]> {
      return json('GET', 'parametri-lavoro', parameterSchema.array(), opts);
    },

    async relatedQuestions(sessionId: string, opts: RequestOptions = {}): Promise<string[]> {
      const answer = await json('POST', 'related-questions', relatedQuestionsAnswerSchema, {
        ...opts,
        body: { session_id: sessionId },
      });
      return answer.domande;
    },

    async riferimenti(sessionId: string, opts: RequestOptions = {}): Promise<Riferimento[]> {
      const answer = await json(
        'GET',
        `api/riferimenti-risposta/${enc(sessionId)}`,
        riferimentiAnswerSchema,
        opts,
      );
      return answer.riferimenti;
    },

    async models(opts: RequestOptions = {}): Promise<ModelInfo[]> {
      return (await json('GET', 'modelli', modelsAnswerSchema, opts)).modelli;
    },

    async tooltip(categoryId: number, opts: RequestOptions = {}): Promise<Tooltip> {
      return json('GET', `tooltip_data/${enc(String(categoryId))}`, tooltipSchema, opts);
    },

    async updatePayslipField(
      sessionId: string,
      field: string,
      value: string | number | null,
      opts: RequestOptions = {},
    ): Promise<boolean> {
      const answer = await json('PUT', 'api/update-busta-paga-field', successAnswerSchema, {
        ...opts,
        body: { session_id: sessionId, calcola_field: field, value },
      });
      return answer.success;
    },

    /**
     * Asks the server to stop an answer in progress, wherever it streams (the replica holding it may not be
     * the one this call reaches). Best-effort: it gives up after `timeoutMs` and never throws, since the
     * caller has already stopped reading and the disconnect stops the answer too.
     */
    async stopAnswer(answerId: string, opts: { timeoutMs?: number } = {}): Promise<boolean> {
      const signal = AbortSignal.timeout(opts.timeoutMs ?? STOP_TIMEOUT_MS);
      try {
        return (await jsonNow('POST', `answers/${enc(answerId)}/stop`, successAnswerSchema, { signal }))
          .success;
      } catch {
        return false;
      }
    },

    /** Sign-in through the GraphQL endpoint with the spec's signAuth mutation. */
    async signAuth(input: SignAuthInput, opts: RequestOptions = {}): Promise<SignAuth> {
      const endpoint = options.gqlEndpoint ?? joinUrl(options.baseUrl, 'graphql');
      return withinConnect(opts.signal, (signal) => signAuthNow(endpoint, input, signal));
    },
  };

  async function signAuthNow(
    endpoint: string,
    input: SignAuthInput,
    signal?: AbortSignal,
  ): Promise<SignAuth> {
    const response = await send(
      endpoint,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify({
          query: SIGN_AUTH_MUTATION,
          variables: {
            ticketSso: input.ticket,
            product: LOGIN_PRODUCT_ID,
            provisioning: input.provisioning,
            acl: ['sso', 'provisioning'],
            includeRoles: false,
          },
        }),
      },
      signal,
    );
    let data: unknown;
    try {
      data = await response.json();
    } catch {
      throw new AuthError(texts.log.graphqlFailed);
    }
    const parsed = signAuthAnswerSchema.safeParse(data);
    if (!parsed.success) throw new AuthError(texts.log.graphqlFailed);
    const first = parsed.data.errors?.[0];
    if (first) throw new AuthError(first.message || texts.log.graphqlFailed);
    const signAuth = parsed.data.data?.signAuth;
    if (!signAuth) throw new AuthError(texts.log.graphqlFailed);
    return signAuth;
  }
}

export type ApiClient = ReturnType<typeof createApiClient>;
