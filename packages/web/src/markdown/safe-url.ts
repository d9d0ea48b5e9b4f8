const ALLOWED_PROTOCOLS = new Set(['http:', 'https:', 'mailto:']);

/**
 * A link target that may be shown: http, https or mailto only (spec: answers are not trusted markup).
 * The URL parser strips the tabs, newlines and control characters that hide `javascript:` from naive checks.
 */
export function safeHref(
  raw: string | null | undefined,
  base: string = globalThis.location?.href ?? 'http://localhost/',
): string | null {
  if (!raw) return null;
  try {
    const url = new URL(raw, base);
    return ALLOWED_PROTOCOLS.has(url.protocol) ? url.href : null;
  } catch {
    return null;
  }
}
