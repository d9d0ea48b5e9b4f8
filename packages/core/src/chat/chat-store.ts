import type { ApiClient } from '../api/client.js';
import { CcnlError, isAbort, StreamUnavailableError } from '../api/errors.js';
import { type AgentName, agentNameSchema } from '../model/agent.js';
import type { ConversationMessage, ConversationSummary } from '../model/conversation.js';
import { it } from '../strings/it.js';
import { createStoreCore, type Store } from './store.js';

export interface ChatState {
  conversations: ConversationMessage[];
  sidebarConversations: ConversationSummary[];
  currentConversationId: string | null;
  loading: boolean;
  uploadLoading: boolean;
  deleting: boolean;
  selectedAgent: AgentName;
  categories: number[];
  perimetri: number[];
  vector_store_id: string | null;
  model: string | null;
}

export const initialChatState: ChatState = {
  conversations: [],
  sidebarConversations: [],
  currentConversationId: null,
  loading: false,
  uploadLoading: false,
  deleting: false,
  selectedAgent: 'main-agent',
  categories: [],
  perimetri: [],
  vector_store_id: null,
  model: null,
};

type ChatApi = Pick<
  ApiClient,
  'createEmptySession' | 'getLatestSession' | 'recentConversations' | 'conversationHistory' | 'streamAgent'
>;

