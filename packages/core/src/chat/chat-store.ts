import { StreamUnavailableError } from '../api/errors.js';
import type { AgentName } from '../model/agent.js';
import type { ConversationMessage } from '../model/conversation.js';
import { isMeteredTier } from '../rules/tiers.js';
import { texts } from '../strings/spec.js';
import {
  type ChatContext,
  type ChatState,
  type ChatStoreDeps,
  initialChatState,
  platformTimers,
} from './chat-state.js';
import { createConversationsSlice } from './conversations-slice.js';
import { createDocumentsSlice } from './documents-slice.js';
import { createPayslipSlice } from './payslip-slice.js';
import { createPickerSlice } from './picker-slice.js';
import { createStoreCore, type Store } from './store.js';
import { createToastSlice } from './toast-slice.js';
import { runTurn } from './turn.js';

export * from './chat-state.js';

/**
 * The turn in flight: its controller, the answer message it writes (once created), whether text came, and
 * whether it created its conversation (a new conversation the list does not show yet).
 */
interface Run {
  controller: AbortController;
  messageId: string | null;
  started: boolean;
  created: boolean;
}

/** The whole chat lifecycle of spec §4; the UIs render its snapshots and call its actions. */
export function createChatStore(deps: ChatStoreDeps) {
  const core = createStoreCore<ChatState>(initialChatState);
  const api = deps.api;
  const timers = deps.timers ?? platformTimers;
  const throttleMs = deps.throttleMs ?? 50;
  const now = deps.now ?? (() => new Date());
  const log = deps.log ?? (() => {});
  const get = core.getState;
  const set = core.setState;
  let localIds = 0;

  /** The request in flight: one controller per request, and the id of the message it writes. */
  let inFlight: Run | null = null;
  /** The turn whose after-stream transitions are running (`finishing`). */
  let finishingRun: Run | null = null;

  // Streaming text is buffered and published at most every `throttleMs`: the cost of a chunk does not grow
  // with the length of the conversation.
  let pending = '';
  let flushTimer: unknown = null;

  function localMessage(
    sessionId: string,
    role: ConversationMessage['role'],
    content: string,
    agentName: string,
  ): ConversationMessage {
    return {
      id: sessionId,
      messageId: `local-${++localIds}`,
      content,
      role,
      timestamp: now().toISOString(),
      relatedQuestions: [],
      riferimenti: [],
      agentName,
      showAction: false,
      modified: false,
      calcola_field: false,
    };
  }

  function flush(): void {
    if (flushTimer !== null) {
      timers.clearTimeout(flushTimer);
      flushTimer = null;
    }
    if (!pending || !inFlight?.messageId) return;
    const text = pending;
    pending = '';
    patchMessage(inFlight.messageId, (message) => ({ content: message.content + text }));
  }

  function patchMessage(
    messageId: string,
    patch: (message: ConversationMessage) => Partial<ConversationMessage>,
  ): void {
    const conversations = get().conversations;
    const index = conversations.findLastIndex((message) => message.messageId === messageId);
    const target = conversations[index];
    if (!target) return;
    const next = conversations.slice();
    next[index] = { ...target, ...patch(target) };
    set({ conversations: next });
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

  /** Streams an answer to `question` into a fresh empty assistant message, through core's one turn. */
  async function stream(question: string, withUserMessage: boolean): Promise<void> {
    const userId = deps.getUserId();
    if (!userId) return;
    // A new request aborts any stream in flight; this one's controller is registered before anything else,
    // so that cancel() stops it at any point, session creation included.
    abortInFlight();
    const run: Run = { controller: new AbortController(), messageId: null, started: false, created: false };
    inFlight = run;
    finishingRun = null;
    const { selectedAgent: agent, categories, perimetri, vector_store_id, model, modifyConversation } = get();
    set({ loading: true, finishing: false });

    const turn = runTurn(
      api,
      {
        userId,
        question,
        agent,
        sessionId: get().currentConversationId,
        categories,
        perimetri,
        vectorStoreId: vector_store_id,
        model,
        modifying: modifyConversation,
      },
      run.controller.signal,
    );
    for await (const event of turn) {
      if (inFlight !== run) return; // superseded or cancelled: this turn may no longer write
      switch (event.type) {
        case 'session': {
          run.created = event.created;
          if (event.created) set({ currentConversationId: event.sessionId });
          const answer = localMessage(event.sessionId, 'assistant', '', agent);
          const added = withUserMessage
            ? [localMessage(event.sessionId, 'user', question, agent), answer]
            : [answer];
          set({ conversations: [...get().conversations, ...added] });
          run.messageId = answer.messageId;
          break;
        }
        case 'chunk':
          run.started = true;
          pending += event.text;
          scheduleFlush();
          break;
        case 'done':
          flush();
          inFlight = null;
          finishingRun = run;
          set({ loading: false, finishing: true });
          try {
            await afterStream(event.sessionId, agent, event.answerId);
          } finally {
            // A newer turn, or another conversation, owns the flag now.
            if (finishingRun === run) {
              finishingRun = null;
              set({ finishing: false });
            }
          }
          return;
        case 'cancelled':
          flush();
          inFlight = null;
          set({ loading: false });
          return;
        case 'error':
          flush();
          inFlight = null;
          // Failed before its conversation existed: the question stays in view, so that it can be retried.
          if (withUserMessage && run.messageId === null) {
            set({ conversations: [...get().conversations, localMessage('', 'user', question, agent)] });
          }
          fail(event.error, event.sessionId);
          deps.onTurnError?.(event.error);
          // A conversation this turn created exists on the server now: the list shows it.
          if (run.created) await loadSidebar();
          return;
      }
    }
  }

  function send(text: string): Promise<void> {
    const question = text.trim();
    if (!question) return Promise.resolve();
    return stream(question, true);
  }

  /**
   * Asks the last question again, without adding it again: what the failed attempt left after it (its
   * error, an empty or partial answer) is dropped, and a fresh answer streams under the same question.
   */
  async function retry(): Promise<void> {
    const conversations = get().conversations;
    const index = conversations.findLastIndex((message) => message.role === 'user');
    const question = conversations[index];
    if (!question || get().loading) return;
    set({ conversations: conversations.slice(0, index + 1) });
    await stream(question.content, false);
  }

  function fail(error: unknown, sessionId: string | null): void {
    const message =
      error instanceof StreamUnavailableError
        ? texts.chat.streamUnavailable
        : texts.chat.streamError(error instanceof Error ? error.message : String(error));
    const entry = localMessage(sessionId ?? '', 'error', message, get().selectedAgent);
    set({ conversations: [...get().conversations, entry], loading: false });
  }

  /**
   * Stop generation: loading off; the answer still loading gets '[Generazione interrotta]', and in the
   * Iterazioni tier what the stop costs (the product server charges an answer once its first chunk came).
   */
  function cancel(): void {
    const run = inFlight;
    if (run) {
      flush();
      run.controller.abort();
      inFlight = null;
      const metered = isMeteredTier(deps.getTier?.());
      const cost = run.started ? texts.credit.partialAnswerCharged : texts.credit.stoppedBeforeStartFree;
      if (run.messageId)
        patchMessage(run.messageId, (message) => ({
          content: `${message.content}${message.content ? '\n\n' : ''}${texts.chat.interrupted}${metered ? `\n\n${cost}` : ''}`,
        }));
      if (metered && run.started) void deps.refreshCredit?.().catch((error: unknown) => log(String(error)));
      // The first answer of a new conversation was stopped: the conversation exists all the same.
      if (run.created) void loadSidebar();
    }
    set({ loading: false });
  }

  function setAgent(agent: AgentName): void {
    set({ selectedAgent: agent });
  }

  const { toast, dismissToast, notifyCopied } = createToastSlice({ get, set, timers, now });
  const ctx: ChatContext = {
    deps,
    api,
    timers,
    now,
    log,
    get,
    set,
    toast,
    stream,
    fail,
    abortInFlight,
    busy: () => inFlight !== null,
    patchMessage,
  };
  const conversations = createConversationsSlice(ctx);
  const { loadSidebar, afterStream } = conversations;
  const documents = createDocumentsSlice(ctx);
  const pickers = createPickerSlice(ctx);
  const payslip = createPayslipSlice(ctx);

  function reset(): void {
    abortInFlight();
    conversations.dropPendingLoads();
    pending = '';
    set(initialChatState);
  }

  const store: Store<ChatState> = { getState: core.getState, subscribe: core.subscribe };
  return {
    ...store,
    send,
    retry,
    cancel,
    loadSidebar,
    selectConversation: conversations.selectConversation,
    deleteConversation: conversations.deleteConversation,
    newConversation: conversations.newConversation,
    setAgent,
    ...documents,
    ...pickers,
    ...payslip,
    notifyCopied,
    dismissToast,
    reset,
  };
}

export type ChatStore = ReturnType<typeof createChatStore>;
