import type { AgentName } from '../model/agent.js';
import { agentNameSchema } from '../model/agent.js';
import type { ConversationMessage } from '../model/conversation.js';
import { isMeteredTier } from '../rules/tiers.js';
import { texts } from '../strings/spec.js';
import type { ChatContext, ChatState } from './chat-state.js';

/** No conversation open: what a new conversation and deleting the open one leave. */
const noConversation = (): Partial<ChatState> => ({
  currentConversationId: null,
  conversations: [],
  files: [],
  vector_store_id: null,
  loading: false,
  finishing: false,
});

/**
 * What follows a streamed answer, by agent (spec §4): the history is always reloaded; references and related
 * questions are merged in always, from the third message, or never; the list is reloaded always, or only
 * while the conversation is new (three messages or fewer).
 */
const AFTER_STREAM: Record<
  AgentName,
  { extras: 'always' | 'from-third-message' | 'never'; sidebar: 'always' | 'new' }
> = {
  'main-agent': { extras: 'always', sidebar: 'new' },
  calcolo: { extras: 'never', sidebar: 'new' },
  inquadra: { extras: 'from-third-message', sidebar: 'always' },
  confronta: { extras: 'from-third-message', sidebar: 'always' },
};

/** The conversation list and the open conversation: loading, switching, deleting, and what follows an answer. */
export function createConversationsSlice(ctx: ChatContext) {
  const { api, deps, get, set, log, toast, abortInFlight, busy, patchMessage } = ctx;
  /** Only the latest list load decides the list and its status: an older answer arriving late is stale. */
  let sidebarLoads = 0;
  async function loadSidebar(): Promise<void> {
    const userId = deps.getUserId();
    if (!userId || !api.recentConversations) return;
    const call = ++sidebarLoads;
    set({ sidebarStatus: 'pending' });
    try {
      const sidebarConversations = await api.recentConversations(userId);
      if (call !== sidebarLoads) return;
      set({ sidebarConversations, sidebarStatus: 'success' });
    } catch (error) {
      // Failing list loads end without a toast (spec §8); the status says the list did not load.
      log(String(error));
      if (call === sidebarLoads) set({ sidebarStatus: 'error' });
    }
  }
  async function reloadHistory(sessionId: string): Promise<boolean> {
    const userId = deps.getUserId();
    if (!userId || !api.conversationHistory) return false;
    try {
      const conversations = await api.conversationHistory(userId, sessionId);
      if (get().currentConversationId !== sessionId || busy()) return false;
      set({ conversations });
      return true;
    } catch (error) {
      log(String(error));
      return false;
    }
  }
  /** References and related questions of the last answer, merged into it. */
  async function loadAnswerExtras(sessionId: string): Promise<void> {
    if (!api.riferimenti || !api.relatedQuestions) return;
    const orNull = <T>(promise: Promise<T>): Promise<T | null> =>
      promise.catch((error: unknown) => {
        log(String(error));
        return null;
      });
    const [riferimenti, relatedQuestions] = await Promise.all([
      orNull(api.riferimenti(sessionId)),
      orNull(api.relatedQuestions(sessionId)),
    ]);
    if (get().currentConversationId !== sessionId || busy()) return;
    const last = get().conversations.findLast((message) => message.role === 'assistant');
    if (!last) return;
    patchMessage(last.messageId, (message) => ({
      riferimenti: riferimenti ?? message.riferimenti,
      relatedQuestions: relatedQuestions ?? message.relatedQuestions,
    }));
  }
  /** The after-stream transitions of spec §4. */
  async function afterStream(
    sessionId: string | null,
    agent: AgentName,
    answerId: string | null,
  ): Promise<void> {
    const iterazioni = isMeteredTier(deps.getTier?.());
    // The product server has debited the answer under its id; registering that id replays the debit and
    // gives the new balance. Without an id there is nothing safe to register: the balance is re-read.
    const registered = iterazioni
      ? (answerId ? deps.registerConsumption?.(answerId) : deps.refreshCredit?.())?.catch((error: unknown) =>
          log(String(error)),
        )
      : undefined;
    if (!sessionId) {
      await registered;
      const userId = deps.getUserId();
      const latest =
        userId && api.getLatestSession ? await api.getLatestSession(userId).catch(() => null) : null;
      if (latest) set({ currentConversationId: latest });
      await loadSidebar();
      return;
    }
    const count = get().conversations.length;
    const plan = AFTER_STREAM[agent];
    const extras = plan.extras === 'always' || (plan.extras === 'from-third-message' && count >= 3);
    const work: Promise<unknown>[] = [
      reloadHistory(sessionId).then(() => (extras ? loadAnswerExtras(sessionId) : undefined)),
    ];
    if (plan.sidebar === 'always' || count <= 3) work.push(loadSidebar());
    if (registered) work.push(registered);
    await Promise.all(work);
    const last = get().conversations.findLast((message) => message.role === 'assistant');
    if (last?.showAction && iterazioni) {
      await deps.refreshCredit?.().catch((error: unknown) => log(String(error)));
    }
  }
  async function selectConversation(sessionId: string): Promise<void> {
    abortInFlight();
    set({
      currentConversationId: sessionId,
      conversations: [],
      categories: [],
      perimetri: [],
      files: [],
      vector_store_id: null,
      loading: false,
      finishing: false,
    });
    const userId = deps.getUserId();
    if (!userId || !api.conversationHistory) return;
    let conversations: ConversationMessage[];
    try {
      conversations = await api.conversationHistory(userId, sessionId);
    } catch (error) {
      log(String(error));
      return;
    }
    if (get().currentConversationId !== sessionId) return;
    const patch: Partial<ChatState> = { conversations };
    const lastAgent = agentNameSchema.safeParse(conversations.at(-1)?.agentName);
    if (lastAgent.success) patch.selectedAgent = lastAgent.data;
    const categoriesEntry = conversations.findLast((message) => message.role === 'categories');
    if (categoriesEntry?.categoryIds) patch.categories = categoriesEntry.categoryIds;
    set(patch);
  }
  async function deleteConversation(sessionId: string): Promise<void> {
    if (!api.deleteSession) return;
    set({ deleting: true });
    try {
      await api.deleteSession(sessionId);
      if (get().currentConversationId === sessionId) {
        abortInFlight();
        set(noConversation());
      }
      toast(texts.toast.conversationDeleted, 'green');
      await loadSidebar();
    } catch (error) {
      log(String(error));
    } finally {
      set({ deleting: false });
    }
  }
  function newConversation(): void {
    abortInFlight();
    set(noConversation());
  }
  /** Loads still in flight may no longer write (the store was reset). */
  function dropPendingLoads(): void {
    sidebarLoads++;
  }

  return {
    loadSidebar,
    afterStream,
    selectConversation,
    deleteConversation,
    newConversation,
    dropPendingLoads,
  };
}
