import { LOGIN_PRODUCT_ID, serverTexts, signAuthAnswerSchema } from '@ccnl/core';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { BackendLimits } from '../auth/limits.js';
import type { TokenService } from '../auth/tokens.js';
import type { Database } from '../db/database.js';
import { documentOnly } from '../http/openapi.js';

const requestSchema = z.object({
  query: z.string().max(10_000),
  variables: z.record(z.string(), z.unknown()).nullish(),
  operationName: z.string().nullish(),
});

const variablesSchema = z.object({
  ticketSso: z.string().max(512),
  product: z.number(),
  provisioning: z.object({ filtergroup: z.string().min(1), prodgroup: z.string().min(1) }),
  acl: z.array(z.string()),
  includeRoles: z.boolean(),
});

/** A mutation whose selection calls signAuth, e.g. `mutation signAuth(...) { signAuth(...) { ... } }`. */
function isSignAuthMutation(query: string): boolean {
  return /^\s*mutation\b/.test(query) && /\bsignAuth\s*\(/.test(query);
}

function refuse(message: string) {
  return { data: { signAuth: null }, errors: [{ message }] };
}

/** `POST /graphql`: the SSO sign-in of spec §7, answering for the demo tickets only. */
export function registerSignAuth(
  app: FastifyInstance,
  deps: { db: Database; tokens: TokenService; limits: BackendLimits },
): void {
  app.post(
    '/graphql',
    {
      schema: {
        summary: 'Accesso SSO: mutation signAuth (errori GraphQL in errors[0].message)',
        // GraphQL answers a bad request with `errors`, not with a 400: the handler validates.
        body: documentOnly(requestSchema),
        response: { 200: signAuthAnswerSchema, 429: signAuthAnswerSchema },
      },
    },
    async (request, reply) => {
      const body = requestSchema.safeParse(request.body);
      if (!body.success || !isSignAuthMutation(body.data.query))
        return refuse(serverTexts.signAuth.unsupportedOperation);
      const variables = variablesSchema.safeParse(body.data.variables ?? {});
      if (!variables.success) return refuse(serverTexts.signAuth.invalidVariables);
      if (variables.data.product !== LOGIN_PRODUCT_ID)
        return refuse(serverTexts.signAuth.invalidProduct(LOGIN_PRODUCT_ID));
      const { ticketSso } = variables.data;
      // Guessing tickets costs time: a few tries a minute per address, and per ticket from anywhere.
      const wait = await deps.limits.signIn(request, ticketSso);
      if (wait !== null)
        return reply
          .code(429)
          .header('retry-after', String(wait))
          .send(refuse(serverTexts.limits.signIn(wait)));
      const user = ticketSso ? await deps.db.users.findByTicket(ticketSso) : undefined;
      if (!user) return refuse(serverTexts.signAuth.invalidTicket);
      return {
        data: {
          signAuth: {
            ticketSso,
            jwt: await deps.tokens.issueToken(user),
            profile: {
              userId: user.id,
              name: user.name,
              email: user.email,
              crmid: user.crmid,
              customerType: user.customerType,
            },
            roles: user.roles.map((role) => ({ pos: role.pos })),
          },
        },
      };
    },
  );
}
