import type { ApiClient } from '../api/client.js';
import type { Config } from '../config/config.js';
import { isLoggedIn, type Tier, tierFromRoles } from '../rules/tiers.js';
import { tokenClaims } from '../rules/token.js';
import { createStoreCore, type Store } from './store.js';

export interface AuthProfile {
  userId: string;
  name?: string | undefined;
  email?: string | undefined;
  crmid?: string | undefined;
  customerType?: string | undefined;
}

export interface AuthState {
  /** The single sign-on ticket. */
  token: string | null;
  user: { userId: string; jwt: string } | null;
  profile: AuthProfile | null;
  refresh: string | null;
  perimetro: unknown;
  userRole: string | null;
  roles: { pos: string }[];
  credito: number;
  tier: Tier | null;
  status: 'idle' | 'pending' | 'success' | 'error';
}

export const initialAuthState: AuthState = {
  token: null,
  user: null,
  profile: null,
  refresh: null,
  perimetro: null,
  userRole: null,
  roles: [],
  credito: 0,
  tier: null,
  status: 'idle',
};

export interface AuthStoreDeps {
  api: Pick<ApiClient, 'signAuth'>;
  config: Pick<Config, 'provisioning'>;
  /** Called whenever auth is reset, so that the chat state is reset with it (spec §4). */
  onReset?: () => void;
  /** Logs swallowed sign-in errors (spec §8: raised, then swallowed). */
  log?: (message: string) => void;
}

/** Reads a JWT's `sub` without verifying it: the server verifies every call. */
export function jwtSubject(jwt: string): string | null {
  return tokenClaims(jwt)?.sub ?? null;
}

export function createAuthStore(deps: AuthStoreDeps) {
  const core = createStoreCore<AuthState>(initialAuthState);
  let attempt = 0;

  function reset(): void {
    attempt++;
    core.setState(initialAuthState);
    deps.onReset?.();
  }

  async function signIn(ticket: string): Promise<void> {
    // An empty ticket message resets the auth and chat state (spec §4).
    if (!ticket) {
      reset();
      return;
    }
    const current = ++attempt;
    core.setState({ status: 'pending' });
    try {
      const { filtergroup, prodgroup } = deps.config.provisioning;
      const result = await deps.api.signAuth({ ticket, provisioning: { filtergroup, prodgroup } });
      if (current !== attempt) return;
      const roles = result.roles.map((role) => ({ pos: role.pos }));
      core.setState({
        token: result.ticketSso,
        user: { userId: result.profile.userId, jwt: result.jwt },
        profile: { ...result.profile },
        roles,
        tier: tierFromRoles(roles),
        userRole: roles[0]?.pos ?? null,
        status: 'success',
      });
    } catch (error) {
      if (current !== attempt) return;
      // GraphQL errors and missing signAuth data reset the auth state; the error is swallowed.
      deps.log?.(error instanceof Error ? error.message : String(error));
      reset();
      core.setState({ status: 'error' });
    }
  }

  /** Signs in with an existing JWT (terminal client: stored session or CCNL_TOKEN). */
  function signInWithToken(jwt: string, extra: Partial<Pick<AuthState, 'profile' | 'roles'>> = {}): void {
    const user = { userId: jwtSubject(jwt), jwt };
    if (!isLoggedIn(user)) {
      reset();
      return;
    }
    // A bare token (CCNL_TOKEN) carries its tier: the roles are then the one it names.
    const claimed = tokenClaims(jwt)?.tier ?? null;
    const roles = extra.roles?.length ? extra.roles : claimed ? [{ pos: claimed }] : [];
    core.setState({
      user,
      profile: extra.profile ?? { userId: user.userId },
      roles,
      tier: tierFromRoles(roles),
      userRole: roles[0]?.pos ?? null,
      status: 'success',
    });
  }

  function setCredit(credito: number): void {
    core.setState({ credito });
  }

  const store: Store<AuthState> = { getState: core.getState, subscribe: core.subscribe };
  return { ...store, signIn, signInWithToken, setCredit, reset };
}

export type AuthStore = ReturnType<typeof createAuthStore>;
