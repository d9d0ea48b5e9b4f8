import { once } from 'node:events';
import type { PassThrough } from 'node:stream';
import { texts } from '@ccnl/core';

/** Why an answer stopped before its end. */
export type StopReason =
  /** The client closed the connection: nothing more can reach it. */
  | 'client-left'
  /** The user asked to stop it (the stop route, on this replica or another). */
  | 'stopped'
  /** The server is shutting down. */
  | 'shutdown';

/** How often an answer in progress is saved: a crash loses at most this much of it. */
export const SAVE_EVERY_MS = 1_000;

/** What the stored answer and the client get when an answer is cut: the catalogue's '[Generazione interrotta]'. */
export const INTERRUPTED = texts.chat.interrupted;

/** The text of an answer cut after `sent`, as the client's own stop shows it. */
export function interruptedText(sent: string): string {
  return `${sent}\n\n${INTERRUPTED}`;
}

export interface AnswerStore {
  /** Saves the text so far (the answer still streaming). */
  progress(text: string): Promise<void>;
  /** Saves the final text, with its references. */
  finish(text: string): Promise<void>;
  /** Nothing was sent: the answer's placeholder goes. */
  discard(): Promise<void>;
}

export interface StreamAnswerOptions {
  pieces: AsyncIterable<string>;
  body: PassThrough;
  controller: AbortController;
  store: AnswerStore;
  /** Reports a save that failed (the answer goes on streaming). */
  onSaveError: (error: unknown) => void;
  now?: () => number;
}

/**
 * Streams an answer to `body`, saving it as it goes (at most every second, and at the end), so that a
 * crash loses at most the last second. An answer stopped midway (stop route, shutdown, client gone) is
 * stored with '[Generazione interrotta]', which a client still reading also receives before the end; one
 * stopped before its first piece is dropped, and a client still reading sees the stream fail.
 */
export async function streamAnswer(options: StreamAnswerOptions): Promise<void> {
  const { pieces, body, controller, store } = options;
  const { signal } = controller;
  const now = options.now ?? Date.now;
  let sent = '';
  let lastSave = now();
  let saving: Promise<void> | undefined;
  // Saves run beside the stream, one at a time; a piece that arrives while one runs waits for the next.
  const saveProgress = () => {
    if (saving || now() - lastSave < SAVE_EVERY_MS) return;
    lastSave = now();
    const text = sent;
    saving = store
      .progress(text)
      .catch(options.onSaveError)
      .finally(() => {
        saving = undefined;
      });
  };
  const write = async (chunk: string) => {
    if (signal.aborted || body.destroyed) return false;
    if (!body.write(chunk)) await once(body, 'drain', { signal });
    return true;
  };

  try {
    for await (const piece of pieces) {
      if (!(await write(piece))) break;
      sent += piece;
      saveProgress();
    }
  } catch (error) {
    // An abort while waiting is the client leaving, a stop or the server stopping: a normal end.
    if (!signal.aborted) throw error;
  } finally {
    await saving;
    const reason = signal.aborted ? (signal.reason as StopReason) : undefined;
    const clientReading = reason !== undefined && reason !== 'client-left' && !body.destroyed;
    try {
      if (!sent) {
        // Nothing delivered: for a client still reading this is a failure, never an empty answer.
        if (clientReading) body.destroy(new Error(`answer ${reason} before its first words`));
        await store.discard().catch(options.onSaveError);
      } else if (reason) {
        const cut = interruptedText(sent);
        if (clientReading) body.write(cut.slice(sent.length));
        await store.finish(cut).catch(options.onSaveError);
      } else {
        await store.finish(sent).catch(options.onSaveError);
      }
    } finally {
      if (!body.destroyed) body.end();
    }
  }
}
