import {
  type ApiClient,
  type AuthStore,
  type ChatStore,
  type Config,
  createApiClient,
  createAuthStore,
  createChatStore,
  createCreditClient,
  type FetchLike,
} from '@ccnl/core';
import { type CreditStore, createCreditStore } from './credit/credit.js';
import { createSidebarLoadStore, type SidebarLoadStore } from './sidebar-load.js';

/** One API client and the stores, shared by the whole app. */
export interface AppServices {
  config: Config;
  api: ApiClient;
  auth: AuthStore;
  chat: ChatStore;
  credit: CreditStore;
  /** How the conversations list last loaded (the sidebar says when it failed). */
  sidebarLoad: SidebarLoadStore;
  dispose(): void;
}

const ITERAZIONI = 'IterazioniCCNLPIU-IA';

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
  const credit = createCreditStore(
    createCreditClient({
      baseUrl: config.creditUrl,
      getToken,
      ...(options.fetch ? { fetch: options.fetch } : {}),
    }),
    auth,
  );
  const logCreditFailure = (error: unknown) =>
    console.warn(`Credit not updated: ${error instanceof Error ? error.message : String(error)}`);
  const sidebarLoad = createSidebarLoadStore();
  const chat = createChatStore({
    api: sidebarLoad.watch(api),
    getUserId: () => auth.getState().user?.userId ?? null,
    getTier: () => auth.getState().tier,
    refreshCredit: () => credit.refresh(),
    registerConsumption: (key) => credit.registerConsumption(key),
    uploadRules: config.upload,
    log: (message) => console.warn(message),
  });

  // Whenever the signed-in user changes (sign-in, another ticket, reset), the chat starts over for that user:
  // nobody sees the previous user's conversations, and the sidebar (and the credit) load right after sign-in.
  let userId = auth.getState().user?.userId ?? null;
  const unsubscribe = auth.subscribe(() => {
    const next = auth.getState().user?.userId ?? null;
    if (next === userId) return;
    userId = next;
    chat.reset();
    credit.reset();
    sidebarLoad.reset();
    if (!next) return;
    void chat.loadSidebar();
    if (auth.getState().tier === ITERAZIONI) credit.refresh().catch(logCreditFailure);
  });

  // An answer refused in the Iterazioni tier (the server's own check: credit spent elsewhere, in another
  // tab) re-reads the balance, so that the trial-ended modal shows when the credit is gone.
  let lastError: string | null = null;
  const unsubscribeErrors = chat.subscribe(() => {
    const last = chat.getState().conversations.at(-1);
    if (last?.role !== 'error' || last.messageId === lastError) return;
    lastError = last.messageId;
    if (auth.getState().tier === ITERAZIONI) credit.refresh().catch(logCreditFailure);
  });

  return {
    config,
    api,
    auth,
    chat,
    credit,
    sidebarLoad,
    dispose() {
      unsubscribe();
      unsubscribeErrors();
      chat.reset();
    },
  };
}
