import { chmodSync, existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  calculateJwkThumbprint,
  exportJWK,
  generateKeyPair,
  importJWK,
  type CryptoKey as JoseCryptoKey,
  type JWK,
} from 'jose';
import { z } from 'zod';

export const SIGNING_KEY_FILE = 'signing-key.json';
export const SIGNING_ALG = 'ES256';

export interface SigningKey {
  kid: string;
  privateKey: JoseCryptoKey;
  publicKey: JoseCryptoKey;
  /** The public half as published at /.well-known/jwks.json. */
  publicJwk: JWK;
}

const storedKeySchema = z.object({
  kid: z.string().min(1),
  alg: z.literal(SIGNING_ALG),
  privateJwk: z.looseObject({
    kty: z.literal('EC'),
    crv: z.literal('P-256'),
    x: z.string(),
    y: z.string(),
    d: z.string(),
  }),
});

async function fromStored(stored: z.infer<typeof storedKeySchema>): Promise<SigningKey> {
  const { d: _private, ...publicPart } = stored.privateJwk;
  const publicJwk: JWK = {
    kty: publicPart.kty,
    crv: publicPart.crv,
    x: publicPart.x,
    y: publicPart.y,
    kid: stored.kid,
    alg: SIGNING_ALG,
    use: 'sig',
  };
  return {
    kid: stored.kid,
    privateKey: (await importJWK(stored.privateJwk, SIGNING_ALG)) as JoseCryptoKey,
    publicKey: (await importJWK(publicJwk, SIGNING_ALG)) as JoseCryptoKey,
    publicJwk,
  };
}

/**
 * The ES256 key pair that signs every token. Created on first start in `${dataDir}/signing-key.json`
 * (owner-only), reused afterwards so that tokens survive a restart.
 */
export async function loadOrCreateSigningKey(dataDir: string): Promise<SigningKey> {
  const file = join(dataDir, SIGNING_KEY_FILE);
  if (existsSync(file)) {
    let stored: z.infer<typeof storedKeySchema>;
    try {
      stored = storedKeySchema.parse(JSON.parse(readFileSync(file, 'utf8')));
    } catch {
      // Never echo the file: it holds the private key.
      throw new Error(
        `Signing key file ${file} is unreadable or malformed; move it away to create a new key`,
      );
    }
    chmodSync(file, 0o600);
    return fromStored(stored);
  }
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const { privateKey } = await generateKeyPair(SIGNING_ALG, { extractable: true });
  const jwk = await exportJWK(privateKey);
  const kid = await calculateJwkThumbprint(jwk);
  const stored = storedKeySchema.parse({ kid, alg: SIGNING_ALG, privateJwk: jwk });
  // Write then rename: a crash never leaves half a key behind, and the file is 0600 from its first byte.
  const temp = `${file}.${process.pid}.tmp`;
  writeFileSync(temp, `${JSON.stringify(stored, null, 2)}\n`, { mode: 0o600, flag: 'wx' });
  renameSync(temp, file);
  return fromStored(stored);
}
