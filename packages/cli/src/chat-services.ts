import {
  type AgentName,
  ApiError,
  createAuthStore,
  createChatStore,
  createCreditClient,
  createCreditStore,
  resolveConfig,
} from '@ccnl/core';
import { cliTexts as cli } from '@ccnl/core/strings';
import { type Api, connect } from './api.js';
import type { CliContext } from './context.js';
import { UsageError } from './errors.js';
import { agentFromOption, resolveCategories, resolveParameters } from './selection.js';
import type { SignedIn } from './signed-in.js';

/**
 * The chat of the terminal: core's auth, credit and chat stores over core's API and credit clients. The
 * typed error of the last failed call is remembered, because the store turns errors into message text and
 * the terminal still needs their code (exit codes, the trial-ended screen).
 */
export function createChatServices(ctx: CliContext, settings: SignedIn) {
  const api = connect(ctx, settings, 'apiUrl');
  const failures = { last: undefined as unknown };
  // Failures are noted where they happen, before the store turns them into a message: the chat words that
  // message from the typed error when it prints it.
  const noted =
    <A extends unknown[], R>(call: (...args: A) => Promise<R>) =>
    (...args: A): Promise<R> =>
      call(...args).catch((error: unknown) => {
        failures.last = error;
        throw error;
      });
  async function* notedChunks(chunks: AsyncGenerator<string, void>): AsyncGenerator<string, void> {
    try {
      yield* chunks;
    } catch (error) {
      failures.last = error;
      throw error;
    }
  }
  const tracked: Api = {
    ...api,
    conversationHistory: noted(api.conversationHistory),
    updatePayslipField: noted(api.updatePayslipField),
    createEmptySession: noted(api.createEmptySession),
    openAgentStream: noted(async (...args: Parameters<Api['openAgentStream']>) => {
      const stream = await api.openAgentStream(...args);
      return stream && { ...stream, chunks: notedChunks(stream.chunks) };
    }),
  };

  const config = resolveConfig();
  const auth = createAuthStore({ api, config });
  const { session } = settings;
  const credit = createCreditStore({
    client: createCreditClient({ baseUrl: settings.creditUrl, getToken: () => session.token }),
    auth,
  });
  // Signed in after the credit store exists: it reads the balance of the Iterazioni tier at sign-in.
  auth.signInWithToken(session.token, {
    profile: { userId: session.userId, ...(session.name ? { name: session.name } : {}) },
    roles: session.roles.map((pos) => ({ pos })),
  });
  const chat = createChatStore({
    api: tracked,
    getUserId: () => auth.getState().user?.userId ?? null,
    getTier: () => auth.getState().tier,
    refreshCredit: () => credit.refresh(),
    registerConsumption: (answerId) => credit.registerConsumption(answerId),
    onTurnError: (error) => {
      failures.last = error;
      credit.afterFailedAnswer();
    },
    uploadRules: config.upload,
  });

  return {
    api,
    auth,
    chat,
    credit,
    settings,
    salesFormUrl: settings.salesFormUrl,
    /** The typed error behind the last failed call, left in place. */
    peekFailure(): unknown {
      return failures.last;
    },
    /** Takes (and forgets) the typed error behind the last failed call. */
    takeFailure(): unknown {
      const error = failures.last;
      failures.last = undefined;
      return error;
    },
    dispose(): void {
      credit.dispose();
      chat.reset();
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
