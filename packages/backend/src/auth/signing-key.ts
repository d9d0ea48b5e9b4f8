import { chmodSync, linkSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
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

/** The stored key, or undefined when there is no file yet. */
function readStored(file: string): z.infer<typeof storedKeySchema> | undefined {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    if ((error as { code?: unknown }).code === 'ENOENT') return undefined;
    throw error;
  }
  try {
    return storedKeySchema.parse(JSON.parse(text));
  } catch {
    // Never echo the file: it holds the private key.
    throw new Error(`Signing key file ${file} is unreadable or malformed; move it away to create a new key`);
  }
}

/**
 * The ES256 key pair that signs every token. Created on first start in `${dataDir}/signing-key.json` (or
 * `file`), owner-only, and reused afterwards so that tokens survive a restart. Replicas sharing the
 * directory and starting together end up with the same key: the file is created exclusively (a complete
 * file linked to its name, which only the first link gets), and everyone else reads the winner's.
 */
export async function loadOrCreateSigningKey(
  dataDir: string,
  file = join(dataDir, SIGNING_KEY_FILE),
): Promise<SigningKey> {
  const existing = readStored(file);
  if (existing) {
    chmodSync(file, 0o600);
    return fromStored(existing);
  }
  mkdirSync(dirname(file), { recursive: true, mode: 0o700 });
  const { privateKey } = await generateKeyPair(SIGNING_ALG, { extractable: true });
  const jwk = await exportJWK(privateKey);
  const kid = await calculateJwkThumbprint(jwk);
  const stored = storedKeySchema.parse({ kid, alg: SIGNING_ALG, privateJwk: jwk });
  // Written in full under a private name first, 0600 from its first byte: a crash never leaves half a key.
  const temp = `${file}.${process.pid}.${kid.slice(0, 8)}.tmp`;
  writeFileSync(temp, `${JSON.stringify(stored, null, 2)}\n`, { mode: 0o600, flag: 'wx' });
  try {
    linkSync(temp, file);
  } catch (error) {
    if ((error as { code?: unknown }).code !== 'EEXIST') throw error;
    // Another replica created it first: its key is the key.
    const winner = readStored(file);
    if (!winner) throw error;
    return fromStored(winner);
  } finally {
    rmSync(temp, { force: true });
  }
  return fromStored(stored);
}
