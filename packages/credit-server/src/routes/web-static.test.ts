import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerStaticFiles } from './web-static.js';

const SCRIPT = `export const answer = ${JSON.stringify('Il periodo di prova dura 60 giorni. '.repeat(200))};\n`;
let dir: string;
let app: FastifyInstance;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'ccnl-static-'));
  await mkdir(join(dir, 'assets'));
  const file = join(dir, 'assets', 'index-abc123.js');
  await writeFile(file, SCRIPT);
  await writeFile(`${file}.br`, brotliCompressSync(SCRIPT));
  await writeFile(`${file}.gz`, gzipSync(SCRIPT));
  await writeFile(join(dir, 'robots.txt'), 'User-agent: *\n');
  app = Fastify();
  await registerStaticFiles(app, dir);
  await app.ready();
});

afterAll(async () => {
  await app.close();
  await rm(dir, { recursive: true, force: true });
});

describe('precompressed static files', () => {
  it('sends the brotli file to a browser that accepts it, with a year of caching', async () => {
    const res = await app.inject({
      url: '/assets/index-abc123.js',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(String(res.headers.vary)).toMatch(/accept-encoding/i);
    expect(res.rawPayload.byteLength).toBeLessThan(SCRIPT.length / 10);
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(SCRIPT);
  });

  it('sends gzip where brotli is not accepted, and the plain file where nothing is', async () => {
    const gz = await app.inject({ url: '/assets/index-abc123.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(SCRIPT);
    const plain = await app.inject({
      url: '/assets/index-abc123.js',
      headers: { 'accept-encoding': 'identity' },
    });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(SCRIPT);
  });

  it('files outside assets/ are revalidated', async () => {
    const res = await app.inject('/robots.txt');
    expect(res.headers['cache-control']).toBe('no-cache');
  });
});
