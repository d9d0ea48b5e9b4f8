import { AuthError, LOGIN_PRODUCT_ID, SIGN_AUTH_MUTATION, serverTexts, tierFromRoles } from '@ccnl/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_USERS } from '../auth/demo-users.js';
import { clientFor, PROVISIONING, type RunningBackend, removeDir, startBackend } from '../testing/backend.js';

let backend: RunningBackend;
beforeAll(async () => {
  backend = await startBackend();
});
afterAll(async () => {
  await backend.close();
  removeDir(backend.config.dataDir);
});

const variables = (overrides: Record<string, unknown> = {}) => ({
  ticketSso: 'demo-full',
  product: LOGIN_PRODUCT_ID,
  provisioning: PROVISIONING,
  acl: ['sso', 'provisioning'],
  includeRoles: false,
  ...overrides,
});

async function graphql(body: unknown) {
  const response = await backend.app.inject({ method: 'POST', url: '/graphql', payload: body as object });
  return { status: response.statusCode, body: response.json() };
}

describe('POST /graphql signAuth', () => {
  it.each([
    ['demo-full', 'FULLCCNLPIU-IA'],
    ['demo-prova', 'DemoCCNLPIU-IA'],
    ['demo-base', 'BASECCNLPIU-IA'],
    ['demo-iterazioni', 'IterazioniCCNLPIU-IA'],
    ['demo-esaurito', 'IterazioniCCNLPIU-IA'],
  ])('signs in %s with the %s tier', async (ticket, tier) => {
    const { status, body } = await graphql({
      query: SIGN_AUTH_MUTATION,
      variables: variables({ ticketSso: ticket }),
    });
    expect(status).toBe(200);
    expect(body.errors).toBeUndefined();
    const signAuth = body.data.signAuth;
    expect(signAuth.ticketSso).toBe(ticket);
    expect(signAuth.profile).toMatchObject({ userId: `u-${ticket}`, crmid: expect.any(String) });
    expect(signAuth.profile.name).toMatch(/\S+ \S+/);
    expect(signAuth.roles).toEqual([{ pos: tier }]);
    expect(tierFromRoles(signAuth.roles)).toBe(tier);
    const payload = JSON.parse(Buffer.from(signAuth.jwt.split('.')[1], 'base64url').toString());
    expect(payload.sub).toBe(`u-${ticket}`);
  });

  it('signs in demo-senza-accesso with no tier of this product', async () => {
    const { body } = await graphql({
      query: SIGN_AUTH_MUTATION,
      variables: variables({ ticketSso: 'demo-senza-accesso' }),
    });
    expect(body.data.signAuth.profile.userId).toBe('u-demo-senza-accesso');
    expect(tierFromRoles(body.data.signAuth.roles)).toBeNull();
  });

  it('refuses an unknown or empty ticket the GraphQL way: 200, null data, an Italian message', async () => {
    for (const ticketSso of ['demo-sconosciuto', '', 'DEMO-FULL']) {
      const { status, body } = await graphql({
        query: SIGN_AUTH_MUTATION,
        variables: variables({ ticketSso }),
      });
      expect(status).toBe(200);
      expect(body).toEqual({ data: { signAuth: null }, errors: [{ message: 'Ticket SSO non valido' }] });
    }
  });

  it('refuses a product other than 20, bad variables and other operations', async () => {
    const refused = async (body: unknown, message: string) => {
      const answer = await graphql(body);
      expect(answer.status).toBe(200);
      expect(answer.body.data.signAuth).toBeNull();
      expect(answer.body.errors[0].message).toBe(message);
    };
    await refused(
      { query: SIGN_AUTH_MUTATION, variables: variables({ product: 21 }) },
      serverTexts.signAuth.invalidProduct(LOGIN_PRODUCT_ID),
    );
    await refused(
      { query: SIGN_AUTH_MUTATION, variables: variables({ product: '20' }) },
      serverTexts.signAuth.invalidVariables,
    );
    await refused(
      { query: SIGN_AUTH_MUTATION, variables: variables({ provisioning: { filtergroup: 'x' } }) },
      serverTexts.signAuth.invalidVariables,
    );
    await refused({ query: SIGN_AUTH_MUTATION }, serverTexts.signAuth.invalidVariables);
    await refused(
      { query: '{ users { ticket } }', variables: variables() },
      serverTexts.signAuth.unsupportedOperation,
    );
    await refused({ variables: variables() }, serverTexts.signAuth.unsupportedOperation);
  });

  it("works with core's createApiClient().signAuth() over real HTTP", async () => {
    const api = clientFor(backend.url);
    const result = await api.signAuth({ ticket: 'demo-iterazioni', provisioning: PROVISIONING });
    const demo = DEMO_USERS.find((user) => user.ticket === 'demo-iterazioni');
    expect(result.profile).toEqual({
      userId: demo?.id,
      name: demo?.name,
      email: demo?.email,
      crmid: demo?.crmid,
      customerType: demo?.customerType,
    });
    expect(result.jwt.split('.')).toHaveLength(3);
    const refused = await api
      .signAuth({ ticket: 'nessuno', provisioning: PROVISIONING })
      .catch((e: unknown) => e);
    expect(refused).toEqual(new AuthError('Ticket SSO non valido'));
  });

  it('answers a malformed JSON body with 400 and a message', async () => {
    const response = await backend.app.inject({
      method: 'POST',
      url: '/graphql',
      headers: { 'content-type': 'application/json' },
      payload: '{"query": ',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: 'Richiesta non valida: JSON malformato' });
  });
});

describe('sign-in limits', () => {
  it('answers 429 with Retry-After per client address, and per ticket from any address', async () => {
    const limited = await startBackend({ signInRateLimit: 3 });
    try {
      const signIn = (ticket: string, from?: string) =>
        limited.app.inject({
          method: 'POST',
          url: '/graphql',
          payload: { query: SIGN_AUTH_MUTATION, variables: variables({ ticketSso: ticket }) },
          ...(from ? { remoteAddress: from } : {}),
        });
      for (const ticket of ['demo-full', 'falso-1', 'falso-2'])
        expect((await signIn(ticket)).statusCode).toBe(200);
      const refused = await signIn('demo-base');
      expect(refused.statusCode).toBe(429);
      const wait = Number(refused.headers['retry-after']);
      expect(wait).toBeGreaterThanOrEqual(1);
      expect(refused.json().errors[0].message).toBe(
        `Troppi tentativi di accesso: riprova tra ${wait} ${wait === 1 ? 'secondo' : 'secondi'}.`,
      );
      // Core's client reads it as a refused sign-in with that text.
      const error = await clientFor(limited.url)
        .signAuth({ ticket: 'demo-base', provisioning: PROVISIONING })
        .catch((e: unknown) => e);
      expect(error).toBeInstanceOf(AuthError);
      // Another address may sign in, but one ticket is not guessed from many addresses.
      expect((await signIn('demo-prova', '10.0.0.2')).statusCode).toBe(200);
      expect((await signIn('demo-full', '10.0.0.3')).statusCode).toBe(200);
      expect((await signIn('demo-full', '10.0.0.4')).statusCode).toBe(200);
      expect((await signIn('demo-full', '10.0.0.5')).statusCode).toBe(429);
    } finally {
      await limited.close();
      removeDir(limited.config.dataDir);
    }
  });
});
