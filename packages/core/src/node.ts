import { Agent, fetch as undiciFetch } from 'undici';
import type { FetchLike } from './api/client.js';

let sharedAgent: Agent | undefined;

/** The Node transport: undici's fetch over one keep-alive pool shared by every client in the process. */
export function createNodeFetch(): FetchLike {
  sharedAgent ??= new Agent({ keepAliveTimeout: 10_000, connections: 16 });
  const dispatcher = sharedAgent;
  return (input, init) =>
    undiciFetch(input, {
      ...(init as Parameters<typeof undiciFetch>[1]),
      dispatcher,
    }) as unknown as Promise<Response>;
}

/** Closes the shared pool so that a short-lived process can exit at once. */
export async function closeNodeFetch(): Promise<void> {
  const agent = sharedAgent;
  sharedAgent = undefined;
  await agent?.close();
}
