/** What every command runs with: its streams and environment, and what the error handler needs to know. */
export interface CliContext {
  env: Record<string, string | undefined>;
  stdin: NodeJS.ReadStream;
  stdout: NodeJS.WriteStream;
  stderr: NodeJS.WriteStream;
  debug: boolean;
  /** Aborted when stdout's reader goes away (EPIPE, as with `| head`): output stops, quietly. */
  outputClosed: AbortSignal;
  /** The server the command talks to, so that a network error can name it. */
  serverUrl?: string;
  /** The sales form of the trial-ended message (settings), once a command has read the settings. */
  salesFormUrl?: string;
}
