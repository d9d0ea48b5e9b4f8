import { CREDIT_CODE } from '../rules/credit-codes.js';
import { z } from '../zod.js';

/**
 * The consumption service protocol (spec §7 "Product server routes (credit)"): what the credit server sends
 * upstream and what comes back. The embedded backend implements the upstream side.
 */

/** Result code of a successful call. The spec lists only failure codes; 0 means an invalid answer. */
export const CONSUMPTION_OK = CREDIT_CODE.ok;

/** Service credentials: from the credit server's configuration only, never from a client. */
const credentials = { Username: z.string(), Password: z.string() };

/** Consumption check: may this customer consume, and what is the balance? */
export const consumptionCheckSchema = z.object({
  URL: z.string(),
  Ticket: z.string(),
  CRMID: z.string(),
  Customer_Type: z.string(),
  IdProduct: z.string(),
  MeasurementUnit: z.string(),
  VerifyCredit: z.boolean(),
  ...credentials,
});
export type ConsumptionCheck = z.infer<typeof consumptionCheckSchema>;

/** One consumed unit. `Key` identifies it for idempotency and carries an ISO timestamp. */
export const consumptionItemSchema = z.object({
  Key: z.string().min(1),
  Quantity: z.number().int().positive(),
});

export const consumptionEntrySchema = z.object({
  ConsumptionType: z.string(),
  VerifyCredit: z.boolean(),
  VerifyOverquota: z.boolean(),
  MeasurementUnit: z.string(),
  IdProduct: z.string(),
  consumptionList: z.array(consumptionItemSchema),
});

export const consumptionRegistrationSchema = z.object({
  URL: z.string(),
  Ticket: z.string(),
  ...credentials,
  crmidlist: z.array(
    z.object({
      CRMID: z.string(),
      Customer_Type: z.string(),
      consumptions: z.array(consumptionEntrySchema),
    }),
  ),
});
export type ConsumptionRegistration = z.infer<typeof consumptionRegistrationSchema>;

/** The answer of both calls. */
export const consumptionAnswerSchema = z.object({
  nRetCode: z.number().int(),
  strDescription: z.string(),
  crmidlist: z
    .array(
      z.object({
        CRMID: z.string(),
        Customer_Type: z.string(),
        consumptions: z.array(z.unknown()).default([]),
        AvailableCredit: z.number(),
        Total_Consumed: z.number(),
        Total_Purchased: z.number(),
        MeasurementUnit: z.string(),
      }),
    )
    .default([]),
});
export type ConsumptionAnswer = z.infer<typeof consumptionAnswerSchema>;

/** Credit data as the clients hold it (spec §3). */
export const creditDataSchema = z.object({
  CRMID: z.string(),
  customerType: z.string(),
  idProduct: z.string(),
  availableCredit: z.number(),
  totalConsumed: z.number(),
  totalPurchased: z.number(),
  measurementUnit: z.string(),
});
export type CreditData = z.infer<typeof creditDataSchema>;

/** The credit lookup answer (spec §7: "returns data.availableCredit"). */
export const creditLookupAnswerSchema = z.object({ data: creditDataSchema });
