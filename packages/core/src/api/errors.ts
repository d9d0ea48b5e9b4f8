/** Every error the SDK raises has a stable `code`; clients map codes, never messages. */
export abstract class CcnlError extends Error {
  abstract readonly code: string;
  readonly retryable: boolean = false;
}

/** The server answered with a non-2xx status. `message` is the server's own message when it sent one. */
export class ApiError extends CcnlError {
  readonly code = 'API_ERROR';
  override readonly retryable: boolean;
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = 'ApiError';
    this.retryable = status === 408 || status === 429 || status >= 500;
  }
}

/** The server could not be reached, or the connection broke. */
export class NetworkError extends CcnlError {
  readonly code = 'NETWORK_ERROR';
  override readonly retryable = true;
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'NetworkError';
  }
}

/**
 * The server stayed silent too long: no answer within the connect timeout, or no byte of a streamed answer
 * within the stream timeout. `phase` says which, `ms` the limit that ran out.
 */
export class TimeoutError extends CcnlError {
  readonly code = 'TIMEOUT';
  override readonly retryable = true;
  constructor(
    readonly phase: 'connect' | 'stream',
    readonly ms: number,
  ) {
    super(`no answer within ${ms} ms (${phase})`);
    this.name = 'TimeoutError';
  }
}

/** The caller aborted. Streams treat abort as a normal end and do not raise this. */
export class AbortError extends CcnlError {
  readonly code = 'ABORTED';
  constructor() {
    super('aborted');
    this.name = 'AbortError';
  }
}

/** The server's answer did not have the expected shape. */
export class ValidationError extends CcnlError {
  readonly code = 'VALIDATION_ERROR';
  constructor(
    message: string,
    readonly issues: unknown = undefined,
  ) {
    super(message);
    this.name = 'ValidationError';
  }
}

/** A streamed answer came with no body (spec §8: 'Stream non disponibile'). */
export class StreamUnavailableError extends CcnlError {
  readonly code = 'STREAM_UNAVAILABLE';
  constructor(message: string) {
    super(message);
    this.name = 'StreamUnavailableError';
  }
}

/** Sign-in was refused: GraphQL errors or missing signAuth data. */
export class AuthError extends CcnlError {
  readonly code = 'AUTH_ERROR';
  constructor(message: string) {
    super(message);
    this.name = 'AuthError';
  }
}

export function isAbort(error: unknown, signal?: AbortSignal): boolean {
  if (signal?.aborted) return true;
  return error instanceof Error && (error.name === 'AbortError' || error instanceof AbortError);
}
