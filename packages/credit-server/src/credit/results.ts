import {
  CONSUMPTION_OK,
  type ConsumptionAnswer,
  CREDIT_CODE,
  type CreditData,
  creditErrorMessage,
  serverTexts,
} from '@ccnl/core';
import type { UpstreamFault } from './upstream.js';

/** What a credit route answers: an HTTP status and the JSON body, stored as such for idempotent replays. */
export interface CreditReply {
  status: number;
  body: CreditSuccessBody | CreditErrorBody;
}

export interface CreditSuccessBody {
  nRetCode: number;
  strDescription: string;
  data: CreditData;
}

export interface CreditErrorBody {
  nRetCode: number;
  strDescription: string;
  /** The Italian text a client shows. */
  message: string;
}

/**
 * One HTTP status per result code (spec §8), distinct so that a client picks the screen from the status
 * alone: 402 is the trial-ended modal, 403 no access, 401 sign in again. Codes that say the server itself
 * is misconfigured (credentials, VerifyCredit, an invalid answer, anything unknown) are a 502.
 */
const STATUS_BY_CODE: ReadonlyMap<number, number> = new Map([
  [CREDIT_CODE.noCredit, 402],
  [CREDIT_CODE.forbidden, 403],
  [CREDIT_CODE.invalidProfile, 403],
  [CREDIT_CODE.invalidSsoToken, 401],
  [CREDIT_CODE.unknownCustomer, 404],
  [CREDIT_CODE.missingParameter, 400],
]);

export function statusForCode(code: number): number {
  return STATUS_BY_CODE.get(code) ?? 502;
}

/** The customer's credit from the answer's first CRMID entry, as the clients hold it (spec §3). */
export function creditData(answer: ConsumptionAnswer, productId: string): CreditData | undefined {
  const entry = answer.crmidlist[0];
  if (!entry) return undefined;
  return {
    CRMID: entry.CRMID,
    customerType: entry.Customer_Type,
    idProduct: productId,
    availableCredit: entry.AvailableCredit,
    totalConsumed: entry.Total_Consumed,
    totalPurchased: entry.Total_Purchased,
    measurementUnit: entry.MeasurementUnit,
  };
}

function failure(code: number, crmid: boolean, status = statusForCode(code)): CreditReply {
  const message = creditErrorMessage(code, { crmid });
  return { status, body: { nRetCode: code, strDescription: message, message } };
}

/**
 * The reply to an upstream answer. The service's own description is not passed on: a client gets the
 * catalogue's text for the code, so what it shows never depends on the service's wording.
 */
export function replyForAnswer(answer: ConsumptionAnswer, productId: string): CreditReply {
  const data = creditData(answer, productId);
  if (answer.nRetCode === CONSUMPTION_OK) {
    // A success without its CRMID entry has no balance to give: 'Dati CRMID mancanti', the service's fault.
    if (!data) return failure(CREDIT_CODE.missingParameter, true, 502);
    return { status: 200, body: { nRetCode: answer.nRetCode, strDescription: answer.strDescription, data } };
  }
  // 5039 names two causes (spec §8); only the description tells a missing CRMID entry from a missing parameter.
  return failure(answer.nRetCode, /crmid/i.test(answer.strDescription));
}

export function replyForFault(fault: UpstreamFault): CreditReply {
  const message = fault === 'timeout' ? serverTexts.upstreamTimeout : serverTexts.upstreamUnavailable;
  // No answer came: result code 0, the spec's code for the absence of a valid answer.
  return { status: fault === 'timeout' ? 504 : 502, body: { nRetCode: 0, strDescription: message, message } };
}
