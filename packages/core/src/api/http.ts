/** Small HTTP helpers of the API client. */

export function joinUrl(base: string, path: string): string {
  return new URL(path, base.endsWith('/') ? base : `${base}/`).toString();
}

/** The server's message in an error response: its JSON `message` or `error`, else its text, cut short. */
export async function errorMessage(response: Response): Promise<string> {
  const text = await response.text().catch(() => '');
  if (!text) return response.statusText || `HTTP ${response.status}`;
  try {
    const body = JSON.parse(text) as { message?: unknown; error?: unknown };
    if (typeof body.message === 'string') return body.message;
    if (typeof body.error === 'string') return body.error;
  } catch {
    // Not JSON: the text itself is the message.
  }
  return text.slice(0, 500);
}
