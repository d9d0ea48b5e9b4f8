/** An OpenAI-compatible chat-completions endpoint the agents may stream their answers from. */
export interface LlmConfig {
  /** Base URL, e.g. https://api.example.com/v1 (the path /chat/completions is added). */
  url: string;
  apiKey: string;
  /** The models offered to users (`GET modelli`); the request's `model` picks one. */
  models: string[];
}

export class LlmConfigError extends Error {
  readonly code = 'LLM_CONFIG_ERROR';
  constructor(message: string) {
    super(message);
    this.name = 'LlmConfigError';
  }
}

/**
 * The model endpoint from `CCNL_LLM_URL`, `CCNL_LLM_MODEL` (one name, or several separated by commas) and
 * `CCNL_LLM_API_KEY`; null when none is set. Setting only some of them is a mistake worth stopping for.
 */
export function loadLlmConfig(env: Record<string, string | undefined> = process.env): LlmConfig | null {
  const url = env.CCNL_LLM_URL?.trim() ?? '';
  const model = env.CCNL_LLM_MODEL?.trim() ?? '';
  const apiKey = env.CCNL_LLM_API_KEY?.trim() ?? '';
  if (!url && !model && !apiKey) return null;
  const missing = [!url && 'CCNL_LLM_URL', !model && 'CCNL_LLM_MODEL', !apiKey && 'CCNL_LLM_API_KEY'].filter(
    Boolean,
  );
  if (missing.length) throw new LlmConfigError(`Invalid model settings: ${missing.join(', ')} missing`);
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw new LlmConfigError(`Invalid CCNL_LLM_URL=${JSON.stringify(url)}: not a URL`);
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:')
    throw new LlmConfigError(`Invalid CCNL_LLM_URL=${JSON.stringify(url)}: use http or https`);
  const models = [
    ...new Set(
      model
        .split(',')
        .map((m) => m.trim())
        .filter(Boolean),
    ),
  ];
  return { url: url.replace(/\/+$/, ''), apiKey, models };
}
