import {
  type ApiClient,
  type AuthStore,
  type ChatStore,
  type Config,
  createApiClient,
  createAuthStore,
  createChatStore,
  type FetchLike,
} from '@ccnl/core';

/** One API client and the two stores, shared by the whole app. */
export interface AppServices {
  config: Config;
  api: ApiClient;
  auth: AuthStore;
  chat: ChatStore;
  dispose(): void;
}

export function createAppServices(config: Config, options: { fetch?: FetchLike } = {}): AppServices {
  const api = createApiClient({
    baseUrl: config.apiUrl,
    gqlEndpoint: config.gqlEndpoint,
    firewall: config.firewall,
    getToken: () => auth.getState().user?.jwt ?? null,
    ...(options.fetch ? { fetch: options.fetch } : {}),
  });
  const auth = createAuthStore({
    api,
    config,
    // The reason may echo what was sent; logs never carry tickets.
    log: () => console.warn('Sign-in failed'),
  });
  const chat = createChatStore({
    api,
    getUserId: () => auth.getState().user?.userId ?? null,
    getTier: () => auth.getState().tier,
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
    dispose() {
      unsubscribe();
      chat.reset();
    },
  };
}
