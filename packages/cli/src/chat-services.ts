import {
  type AgentName,
  ApiError,
  createAuthStore,
  createChatStore,
  isCreditExhausted,
  resolveConfig,
} from '@ccnl/core';
import { type Api, connect } from './api.js';
import { lookupCredit } from './commands/credit.js';
import type { CliContext } from './context.js';
import { UsageError } from './errors.js';
import { agentFromOption, resolveCategories, resolveParameters } from './selection.js';
import type { SignedIn } from './signed-in.js';
import { cli } from './strings.js';

/**
 * The chat of the terminal: core's auth and chat stores over core's API client. The API is wrapped only to
 * remember the typed error of the last failed call, because the store turns errors into message text and
 * the terminal still needs their code (exit codes, the trial-ended screen).
 */
export function createChatServices(ctx: CliContext, settings: SignedIn) {
  const api = connect(ctx, settings, 'apiUrl');
  const failures = { last: undefined as unknown };
  const remember = <T>(promise: Promise<T>): Promise<T> =>
    promise.catch((error: unknown) => {
      failures.last = error;
      throw error;
    });
  const tracked: Api = {
    ...api,
    createEmptySession: (...args) => remember(api.createEmptySession(...args)),
    conversationHistory: (...args) => remember(api.conversationHistory(...args)),
    async *streamAgent(...args) {
      try {
        yield* api.streamAgent(...args);
      } catch (error) {
        failures.last = error;
        throw error;
      }
    },
  };

  const config = resolveConfig();
  const auth = createAuthStore({ api, config });
  const { session } = settings;
  auth.signInWithToken(session.token, {
    profile: { userId: session.userId, ...(session.name ? { name: session.name } : {}) },
    roles: session.roles.map((pos) => ({ pos })),
  });
  const metered = () => {
    const tier = auth.getState().tier;
    return tier === 'IterazioniCCNLPIU-IA' || (tier === null && settings.sessionSource === 'env');
  };
  let creditKnown = false;
  const refreshCredit = async () => {
    if (!metered()) return;
    try {
      auth.setCredit((await lookupCredit(ctx, settings)).availableCredit);
      creditKnown = true;
    } finally {
      // Errors of the chat name the assistant's server, not the credit server.
      ctx.serverUrl = settings.apiUrl;
    }
  };
  const chat = createChatStore({
    api: tracked,
    getUserId: () => auth.getState().user?.userId ?? null,
    getTier: () => auth.getState().tier,
    refreshCredit,
    uploadRules: config.upload,
  });

  return {
    api,
    auth,
    chat,
    settings,
    salesFormUrl: settings.salesFormUrl,
    /** Takes (and forgets) the typed error behind the last failed call. */
    takeFailure(): unknown {
      const error = failures.last;
      failures.last = undefined;
      return error;
    },
    /** Whether the credit in the auth store was read from the credit server (its initial 0 means unknown). */
    creditKnown: () => creditKnown,
    /** Reads the credit; true when it applies and is spent (spec §4), false when unknown. */
    async creditExhausted(): Promise<boolean> {
      if (!metered()) return false;
      try {
        await refreshCredit();
      } catch {
        return false;
      }
      return isCreditExhausted(auth.getState().tier ?? 'IterazioniCCNLPIU-IA', auth.getState().credito);
    },
  };
}

export type ChatServices = ReturnType<typeof createChatServices>;

export interface ChatStart {
  agent?: string | undefined;
  ccnl?: string[] | undefined;
  param?: string[] | undefined;
  session?: string | undefined;
}

/** Is this the trial-ended answer (exhausted credit)? */
export const isTrialEnded = (error: unknown): boolean => error instanceof ApiError && error.status === 402;

/**
 * Applies `--session`, `--agent`, `--ccnl` and `--param` through the store's own actions, so that its rules
 * (conversation restore, selection limits, confirm minimums) hold as in the pickers.
 */
export async function startChat(services: ChatServices, start: ChatStart): Promise<void> {
  const { chat } = services;
  if (start.session) {
    await chat.selectConversation(start.session);
    const failure = services.takeFailure();
    if (failure instanceof ApiError && failure.status === 404) {
      throw new UsageError(cli.ask.sessionNotFound(start.session));
    }
    if (failure) throw failure;
  }
  const agent: AgentName = start.agent ? agentFromOption(start.agent) : chat.getState().selectedAgent;
  chat.setAgent(agent);
  const pick = async (kind: 'categories' | 'parameters', values: readonly string[]) => {
    await chat.loadList(kind);
    const state = chat.getState();
    if (state.listStatus[kind] !== 'success') {
      // The list could not be loaded: say why with the typed error of the call.
      const list = kind === 'categories' ? services.api.categories() : services.api.parameters();
      await list;
    }
    const ids =
      kind === 'categories'
        ? resolveCategories(chat.getState().categoryList, values, agent)
        : resolveParameters(chat.getState().parameterList, values, agent);
    chat.openPicker(kind);
    for (const id of chat.getState().picker?.selected ?? []) {
      if (!ids.includes(id)) chat.togglePickerItem(id);
    }
    for (const id of ids) {
      if (!chat.getState().picker?.selected.includes(id)) chat.togglePickerItem(id);
    }
    await chat.confirmPicker();
  };
  if (start.ccnl?.length) await pick('categories', start.ccnl);
  if (start.param?.length) await pick('parameters', start.param);
}
