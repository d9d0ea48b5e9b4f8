import {
  type AuthState,
  type AuthStore,
  type ChatState,
  initialAuthState,
  initialChatState,
  resolveConfig,
} from '@ccnl/core';
import { vi } from 'vitest';
import type { ChatScreenStore } from './components/ChatScreen.js';

function storeCore<S>(initial: S) {
  let state = initial;
  const listeners = new Set<() => void>();
  return {
    getState: () => state,
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    /** Publishes a new snapshot, as core's stores do. */
    setState(patch: Partial<S>) {
      state = { ...state, ...patch };
      for (const listener of listeners) listener();
    },
  };
}

/** An object implementing core's AuthStore interface, recording sign-ins instead of calling a server. */
export function fakeAuthStore(initial: Partial<AuthState> = {}) {
  const core = storeCore<AuthState>({ ...initialAuthState, ...initial });
  const auth = {
    ...core,
    signIn: vi.fn(async (_ticket: string) => {}),
    signInWithToken: vi.fn(),
    setCredit: vi.fn(),
    reset: vi.fn(),
  } satisfies AuthStore & { setState: unknown };
  return auth;
}

export const signedIn: Partial<AuthState> = {
  token: 'demo-full',
  user: { userId: 'u1', jwt: 'a.b.c' },
  profile: { userId: 'u1', name: 'Anna Rossi' },
  roles: [{ pos: 'FULLCCNLPIU-IA' }],
  tier: 'FULLCCNLPIU-IA',
  status: 'success',
};

/** A chat store whose snapshots the test publishes; the actions are recorded. */
export function fakeChatStore(initial: Partial<ChatState> = {}) {
  const core = storeCore<ChatState>({ ...initialChatState, ...initial });
  return {
    ...core,
    send: vi.fn(async (_text: string) => {}),
    cancel: vi.fn(),
    selectConversation: vi.fn(async (_sessionId: string) => {}),
    newConversation: vi.fn(),
    takeScrollToBottom: vi.fn(() => true),
  } satisfies ChatScreenStore;
}

export const testConfig = resolveConfig({ provisioning: { hfurl: 'http://127.0.0.1:9/login-script.js' } });
