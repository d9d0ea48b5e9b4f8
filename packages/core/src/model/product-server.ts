/**
 * What the product server (credit-server) and the embedded backend agree on when the product server
 * forwards the assistant API: who forwarded the call, whether it metered it, and how the SSO ticket is
 * sealed inside the bearer token. Values of secrets come from both servers' configuration, never from here.
 */

/** Carries the shared secret: the call was forwarded by the product server. */
export const PRODUCT_SERVER_HEADER = 'x-ccnl-product-server';

/** Set by the product server on an agent call it reserved a credit for. */
export const METERED_HEADER = 'x-ccnl-metered';

/** The stored assistant message an agent call answers into: the idempotency key of its consumption. */
export const ANSWER_ID_HEADER = 'x-answer-id';

/** HKDF `info` of the key that seals the SSO ticket in the token's `tkt` claim (JWE, dir + A256GCM). */
export const TICKET_SEAL_INFO = 'ccnl sso ticket seal v1';

/** The local default of the shared secret: refused by both servers outside the embedded, loopback setup. */
export const LOCAL_PRODUCT_SERVER_SECRET = 'ccnl-local-product-server-secret';
