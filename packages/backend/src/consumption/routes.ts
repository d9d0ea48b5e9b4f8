import {
  CONSUMPTION_OK,
  type ConsumptionAnswer,
  CREDIT_CODE,
  consumptionAnswerSchema,
  consumptionCheckSchema,
  consumptionRegistrationSchema,
  isMeteredTier,
  texts,
} from '@ccnl/core';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { ConsumptionItem, CustomerRecord, Database } from '../db/database.js';
import { sameSecret } from '../documents/storage.js';
import { documentOnly } from '../http/openapi.js';

/**
 * The consumption service (spec §7 "Product server routes (credit)", upstream side) over the SQLite ledger.
 * Like such services, it answers HTTP 200 with a result code (spec §8) for every refusal of its own.
 */

export interface ConsumptionDeps {
  db: Database;
  /** The credentials its one caller, the credit server, must send. */
  username: string;
  password: string;
  /** The product whose consumption this service counts. */
  productId: string;
}

const MEASUREMENT_UNIT = 'ITERAZIONI';
const OK_DESCRIPTION = 'OK';

const filled = z.string().min(1);

/** Core's wire shapes, with every identifying field required to be non-empty. */
const checkRequest = consumptionCheckSchema.extend({
  Ticket: filled,
  CRMID: filled,
  Customer_Type: filled,
  IdProduct: filled,
  MeasurementUnit: filled,
});
const registrationRequest = consumptionRegistrationSchema.extend({
  Ticket: filled,
  crmidlist: z.array(
    z.object({
      CRMID: filled,
      Customer_Type: filled,
      consumptions: z.array(
        z.object({
          ConsumptionType: z.string(),
          VerifyCredit: z.boolean(),
          VerifyOverquota: z.boolean(),
          MeasurementUnit: filled,
          IdProduct: filled,
          consumptionList: z.array(z.object({ Key: filled.max(500), Quantity: z.number().int().positive() })),
        }),
      ),
    }),
  ),
});

type Code = keyof typeof texts.credit & number;

function refuse(code: Code, description: string = texts.credit[code]): ConsumptionAnswer {
  return { nRetCode: code, strDescription: description, crmidlist: [] };
}

function withCustomer(
  code: number,
  description: string,
  customer: CustomerRecord,
  consumptions: unknown[] = [],
): ConsumptionAnswer {
  return {
    nRetCode: code,
    strDescription: description,
    crmidlist: [
      {
        CRMID: customer.crmid,
        Customer_Type: customer.customerType,
        consumptions,
        AvailableCredit: customer.available,
        Total_Consumed: customer.consumed,
        Total_Purchased: customer.purchased,
        MeasurementUnit: MEASUREMENT_UNIT,
      },
    ],
  };
}

