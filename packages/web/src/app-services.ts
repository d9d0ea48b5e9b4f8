import {
  type ApiClient,
  type AuthStore,
  type ChatStore,
  type Config,
  type CreditStore,
  createApiClient,
  createAuthStore,
  createChatStore,
  createCreditClient,
  createCreditStore,
  type FetchLike,
} from '@ccnl/core';

/** One API client and the stores, shared by the whole app. */
export interface AppServices {
  config: Config;
  api: ApiClient;
  auth: AuthStore;
  chat: ChatStore;
  credit: CreditStore;
  /** How the conversations list last loaded (the sidebar says when it failed). */
  dispose(): void;
}

export function createAppServices(config: Config, options: { fetch?: FetchLike } = {}): AppServices {
  const getToken = () => auth.getState().user?.jwt ?? null;
  const api = createApiClient({
    baseUrl: config.apiUrl,
    gqlEndpoint: config.gqlEndpoint,
    firewall: config.firewall,
    getToken,
    ...(options.fetch ? { fetch: options.fetch } : {}),
  });
  const auth = createAuthStore({
    api,
    config,
    // The reason may echo what was sent; logs never carry tickets.
    log: () => console.warn('Sign-in failed'),
  });
  // Core's credit lifecycle: read at sign-in, replaced by each registration, re-read after a refused answer.
  const credit = createCreditStore({
    client: createCreditClient({
      baseUrl: config.creditUrl,
      getToken,
      ...(options.fetch ? { fetch: options.fetch } : {}),
    }),
    auth,
    log: (message) => console.warn(message),
  });
  const chat = createChatStore({
    api,
    getUserId: () => auth.getState().user?.userId ?? null,
    getTier: () => auth.getState().tier,
    refreshCredit: () => credit.refresh(),
    registerConsumption: (answerId) => credit.registerConsumption(answerId),
    onTurnError: () => credit.afterFailedAnswer(),
    uploadRules: config.upload,
    log: (message) => console.warn(message),
  });

  // Whenever the signed-in user changes (sign-in, another ticket, reset), the chat starts over for that user:
  // nobody sees the previous user's conversations, and the sidebar loads right after sign-in.
  let userId = auth.getState().user?.userId ?? null;
  const unsubscribe = auth.subscribe(() => {
    const next = auth.getState().user?.userId ?? null;
    if (next === userId) return;
    userId = next;
    chat.reset();
    if (next) void chat.loadSidebar();
  });

  return {
    config,
    api,
    auth,
    chat,
    credit,
    dispose() {
      unsubscribe();
      credit.dispose();
      chat.reset();
    },
  };
}
