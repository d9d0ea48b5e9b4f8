import type { ApiClient } from '../api/client.js';
import { CcnlError, isAbort } from '../api/errors.js';
import type { AgentName } from '../model/agent.js';

/**
 * One chat turn as a stream of typed events, the same for the web's chat store, `ccnl ask`, `ccnl batch`
 * and the Ink chat: the conversation is created when there is none, the attachments uploaded into it, and
 * the answer streamed. Abort at any point (session creation included) ends it with `cancelled`, never an
 * exception; any failure ends it with `error`, carrying the typed error.
 */
export type TurnEvent =
  /** The conversation the turn writes into; `created` when this turn made it. */
  | { type: 'session'; sessionId: string; created: boolean }
  /** Files uploaded into the conversation before the question. */
  | { type: 'uploaded'; vectorStoreId: string | null }
  /** The server accepted the question: the stored answer's id (its consumption key), when it gives one. */
  | { type: 'started'; answerId: string | null }
  | { type: 'chunk'; text: string }
  | { type: 'done'; sessionId: string; answerId: string | null; text: string }
  /** Stopped by the caller; `started` says whether any of the answer had arrived (what a paid answer costs). */
  | { type: 'cancelled'; sessionId: string | null; answerId: string | null; text: string; started: boolean }
  | { type: 'error'; sessionId: string | null; error: CcnlError };

/** A failure that is none of the SDK's own errors (a bug, a thrown string): still typed, still coded. */
export class UnexpectedError extends CcnlError {
  readonly code = 'UNEXPECTED';
  constructor(cause: unknown) {
    super(cause instanceof Error ? cause.message : String(cause), { cause });
    this.name = 'UnexpectedError';
  }
}

export const asCcnlError = (error: unknown): CcnlError =>
  error instanceof CcnlError ? error : new UnexpectedError(error);

export type TurnApi = Pick<ApiClient, 'createEmptySession' | 'openAgentStream'> &
  Partial<Pick<ApiClient, 'uploadDocuments' | 'stopAnswer'>>;

export interface TurnInput {
  userId: string;
  question: string;
  agent: AgentName;
  /** Continue this conversation; a new one is created when null. */
  sessionId: string | null;
  categories?: readonly number[];
  perimetri?: readonly number[];
  vectorStoreId?: string | null;
  model?: string | null;
  modifying?: boolean;
  /** Uploaded into the conversation before the question is sent. */
  files?: readonly { name: string; data: Blob }[];
}

export async function* runTurn(
  api: TurnApi,
  input: TurnInput,
  signal: AbortSignal,
): AsyncGenerator<TurnEvent, void, undefined> {
  let sessionId = input.sessionId;
  let answerId: string | null = null;
  let text = '';
  let started = false;
  const cancelled = (): TurnEvent => ({ type: 'cancelled', sessionId, answerId, text, started });
  // A stop after the answer has started is also sent as a stop request: behind a load balancer the
  // replica streaming the answer may see the disconnect late, or not at all.
  let streaming = false;
  const sendStop = () => {
    if (streaming && answerId) void api.stopAnswer?.(answerId);
  };
  signal.addEventListener('abort', sendStop, { once: true });
  try {
    if (signal.aborted) return yield cancelled();
    const created = !sessionId;
    sessionId ??= await api.createEmptySession(input.userId, { signal });
    if (signal.aborted) return yield cancelled();
    yield { type: 'session', sessionId, created };

    let vectorStoreId = input.vectorStoreId ?? null;
    if (input.files?.length && api.uploadDocuments) {
      vectorStoreId = (await api.uploadDocuments(sessionId, input.files, { signal })).vector_store_id;
      yield { type: 'uploaded', vectorStoreId };
    }
    if (signal.aborted) return yield cancelled();

    const stream = await api.openAgentStream(
      {
        message: input.question,
        user_id: input.userId,
        session_id: sessionId,
        categories: [...(input.categories ?? [])],
        vector_store_id: vectorStoreId,
        agent_name: input.agent,
        model: input.model ?? null,
        perimetri_lavoro: [...(input.perimetri ?? [])],
        modifying: input.modifying ?? false,
      },
      { signal },
    );
    if (!stream || signal.aborted) return yield cancelled();
    answerId = stream.answerId;
    streaming = true;
    yield { type: 'started', answerId };
    for await (const chunk of stream.chunks) {
      if (signal.aborted) break;
      started = true;
      text += chunk;
      yield { type: 'chunk', text: chunk };
    }
    if (signal.aborted) return yield cancelled();
    streaming = false;
    yield { type: 'done', sessionId, answerId, text };
  } catch (error) {
    if (isAbort(error, signal)) return yield cancelled();
    streaming = false;
    yield { type: 'error', sessionId, error: asCcnlError(error) };
  } finally {
    signal.removeEventListener('abort', sendStop);
  }
}
