import type { ApiClient } from '../api/client.js';
import type { CcnlError } from '../api/errors.js';
import type { AgentName } from '../model/agent.js';
import type { Category, Parameter } from '../model/catalog.js';
import type { ConversationMessage, ConversationSummary } from '../model/conversation.js';
import type { UploadedFile } from '../model/files.js';
import type { Tier } from '../rules/tiers.js';
import type { UploadRules } from '../rules/upload.js';
import type { Toast } from './toasts.js';

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
  /**
   * The answer has streamed and the after-stream transitions (its references, related questions, the list)
   * are still loading: a view that prints an answer once, as the terminal does, waits for them.
   */
  finishing: boolean;
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
  finishing: false,
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

export type ChatApi = Pick<
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
  | 'stopAnswer'
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

export const platformTimers: Timers = {
  setTimeout: (fn, ms) => globalThis.setTimeout(fn, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
};

/**
 * What the chat store's slices share: the state, the dependencies, and the turn's own actions that other
 * slices start (a confirmed picker or a payslip field asks the last question again).
 */
export interface ChatContext {
  deps: ChatStoreDeps;
  api: ChatStoreDeps['api'];
  timers: Timers;
  now: () => Date;
  log: (message: string) => void;
  get: () => ChatState;
  set: (patch: Partial<ChatState>) => void;
  toast: (title: string, color: Toast['color'], description?: string) => void;
  stream: (question: string, withUserMessage: boolean) => Promise<void>;
  fail: (error: unknown, sessionId: string | null) => void;
  abortInFlight: () => void;
  /** Is a turn writing now? A late list or history must not overwrite it. */
  busy: () => boolean;
  patchMessage: (
    messageId: string,
    patch: (message: ConversationMessage) => Partial<ConversationMessage>,
  ) => void;
}