export interface Timers {
  setTimeout(fn: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

export interface ChatStoreDeps {
  api: ChatApi;
  getUserId: () => string | null;
  /** Snapshots are published at most this often while streaming; the last chunk is always published. */
  throttleMs?: number;
  timers?: Timers;
  now?: () => Date;
  log?: (message: string) => void;
}

const platformTimers: Timers = {
  setTimeout: (fn, ms) => globalThis.setTimeout(fn, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
};

function localMessage(
  id: number,
  sessionId: string,
  role: ConversationMessage['role'],
  content: string,
  agentName: string,
  at: Date,
): ConversationMessage {
  return {
    id: sessionId,
    messageId: `local-${id}`,
    content,
    role,
    timestamp: at.toISOString(),
    relatedQuestions: [],
    riferimenti: [],
    agentName,
    showAction: false,
    modified: false,
    calcola_field: false,
  };
}

/** The whole chat lifecycle of spec §4; the UIs render its snapshots and call its actions. */
export function createChatStore(deps: ChatStoreDeps) {
  const core = createStoreCore<ChatState>(initialChatState);
  const timers = deps.timers ?? platformTimers;
  const throttleMs = deps.throttleMs ?? 50;
  const now = deps.now ?? (() => new Date());
  let localIds = 0;

  /** The request in flight: one controller per request, and the id of the message it writes. */
  let inFlight: { controller: AbortController; messageId: string } | null = null;

  // Streaming text is buffered and published at most every `throttleMs`: the cost of a chunk does not grow
  // with the length of the conversation.
  let pending = '';
  let flushTimer: unknown = null;

  function flush(): void {
    if (flushTimer !== null) {
      timers.clearTimeout(flushTimer);
      flushTimer = null;
    }
    if (!pending || !inFlight) return;
    const text = pending;
    pending = '';
    appendToMessage(inFlight.messageId, text);
  }

  function appendToMessage(messageId: string, text: string): void {
    const conversations = core.getState().conversations;
    const index = conversations.findLastIndex((message) => message.messageId === messageId);
    const target = conversations[index];
    if (!target) return;
    const next = conversations.slice();
    next[index] = { ...target, content: target.content + text };
    core.setState({ conversations: next });
  }

  function scheduleFlush(): void {
    if (flushTimer === null) flushTimer = timers.setTimeout(flush, throttleMs);
  }

  function abortInFlight(): void {
    if (!inFlight) return;
    flush();
    inFlight.controller.abort();
    inFlight = null;
  }

  async function loadSidebar(): Promise<void> {
    const userId = deps.getUserId();
    if (!userId) return;
    try {
      core.setState({ sidebarConversations: await deps.api.recentConversations(userId) });
    } catch (error) {
      // Failing list loads end silently (spec §8).
      deps.log?.(String(error));
    }
  }

  async function reloadHistory(sessionId: string): Promise<void> {
    const userId = deps.getUserId();
    if (!userId) return;
    try {
      const conversations = await deps.api.conversationHistory(userId, sessionId);
      if (core.getState().currentConversationId === sessionId && !inFlight) core.setState({ conversations });
    } catch (error) {
      deps.log?.(String(error));
    }
  }

  /** The after-stream transitions of spec §4. */
  async function afterStream(sessionId: string | null, agent: AgentName): Promise<void> {
    if (!sessionId) {
      const userId = deps.getUserId();
      const latest = userId ? await deps.api.getLatestSession(userId).catch(() => null) : null;
      if (latest) core.setState({ currentConversationId: latest });
      await loadSidebar();
      return;
    }
    const work: Promise<void>[] = [];
    if (core.getState().conversations.length <= 3) work.push(loadSidebar());
    if (agent === 'inquadra' || agent === 'confronta') {
      if (!work.length) work.push(loadSidebar());
    }
    work.push(reloadHistory(sessionId));
    await Promise.all(work);
  }

  async function send(text: string): Promise<void> {
    const question = text.trim();
    const userId = deps.getUserId();
    if (!question || !userId) return;

    // A new request aborts any stream in flight.
    abortInFlight();
    const controller = new AbortController();
    const agent = core.getState().selectedAgent;
    core.setState({ loading: true });

    let sessionId = core.getState().currentConversationId;
    try {
      if (!sessionId) {
        sessionId = await deps.api.createEmptySession(userId, { signal: controller.signal });
        core.setState({ currentConversationId: sessionId });
      }
    } catch (error) {
      if (!isAbort(error, controller.signal)) fail(error, null);
      else core.setState({ loading: false });
      return;
    }

    const at = now();
    const userMessage = localMessage(++localIds, sessionId, 'user', question, agent, at);
    const answer = localMessage(++localIds, sessionId, 'assistant', '', agent, at);
    core.setState({ conversations: [...core.getState().conversations, userMessage, answer] });
    const run = { controller, messageId: answer.messageId };
    inFlight = run;

    const { categories, perimetri, vector_store_id, model } = core.getState();
    try {
      const stream = deps.api.streamAgent(
        {
          message: question,
          user_id: userId,
          session_id: sessionId,
          categories,
          vector_store_id,
          agent_name: agent,
          model,
          perimetri_lavoro: perimetri,
          modifying: false,
        },
        { signal: controller.signal },
      );
      for await (const chunk of stream) {
        if (inFlight !== run) return; // superseded: this stream may no longer write
        pending += chunk;
        scheduleFlush();
      }
      if (inFlight !== run) return;
      flush();
      inFlight = null;
      core.setState({ loading: false });
      await afterStream(sessionId, agent);
    } catch (error) {
      if (inFlight !== run) return;
      flush();
      inFlight = null;
      if (isAbort(error, controller.signal)) {
        core.setState({ loading: false });
        return;
      }
      fail(error, sessionId);
    }
  }

  function fail(error: unknown, sessionId: string | null): void {
    const message =
      error instanceof StreamUnavailableError
        ? it.chat.streamUnavailable
        : it.chat.streamError(
            error instanceof CcnlError || error instanceof Error ? error.message : String(error),
          );
    const entry = localMessage(
      ++localIds,
      sessionId ?? '',
      'error',
      message,
      core.getState().selectedAgent,
      now(),
    );
    core.setState({ conversations: [...core.getState().conversations, entry], loading: false });
  }

  /** Stop generation: loading off; the answer still loading gets '[Generazione interrotta]'. */
  function cancel(): void {
    const run = inFlight;
    if (run) {
      flush();
      run.controller.abort();
      inFlight = null;
      const target = core.getState().conversations.find((message) => message.messageId === run.messageId);
      if (target) appendToMessage(run.messageId, `${target.content ? '\n\n' : ''}${it.chat.interrupted}`);
    }
    core.setState({ loading: false });
  }

  async function selectConversation(sessionId: string): Promise<void> {
    abortInFlight();
    core.setState({
      currentConversationId: sessionId,
      conversations: [],
      categories: [],
      perimetri: [],
      loading: false,
    });
    const userId = deps.getUserId();
    if (!userId) return;
    let conversations: ConversationMessage[];
    try {
      conversations = await deps.api.conversationHistory(userId, sessionId);
    } catch (error) {
      deps.log?.(String(error));
      return;
    }
    if (core.getState().currentConversationId !== sessionId) return;
    const patch: Partial<ChatState> = { conversations };
    const lastAgent = agentNameSchema.safeParse(conversations.at(-1)?.agentName);
    if (lastAgent.success) patch.selectedAgent = lastAgent.data;
    const categoriesEntry = conversations.findLast((message) => message.role === 'categories');
    if (categoriesEntry?.categoryIds) patch.categories = categoriesEntry.categoryIds;
    core.setState(patch);
  }

  function newConversation(): void {
    abortInFlight();
    core.setState({ currentConversationId: null, conversations: [], loading: false });
  }

  function setAgent(agent: AgentName): void {
    core.setState({ selectedAgent: agent });
  }

  function reset(): void {
    abortInFlight();
    pending = '';
    core.setState(initialChatState);
  }

  const store: Store<ChatState> = { getState: core.getState, subscribe: core.subscribe };
  return { ...store, send, cancel, loadSidebar, selectConversation, newConversation, setAgent, reset };
}

export type ChatStore = ReturnType<typeof createChatStore>;
