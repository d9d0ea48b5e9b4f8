import type { AuthStore } from '@ccnl/core';
import { useEffect } from 'react';

interface HeaderProps {
  /** The remote login script (config `provisioning.hfurl`). */
  hfurl: string;
  auth: Pick<AuthStore, 'signIn'>;
}

/** The ticket of a `{ task: 'gethfticket', params: { ticket } }` message, or null for any other message. */
function ticketOf(data: unknown): string | null {
  if (typeof data !== 'object' || data === null) return null;
  const { task, params } = data as { task?: unknown; params?: { ticket?: unknown } | null };
  if (task !== 'gethfticket' || typeof params?.ticket !== 'string') return null;
  return params.ticket;
}

function injectLoginScript(hfurl: string): void {
  const src = new URL(hfurl, window.location.href).href;
  for (const script of document.scripts) if (script.src === src) return;
  const script = document.createElement('script');
  script.src = src;
  script.async = true;
  script.addEventListener('error', () => console.error(`Login script failed to load: ${src}`));
  document.head.append(script);
}

/**
 * The invisible header component that handles login (spec §2): it loads the remote login script once and
 * signs in with the ticket the script posts to this window. It renders nothing.
 */
export function Header({ hfurl, auth }: HeaderProps) {
  useEffect(() => injectLoginScript(hfurl), [hfurl]);

  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      // Only this page (and the script it loaded) may sign the user in.
      if (event.origin !== window.location.origin) return;
      const ticket = ticketOf(event.data);
      // An empty ticket is meaningful: the store resets auth and chat (spec §4).
      if (ticket !== null) void auth.signIn(ticket);
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [auth]);

  return null;
}
