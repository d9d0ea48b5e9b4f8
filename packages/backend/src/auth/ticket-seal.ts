import { hkdfSync } from 'node:crypto';
import { TICKET_SEAL_INFO } from '@ccnl/core';
import { CompactEncrypt } from 'jose';

/**
 * Seals the SSO ticket for the token's `tkt` claim: a JWT payload is only base64, and the ticket is a
 * credential of its own. Only the holders of the product-server secret (this server and the product server,
 * which sends the ticket to the consumption service) can open it.
 */
export function createTicketSealer(secret: string): (ticket: string) => Promise<string> {
  const key = new Uint8Array(hkdfSync('sha256', secret, new Uint8Array(0), TICKET_SEAL_INFO, 32));
  return (ticket) =>
    new CompactEncrypt(new TextEncoder().encode(ticket))
      .setProtectedHeader({ alg: 'dir', enc: 'A256GCM' })
      .encrypt(key);
}
