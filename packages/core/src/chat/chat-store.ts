import type { ApiClient } from '../api/client.js';
import { type CcnlError, StreamUnavailableError } from '../api/errors.js';
import { type AgentName, agentNameSchema } from '../model/agent.js';
import type { Category, Parameter } from '../model/catalog.js';
import type { ConversationMessage, ConversationSummary } from '../model/conversation.js';
import type { UploadedFile } from '../model/files.js';
import { uploadErrorMessage } from '../rules/errors.js';
import { canConfirm, selectionLimits, togglePickReplacing } from '../rules/selection.js';
import { isMeteredTier, type Tier } from '../rules/tiers.js';
import { DEFAULT_UPLOAD_RULES, type UploadRules, validateUpload } from '../rules/upload.js';
import { texts } from '../strings/spec.js';
import { createStoreCore, type Store } from './store.js';
import { dropToast, pushToast, type Toast } from './toasts.js';
import { runTurn } from './turn.js';

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

/** Data loading passes through idle, pending, success and error (spec §4). */
export type LoadStatus = 'idle' | 'pending' | 'success' | 'error';

export type PickerKind = 'categories' | 'parameters';

export interface PickerState {
  kind: PickerKind;
  /** The draft selection, saved on confirm only. */
  selected: readonly number[];
  query: string;
}

/** A tooltip shows for 2 s after a successful selection (spec §9). */
export const TOOLTIP_MS = 2000;

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
  files: UploadedFile[];
  categoryList: Category[];
  parameterList: Parameter[];
  listStatus: { categories: LoadStatus; parameters: LoadStatus };
  /** How the latest load of the conversation list went: a list that failed is not an empty one. */
  sidebarStatus: LoadStatus;
  picker: PickerState | null;
  tooltipVisible: boolean;
  /** Modify-conversation mode: while set, the view does not scroll to the bottom; cleared once read. */
  modifyConversation: boolean;
  modifyPage: number;
  toasts: readonly Toast[];
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
  files: [],
  categoryList: [],
  parameterList: [],
  listStatus: { categories: 'idle', parameters: 'idle' },
  sidebarStatus: 'idle',
  picker: null,
  tooltipVisible: false,
  modifyConversation: false,
  modifyPage: 1,
  toasts: [],
};

type ChatApi = Pick<
  ApiClient,
  | 'createEmptySession'
  | 'getLatestSession'
  | 'recentConversations'
  | 'conversationHistory'
  | 'openAgentStream'
  | 'deleteSession'
  | 'relatedQuestions'
  | 'riferimenti'
  | 'categories'
  | 'parameters'
  | 'uploadDocuments'
  | 'deleteDocument'
  | 'updatePayslipField'
>;

