import { hkdfSync } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  CONSUMPTION_OK,
  type ConsumptionAnswer,
  CREDIT_CODE,
  consumptionCheckSchema,
  consumptionRegistrationSchema,
  LOCAL_PRODUCT_SERVER_SECRET,
  TICKET_SEAL_INFO,
  texts,
} from '@ccnl/core';
import { CompactEncrypt, exportJWK, generateKeyPair, SignJWT } from 'jose';

/**
 * A stand-in for the two external services the credit server talks to (the backend's JWKS and the
 * consumption service), at their HTTP boundary, with faults on demand: the protocol of core's
 * consumption schemas over an in-memory ledger that, like the real service, is idempotent by `Key` and
 * never goes below zero.
 */

export type Fault =
  /** The connection is destroyed before the request is looked at: nothing committed. */
  | 'drop'
  /** The consumption is committed, then the connection is destroyed before any answer. */
  | 'drop-after-commit'
  /** The answer's headers go out after the commit, then the connection breaks mid-body. */
  | 'drop-mid-body'
  | { status: 500 | 503 }
  | { status: 429; retryAfter?: string }
  /** No answer at all until the caller gives up. */
  | 'stall'
  /** 200 with a body that is not JSON. */
  | 'garbage'
  /** 200 with this answer, whatever was asked. */
  | { reply: ConsumptionAnswer };

interface Customer {
  crmid: string;
  customerType: string;
  ticket: string;
  purchased: number;
  consumed: number;
}

export interface FakeConsumptionService {
  /** The consumption service's base URL, as CCNL_CONSUMPTION_URL takes it. */
  consumptionUrl: string;
  jwksUrl: string;
  issuer: string;
  /** Requests seen per call, in order, with their parsed bodies. */
  calls: { path: 'check' | 'register'; body: Record<string, unknown> }[];
  /** The `Key` of every register call received, in order, retries included. */
  registerKeys(): string[];
  /** Distinct keys debited per CRMID: what the customer actually paid for. */
  debitedKeys(crmid: string): string[];
  customer(crmid: string): Customer;
  addCustomer(customer: Omit<Customer, 'consumed'>): void;
  /** Makes the next calls to `path` fail, one fault per call, in order. */
  failNext(path: 'check' | 'register', ...faults: Fault[]): void;
  /** Holds every register answer until `release()` (after committing): a call stays in flight. */
  hold(): void;
  release(): void;
  /** A bearer token as the backend signs it. */
  token(
    claims?: { sub?: string; crmid?: string; ctype?: string; tkt?: string; tier?: string },
    expiresIn?: string,
  ): Promise<string>;
  close(): Promise<void>;
}

export const SERVICE_USERNAME = 'credit-server';
export const SERVICE_PASSWORD = 'segreto-di-prova-123';
export const PRODUCT_ID = 'CCNL-IA-ITERAZIONI';

export const DEMO = {
  sub: 'u-iterazioni',
  crmid: 'CRM-1',
  ctype: 'CLIENTE',
  tkt: 'ticket-iterazioni',
} as const;

/** The backend's sealing of the `tkt` claim (JWE, dir + A256GCM, key by HKDF from the shared secret). */
export function sealTicket(ticket: string, secret = LOCAL_PRODUCT_SERVER_SECRET): Promise<string> {
  const key = new Uint8Array(hkdfSync('sha256', secret, new Uint8Array(0), TICKET_SEAL_INFO, 32));
  return new CompactEncrypt(new TextEncoder().encode(ticket))
    .setProtectedHeader({ alg: 'dir', enc: 'A256GCM' })
    .encrypt(key);
}

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