export function registerConsumptionRoutes(app: FastifyInstance, deps: ConsumptionDeps): void {
  const { db } = deps;

  function credentialsOk(body: unknown): boolean {
    const { Username, Password } = (typeof body === 'object' && body !== null ? body : {}) as Record<
      string,
      unknown
    >;
    // Both compared every time, in constant time: the answer says nothing about which one was wrong.
    const user = sameSecret(Username, deps.username);
    const password = sameSecret(Password, deps.password);
    return user && password;
  }

  /** Who the ticket and CRMID name, or the code that refuses them. */
  async function identify(
    ticket: string,
    crmid: string,
    customerType: string,
  ): Promise<{ customer: CustomerRecord } | { refusal: ConsumptionAnswer }> {
    const user = await db.users.findByTicket(ticket);
    if (!user) return { refusal: refuse(CREDIT_CODE.invalidSsoToken) };
    const customer = await db.ledger.findCustomer(crmid);
    if (!customer) return { refusal: refuse(CREDIT_CODE.unknownCustomer) };
    if (user.crmid !== crmid || customer.customerType !== customerType)
      return { refusal: refuse(CREDIT_CODE.invalidProfile) };
    return { customer };
  }

  function permitted(customer: CustomerRecord, productId: string, unit: string): boolean {
    return (
      customer.roles.some((role) => isMeteredTier(role.pos)) &&
      productId === deps.productId &&
      unit === MEASUREMENT_UNIT
    );
  }

  app.post(
    '/consumption/check',
    {
      schema: {
        summary: 'Verifica consumo: il cliente può consumare, e con quale saldo',
        body: documentOnly(consumptionCheckSchema),
        response: { 200: consumptionAnswerSchema },
      },
    },
    async (request): Promise<ConsumptionAnswer> => {
      if (!credentialsOk(request.body)) return refuse(CREDIT_CODE.badCredentials);
      const parsed = checkRequest.safeParse(request.body);
      if (!parsed.success) return refuse(CREDIT_CODE.missingParameter);
      const body = parsed.data;
      const who = await identify(body.Ticket, body.CRMID, body.Customer_Type);
      if ('refusal' in who) return who.refusal;
      if (!permitted(who.customer, body.IdProduct, body.MeasurementUnit))
        return refuse(CREDIT_CODE.forbidden);
      if (!body.VerifyCredit)
        return withCustomer(
          CREDIT_CODE.creditCheckNotSet,
          texts.credit[CREDIT_CODE.creditCheckNotSet],
          who.customer,
        );
      if (who.customer.available <= 0)
        return withCustomer(CREDIT_CODE.noCredit, texts.credit[CREDIT_CODE.noCredit], who.customer);
      return withCustomer(CONSUMPTION_OK, OK_DESCRIPTION, who.customer);
    },
  );

  app.post(
    '/consumption/register',
    {
      schema: {
        summary: 'Registra consumi (idempotente per Key)',
        body: documentOnly(consumptionRegistrationSchema),
        response: { 200: consumptionAnswerSchema },
      },
    },
    async (request): Promise<ConsumptionAnswer> => {
      if (!credentialsOk(request.body)) return refuse(CREDIT_CODE.badCredentials);
      const raw = request.body as { crmidlist?: unknown };
      if (!Array.isArray(raw.crmidlist) || raw.crmidlist.length === 0)
        return refuse(CREDIT_CODE.missingParameter, texts.credit.missingCrmid);
      const parsed = registrationRequest.safeParse(request.body);
      if (!parsed.success) return refuse(CREDIT_CODE.missingParameter);
      const body = parsed.data;

      let customer: CustomerRecord | undefined;
      const items: ConsumptionItem[] = [];
      for (const entry of body.crmidlist) {
        if (!entry.consumptions.some((consumption) => consumption.consumptionList.length > 0))
          return refuse(CREDIT_CODE.missingParameter, texts.credit.missingCrmid);
        const who = await identify(body.Ticket, entry.CRMID, entry.Customer_Type);
        if ('refusal' in who) return who.refusal;
        customer = who.customer;
        for (const consumption of entry.consumptions) {
          if (!permitted(who.customer, consumption.IdProduct, consumption.MeasurementUnit))
            return refuse(CREDIT_CODE.forbidden);
          for (const item of consumption.consumptionList)
            items.push({ key: item.Key, quantity: item.Quantity, productId: consumption.IdProduct });
        }
      }
      // Every entry names the ticket's own customer (identify refuses any other), so this is one account.
      if (!customer) return refuse(CREDIT_CODE.missingParameter, texts.credit.missingCrmid);

      const outcome = await db.ledger.registerConsumption(customer.crmid, items, (after, registered) =>
        JSON.stringify(
          withCustomer(
            CONSUMPTION_OK,
            OK_DESCRIPTION,
            after,
            registered.map((item) => ({ Key: item.key, Quantity: item.quantity, IdProduct: item.productId })),
          ),
        ),
      );
      // The balance never goes below zero, whatever VerifyCredit says: without credit nothing is debited.
      if (outcome.status === 'insufficient')
        return withCustomer(CREDIT_CODE.noCredit, texts.credit[CREDIT_CODE.noCredit], outcome.customer);
      return consumptionAnswerSchema.parse(JSON.parse(outcome.answer));
    },
  );
}
