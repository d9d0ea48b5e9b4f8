import type { LlmConfig } from './config.js';

export interface ChatMessage {
  role: 'system' | 'user' | 'assistant';
  content: string;
}

export class LlmError extends Error {
  readonly code = 'LLM_ERROR';
  constructor(
    message: string,
    readonly status?: number,
  ) {
    super(message);
    this.name = 'LlmError';
  }
}

/** The text of one server-sent event's `data:` payload, or null for events without content. */
function contentOf(data: string): string | null {
  try {
    const event = JSON.parse(data) as { choices?: { delta?: { content?: unknown } }[] };
    const content = event.choices?.[0]?.delta?.content;
    return typeof content === 'string' ? content : null;
  } catch {
    throw new LlmError('Risposta del modello non leggibile');
  }
}

/**
 * Streams a chat completion (`stream: true`) from an OpenAI-compatible endpoint: yields the text of each
 * `data:` line until `data: [DONE]` or the end of the body. Aborting `signal` stops the request.
 */
export async function* streamChatCompletion(
  config: LlmConfig,
  model: string,
  messages: ChatMessage[],
  signal: AbortSignal,
): AsyncGenerator<string> {
  const response = await fetch(`${config.url}/chat/completions`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      accept: 'text/event-stream',
      authorization: `Bearer ${config.apiKey}`,
    },
    body: JSON.stringify({ model, messages, stream: true, temperature: 0.2 }),
    signal,
  });
  if (!response.ok || !response.body) {
    await response.body?.cancel().catch(() => {});
    throw new LlmError(`Il modello ha risposto con lo stato ${response.status}`, response.status);
  }
  const decoder = new TextDecoder();
  let buffer = '';
  const reader = response.body.getReader();
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      buffer += decoder.decode(value, { stream: true });
      let newline = buffer.indexOf('\n');
      while (newline >= 0) {
        const line = buffer.slice(0, newline).replace(/\r$/, '');
        buffer = buffer.slice(newline + 1);
        newline = buffer.indexOf('\n');
        if (!line.startsWith('data:')) continue;
        const data = line.slice(5).trim();
        if (data === '[DONE]') return;
        const content = contentOf(data);
        if (content) yield content;
      }
    }
  } finally {
    await reader.cancel().catch(() => {});
  }
}