export async function startFakeConsumptionService(
  options: { purchased?: number } = {},
): Promise<FakeConsumptionService> {
  const { publicKey, privateKey } = await generateKeyPair('ES256');
  const jwk = { ...(await exportJWK(publicKey)), kid: 'k1', alg: 'ES256', use: 'sig' };
  const customers = new Map<string, Customer>();
  const debited = new Map<string, Map<string, ConsumptionAnswer>>();
  const faults: Record<'check' | 'register', Fault[]> = { check: [], register: [] };
  const calls: FakeConsumptionService['calls'] = [];
  const stalled = new Set<ServerResponse>();
  let held: (() => void)[] | null = null;

  function addCustomer(customer: Omit<Customer, 'consumed'>) {
    customers.set(customer.crmid, { ...customer, consumed: 0 });
    debited.set(customer.crmid, new Map());
  }
  addCustomer({
    crmid: DEMO.crmid,
    customerType: DEMO.ctype,
    ticket: DEMO.tkt,
    purchased: options.purchased ?? 5,
  });

  function answer(code: number, description: string, customer?: Customer): ConsumptionAnswer {
    return {
      nRetCode: code,
      strDescription: description,
      crmidlist: customer
        ? [
            {
              CRMID: customer.crmid,
              Customer_Type: customer.customerType,
              consumptions: [],
              AvailableCredit: customer.purchased - customer.consumed,
              Total_Consumed: customer.consumed,
              Total_Purchased: customer.purchased,
              MeasurementUnit: 'ITERAZIONI',
            },
          ]
        : [],
    };
  }

  function identify(ticket: string, crmid: string): Customer | ConsumptionAnswer {
    const byTicket = [...customers.values()].find((customer) => customer.ticket === ticket);
    if (!byTicket) return answer(CREDIT_CODE.invalidSsoToken, texts.credit[CREDIT_CODE.invalidSsoToken]);
    const customer = customers.get(crmid);
    if (!customer) return answer(CREDIT_CODE.unknownCustomer, texts.credit[CREDIT_CODE.unknownCustomer]);
    if (byTicket !== customer)
      return answer(CREDIT_CODE.invalidProfile, texts.credit[CREDIT_CODE.invalidProfile]);
    return customer;
  }

  function check(body: unknown): ConsumptionAnswer {
    const parsed = consumptionCheckSchema.safeParse(body);
    if (!parsed.success)
      return answer(CREDIT_CODE.missingParameter, texts.credit[CREDIT_CODE.missingParameter]);
    const request = parsed.data;
    if (request.Username !== SERVICE_USERNAME || request.Password !== SERVICE_PASSWORD)
      return answer(801, 'Credenziali non valide');
    const who = identify(request.Ticket, request.CRMID);
    if ('nRetCode' in who) return who;
    if (request.IdProduct !== PRODUCT_ID)
      return answer(CREDIT_CODE.forbidden, texts.credit[CREDIT_CODE.forbidden]);
    if (!request.VerifyCredit)
      return answer(CREDIT_CODE.creditCheckNotSet, texts.credit[CREDIT_CODE.creditCheckNotSet], who);
    if (who.purchased - who.consumed <= 0)
      return answer(CREDIT_CODE.noCredit, texts.credit[CREDIT_CODE.noCredit], who);
    return answer(CONSUMPTION_OK, 'OK', who);
  }

  function register(body: unknown): ConsumptionAnswer {
    const parsed = consumptionRegistrationSchema.safeParse(body);
    if (!parsed.success)
      return answer(CREDIT_CODE.missingParameter, texts.credit[CREDIT_CODE.missingParameter]);
    const request = parsed.data;
    if (request.Username !== SERVICE_USERNAME || request.Password !== SERVICE_PASSWORD)
      return answer(801, 'Credenziali non valide');
    const entry = request.crmidlist[0];
    const item = entry?.consumptions[0]?.consumptionList[0];
    if (!entry || !item) return answer(CREDIT_CODE.missingParameter, texts.credit.missingCrmid);
    const who = identify(request.Ticket, entry.CRMID);
    if ('nRetCode' in who) return who;
    const keys = debited.get(who.crmid) as Map<string, ConsumptionAnswer>;
    const original = keys.get(item.Key);
    if (original) return original;
    if (who.purchased - who.consumed < item.Quantity)
      return answer(CREDIT_CODE.noCredit, texts.credit[CREDIT_CODE.noCredit], who);
    who.consumed += item.Quantity;
    const stored = answer(CONSUMPTION_OK, 'OK', who);
    keys.set(item.Key, stored);
    return stored;
  }

  const server = createServer(async (req, res) => {
    const path = req.url ?? '/';
    if (req.method === 'GET' && path === '/.well-known/jwks.json') {
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ keys: [jwk] }));
      return;
    }
    const call =
      path === '/consumption/check' ? 'check' : path === '/consumption/register' ? 'register' : null;
    if (req.method !== 'POST' || !call) {
      res.writeHead(404).end();
      return;
    }
    const fault = faults[call].shift();
    if (fault === 'drop') {
      req.socket.destroy();
      return;
    }
    const text = await readBody(req);
    let body: Record<string, unknown> = {};
    try {
      body = JSON.parse(text) as Record<string, unknown>;
    } catch {
      // Not JSON: the schemas refuse it as a missing parameter.
    }
    calls.push({ path: call, body });
    if (fault === 'stall') {
      stalled.add(res);
      res.on('close', () => stalled.delete(res));
      return;
    }
    if (fault && typeof fault === 'object' && 'reply' in fault) {
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(fault.reply));
      return;
    }
    if (fault && typeof fault === 'object') {
      const headers: Record<string, string> = { 'content-type': 'text/plain' };
      if (fault.status === 429 && fault.retryAfter !== undefined) headers['retry-after'] = fault.retryAfter;
      res.writeHead(fault.status, headers).end('guasto');
      return;
    }
    if (fault === 'garbage') {
      res.writeHead(200, { 'content-type': 'application/json' }).end('<html>non è JSON</html>');
      return;
    }
    const result = call === 'check' ? check(body) : register(body);
    if (fault === 'drop-after-commit') {
      req.socket.destroy();
      return;
    }
    if (fault === 'drop-mid-body') {
      const json = JSON.stringify(result);
      res.writeHead(200, { 'content-type': 'application/json', 'content-length': String(json.length) });
      res.write(json.slice(0, 10), () => req.socket.destroy());
      return;
    }
    if (call === 'register' && held) {
      await new Promise<void>((resolve) => held?.push(resolve));
    }
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(result));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    consumptionUrl: `${base}/consumption`,
    jwksUrl: `${base}/.well-known/jwks.json`,
    issuer: base,
    calls,
    registerKeys: () =>
      calls
        .filter((call) => call.path === 'register')
        .map((call) => {
          const parsed = consumptionRegistrationSchema.safeParse(call.body);
          return parsed.success
            ? (parsed.data.crmidlist[0]?.consumptions[0]?.consumptionList[0]?.Key ?? '')
            : '';
        }),
    debitedKeys: (crmid) => [...(debited.get(crmid)?.keys() ?? [])],
    customer: (crmid) => customers.get(crmid) as Customer,
    addCustomer,
    failNext(path, ...next) {
      faults[path].push(...next);
    },
    hold() {
      held = [];
    },
    release() {
      const waiting = held ?? [];
      held = null;
      for (const resolve of waiting) resolve();
    },
    async token(claims = {}, expiresIn = '1h') {
      return new SignJWT({
        crmid: claims.crmid ?? DEMO.crmid,
        ctype: claims.ctype ?? DEMO.ctype,
        // Sealed as the backend seals it, with the secret both servers share by default.
        tkt: await sealTicket(claims.tkt ?? DEMO.tkt),
        ...(claims.tier ? { tier: claims.tier } : {}),
      })
        .setProtectedHeader({ alg: 'ES256', kid: 'k1', typ: 'JWT' })
        .setIssuer(base)
        .setAudience('ccnl')
        .setSubject(claims.sub ?? DEMO.sub)
        .setIssuedAt()
        .setExpirationTime(expiresIn)
        .sign(privateKey);
    },
    close() {
      for (const res of stalled) res.destroy();
      const waiting = held ?? [];
      held = null;
      for (const resolve of waiting) resolve();
      return new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      });
    },
  };
}