export interface Timers {
  setTimeout(fn: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

export interface ChatStoreDeps {
  api: Partial<ChatApi> & Pick<ChatApi, 'createEmptySession' | 'openAgentStream'>;
  getUserId: () => string | null;
  /** The tier, for the credit refresh after answers with showAction in the Iterazioni tier. */
  getTier?: () => Tier | null;
  refreshCredit?: () => Promise<void>;
  /**
   * Registers the consumption of one answer in the Iterazioni tier, keyed by the answer's own id: the
   * product server has debited it under that id already, so this replays and gives the new balance.
   */
  registerConsumption?: (answerId: string) => Promise<void>;
  /** Told about every failed turn, with its typed error (the credit is re-read after a refused answer). */
  onTurnError?: (error: CcnlError) => void;
  uploadRules?: UploadRules;
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

/** Does this answer say the agreement could not be identified (spec §4 re-send triggers)? */
export function asksForAgreement(content: string): boolean {
  return content.includes(texts.chat.cannotIdentifyCcnl) || content.includes(texts.chat.rephraseOrSelect);
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

  // Streaming text is buffered and published at most every `throttleMs`: the cost of a chunk does not grow
  // with the length of the conversation.
  let pending = '';
  let flushTimer: unknown = null;
  let tooltipTimer: unknown = null;
  /** Only the latest list load decides the list and its status: an older answer arriving late is stale. */
  let sidebarLoads = 0;

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

  function toast(title: string, color: Toast['color'], description?: string): void {
    const list = pushToast(
      get().toasts,
      {
        title,
        color,
        icon: color === 'red' ? 'error' : 'success',
        ...(description ? { description } : {}),
      },
      () => now().getTime(),
    );
    if (list === get().toasts) return;
    const id = list.at(-1)?.id ?? '';
    set({ toasts: list });
    timers.setTimeout(() => dismissToast(id), list.at(-1)?.timeout ?? 5000);
  }

  function dismissToast(id: string): void {
    set({ toasts: dropToast(get().toasts, id) });
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
      if (get().currentConversationId !== sessionId || inFlight) return false;
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
    if (get().currentConversationId !== sessionId || inFlight) return;
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
    let sidebar = count <= 3;
    const work: Promise<unknown>[] = [];
    if (agent === 'calcolo') {
      work.push(reloadHistory(sessionId));
    } else if (agent === 'inquadra' || agent === 'confronta') {
      sidebar = true;
      work.push(reloadHistory(sessionId).then(() => (count >= 3 ? loadAnswerExtras(sessionId) : undefined)));
    } else {
      work.push(reloadHistory(sessionId).then(() => loadAnswerExtras(sessionId)));
    }
    if (sidebar) work.push(loadSidebar());
    if (registered) work.push(registered);
    await Promise.all(work);
    const last = get().conversations.findLast((message) => message.role === 'assistant');
    if (last?.showAction && iterazioni) {
      await deps.refreshCredit?.().catch((error: unknown) => log(String(error)));
    }
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
    const { selectedAgent: agent, categories, perimetri, vector_store_id, model, modifyConversation } = get();
    set({ loading: true });

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
          set({ loading: false });
          await afterStream(event.sessionId, agent, event.answerId);
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
        set({
          currentConversationId: null,
          conversations: [],
          files: [],
          vector_store_id: null,
          loading: false,
        });
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
    set({ currentConversationId: null, conversations: [], files: [], vector_store_id: null, loading: false });
  }

  function setAgent(agent: AgentName): void {
    set({ selectedAgent: agent });
  }

  // ---- Documents ----

  async function upload(files: readonly { name: string; size: number; data: Blob }[]): Promise<boolean> {
    const check = validateUpload(get().files, files, deps.uploadRules ?? DEFAULT_UPLOAD_RULES);
    if (!check.ok) {
      toast(check.error, 'red');
      return false;
    }
    const userId = deps.getUserId();
    if (!userId || !api.uploadDocuments) return false;
    set({ uploadLoading: true });
    try {
      let sessionId = get().currentConversationId;
      if (!sessionId) {
        sessionId = await api.createEmptySession(userId);
        set({ currentConversationId: sessionId });
      }
      const answer = await api.uploadDocuments(sessionId, files);
      set({ files: answer.files, vector_store_id: answer.vector_store_id });
      toast(texts.toast.fileUploaded, 'green');
      return true;
    } catch (error) {
      toast(uploadErrorMessage(error), 'red');
      return false;
    } finally {
      set({ uploadLoading: false });
    }
  }

  async function removeFile(fileId: string): Promise<void> {
    if (!api.deleteDocument) return;
    try {
      await api.deleteDocument(fileId);
      set({ files: get().files.filter((file) => file.file_id !== fileId) });
    } catch (error) {
      toast(uploadErrorMessage(error), 'red');
    }
  }

  // ---- Agreement and parameter pickers ----

  async function loadList(kind: PickerKind): Promise<void> {
    const load = kind === 'categories' ? api.categories : api.parameters;
    if (!load) return;
    set({ listStatus: { ...get().listStatus, [kind]: 'pending' } });
    try {
      const items = await load();
      set({
        ...(kind === 'categories'
          ? { categoryList: items as Category[] }
          : { parameterList: items as Parameter[] }),
        listStatus: { ...get().listStatus, [kind]: 'success' },
      });
    } catch (error) {
      log(String(error));
      set({ listStatus: { ...get().listStatus, [kind]: 'error' } });
    }
  }

  function openPicker(kind: PickerKind): void {
    const selected = kind === 'categories' ? get().categories : get().perimetri;
    set({ picker: { kind, selected, query: '' } });
    const status = get().listStatus[kind];
    if (status === 'idle' || status === 'error') void loadList(kind);
  }

  function setPickerQuery(query: string): void {
    const picker = get().picker;
    if (picker) set({ picker: { ...picker, query } });
  }

  function togglePickerItem(id: number): void {
    const picker = get().picker;
    if (!picker) return;
    // At a limit of one, choosing another item replaces the chosen one.
    const selected = togglePickReplacing(picker.selected, id, selectionLimits(get().selectedAgent).max);
    if (selected !== picker.selected) set({ picker: { ...picker, selected } });
  }

  /** Closing the agreement picker in a non-main agent with nothing selected returns to main-agent. */
  function closePicker(): void {
    const picker = get().picker;
    set({ picker: null });
    if (
      picker?.kind === 'categories' &&
      get().selectedAgent !== 'main-agent' &&
      get().categories.length === 0
    ) {
      set({ selectedAgent: 'main-agent' });
    }
  }

  /**
   * Saves the draft when it has at least the minimum; may re-send the question (spec §4). Confirming an empty
   * selection adds nothing, so no success toast: emptied agreements get the removal toast, else none.
   */
  async function confirmPicker(): Promise<boolean> {
    const picker = get().picker;
    if (!picker) return false;
    if (!canConfirm(picker.selected, selectionLimits(get().selectedAgent).min)) return false;
    const selected = [...picker.selected];
    set({ picker: null });
    if (picker.kind === 'parameters') {
      set({ perimetri: selected });
      if (selected.length) toast(texts.toast.successTitle, 'green', texts.toast.successText);
      return true;
    }
    const before = get().categories;
    set({ categories: selected });
    if (!selected.length) {
      if (before.length) toast(texts.toast.categoryRemoved, 'green');
      return true;
    }
    const names = get()
      .categoryList.filter((category) => selected.includes(category.id_categoria))
      .map((category) => category.descrizione);
    toast(texts.toast.categoryAdded, 'green', names.join(' - '));
    showTooltip();
    const lastAnswer = get().conversations.findLast((message) => message.role === 'assistant');
    const question = get().conversations.findLast((message) => message.role === 'user');
    if (lastAnswer && question && asksForAgreement(lastAnswer.content)) {
      await stream(question.content, false).catch((error: unknown) => {
        log(String(error));
        set({ loading: false });
      });
    }
    return true;
  }

  function removeCategory(id: number): void {
    if (!get().categories.includes(id)) return;
    set({ categories: get().categories.filter((value) => value !== id) });
    toast(texts.toast.categoryRemoved, 'green');
  }

  function showTooltip(): void {
    if (tooltipTimer !== null) timers.clearTimeout(tooltipTimer);
    set({ tooltipVisible: true });
    tooltipTimer = timers.setTimeout(() => {
      tooltipTimer = null;
      set({ tooltipVisible: false });
    }, TOOLTIP_MS);
  }

  // ---- calcolo: payslip fields ----

  /**
   * Sets a payslip field the calcolo answer asked for (`calcola_field`), then recomputes: the previous question
   * is sent again in modify mode, into a fresh answer, without scrolling the view away.
   */
  async function submitPayslipField(field: string, value: string | number | null): Promise<boolean> {
    const sessionId = get().currentConversationId;
    if (!sessionId || !api.updatePayslipField) return false;
    try {
      await api.updatePayslipField(sessionId, field, value);
    } catch (error) {
      fail(error, sessionId);
      return false;
    }
    const question = get().conversations.findLast((message) => message.role === 'user');
    if (!question) return true;
    setModifyConversation(true, get().modifyPage);
    await stream(question.content, false);
    return true;
  }

  // ---- Modify-conversation mode and scrolling ----

  function setModifyConversation(active: boolean, page = 1): void {
    set({ modifyConversation: active, modifyPage: Math.max(1, page) });
  }

  /** Should the view scroll to the bottom now? Not while the modify flag is set, which is then cleared. */
  function takeScrollToBottom(): boolean {
    if (!get().modifyConversation) return true;
    set({ modifyConversation: false });
    return false;
  }

  /** Copy feedback: the UI copies, the store confirms. */
  function notifyCopied(): void {
    toast(texts.toast.copied, 'green');
  }

  function reset(): void {
    abortInFlight();
    sidebarLoads++;
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
    selectConversation,
    deleteConversation,
    newConversation,
    setAgent,
    upload,
    removeFile,
    loadList,
    openPicker,
    setPickerQuery,
    togglePickerItem,
    closePicker,
    confirmPicker,
    removeCategory,
    setModifyConversation,
    takeScrollToBottom,
    submitPayslipField,
    notifyCopied,
    dismissToast,
    reset,
  };
}

export type ChatStore = ReturnType<typeof createChatStore>;
