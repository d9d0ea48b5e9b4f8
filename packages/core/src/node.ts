import { Agent, fetch as undiciFetch } from 'undici';
import type { FetchLike } from './api/client.js';

let sharedAgent: Agent | undefined;

type UndiciInit = Parameters<typeof undiciFetch>[1];

/**
 * The platform's FormData is not the undici package's class, so undici would send it as "[object FormData]".
 * Encode it the platform's way (multipart bytes and their boundary) before it goes through the pool.
 */
async function encodeForm(init: RequestInit): Promise<RequestInit> {
  if (!(init.body instanceof globalThis.FormData)) return init;
  const encoded = new Request('http://127.0.0.1/', { method: 'POST', body: init.body });
  const headers = new Headers(init.headers);
  headers.set('content-type', encoded.headers.get('content-type') ?? 'multipart/form-data');
  return { ...init, headers, body: new Uint8Array(await encoded.arrayBuffer()) };
}

/** The Node transport: undici's fetch over one keep-alive pool shared by every client in the process. */
export function createNodeFetch(): FetchLike {
  sharedAgent ??= new Agent({ keepAliveTimeout: 10_000, connections: 16 });
  const dispatcher = sharedAgent;
  return async (input, init) => {
    const ready = await encodeForm(init);
    return undiciFetch(input, { ...(ready as UndiciInit), dispatcher }) as unknown as Promise<Response>;
  };
}

/** Closes the shared pool so that a short-lived process can exit at once. */
export async function closeNodeFetch(): Promise<void> {
  const agent = sharedAgent;
  sharedAgent = undefined;
  await agent?.close();
}
