import { readFile } from 'node:fs/promises';
import { basename } from 'node:path';
import {
  type AgentName,
  ApiError,
  agentPayloadSchema,
  type Riferimento,
  resolveConfig,
  runTurn,
  validateUpload,
} from '@ccnl/core';
import { answerSources } from '@ccnl/core/answer';
import { cliTexts as cli } from '@ccnl/core/strings';
import type { Api } from './api.js';
import { UsageError } from './errors.js';

export interface Question {
  text: string;
  agent: AgentName;
  /** Continue this conversation; a new one is created when absent. */
  sessionId?: string | undefined;
  categories: number[];
  parameters: number[];
  files?: readonly LocalFile[];
  /** The question asked again after a payslip field changed (spec §3 modify mode). */
  modifying?: boolean;
}

export interface Answer {
  session_id: string;
  agent: AgentName;
  question: string;
  answer: string;
  categories: number[];
  parameters: number[];
  riferimenti: Riferimento[];
  relatedQuestions: string[];
  /** Stopped before the end (Ctrl-C, closed stdout): `answer` is what arrived. */
  interrupted: boolean;
}

export interface LocalFile {
  name: string;
  size: number;
  data: Blob;
}

/** Reads the files to attach and checks them with core's upload rules (spec §5) before anything is sent. */
export async function readAttachments(paths: readonly string[]): Promise<LocalFile[]> {
  const files: LocalFile[] = [];
  for (const path of paths) {
    let bytes: Buffer;
    try {
      bytes = await readFile(path);
    } catch (error) {
      const reason = (error as NodeJS.ErrnoException).code ?? String(error);
      throw new UsageError(cli.ask.unreadableFile(path, reason));
    }
    files.push({ name: basename(path), size: bytes.byteLength, data: new Blob([new Uint8Array(bytes)]) });
  }
  const check = validateUpload([], files, resolveConfig().upload);
  if (!check.ok) throw new UsageError(check.error);
  return files;
}

export function checkQuestionLength(text: string): void {
  const max = agentPayloadSchema.shape.message.maxLength;
  if (max !== null && text.length > max) throw new UsageError(cli.ask.tooLong(max));
}

interface AnswerOptions {
  signal: AbortSignal;
  /** Each decoded chunk, as it arrives; awaited, so that a slow reader holds the stream back. */
  onChunk?: (chunk: string) => Promise<void> | void;
  /** Called once the conversation exists, before the answer streams. */
  onSession?: (sessionId: string) => Promise<void> | void;
  /** Also fetch the answer's references and related questions. */
  extras: boolean;
}

/**
 * One question, one streamed answer, through core's turn (the same the chat store runs): the conversation is
 * created first when there is none, the attachments are uploaded into it, and the answer is sent to
 * `onChunk` as it arrives. In the Iterazioni tier the product server meters the answer as it forwards it.
 */
export async function answerQuestion(
  api: Api,
  userId: string,
  question: Question,
  options: AnswerOptions,
): Promise<Answer> {
  const { signal } = options;
  const answer: Answer = {
    session_id: question.sessionId ?? '',
    agent: question.agent,
    question: question.text,
    answer: '',
    categories: question.categories,
    parameters: question.parameters,
    riferimenti: [],
    relatedQuestions: [],
    interrupted: false,
  };
  const turn = runTurn(
    api,
    {
      userId,
      question: question.text,
      agent: question.agent,
      sessionId: question.sessionId ?? null,
      categories: question.categories,
      perimetri: question.parameters,
      ...(question.files?.length ? { files: question.files } : {}),
      ...(question.modifying ? { modifying: true } : {}),
    },
    signal,
  );
  for await (const event of turn) {
    switch (event.type) {
      case 'session':
        answer.session_id = event.sessionId;
        await options.onSession?.(event.sessionId);
        break;
      case 'chunk':
        answer.answer += event.text;
        await options.onChunk?.(event.text);
        break;
      case 'cancelled':
        answer.interrupted = true;
        break;
      case 'error':
        // The server answers 404 for a conversation that is not the user's, exactly like a missing one.
        if (question.sessionId && event.error instanceof ApiError && event.error.status === 404) {
          throw new UsageError(cli.ask.sessionNotFound(question.sessionId));
        }
        throw event.error;
    }
  }
  if (options.extras && !answer.interrupted && answer.session_id) {
    // Like the chat's list loads, a failed extra ends silently: the answer itself is what matters.
    const [riferimenti, related] = await Promise.all([
      api.riferimenti(answer.session_id, { signal }).catch(() => []),
      api.relatedQuestions(answer.session_id, { signal }).catch(() => []),
    ]);
    answer.riferimenti = riferimenti;
    answer.relatedQuestions = related;
  }
  return answer;
}

/**
 * The references and related questions of an answer (`text`, as the backend wrote it), as Markdown sections;
 * the references numbered as the text cites them.
 */
export function extrasMarkdown(
  text: string,
  answer: Pick<Answer, 'riferimenti' | 'relatedQuestions'>,
): string {
  const parts: string[] = [];
  if (answer.riferimenti.length) {
    const lines = referenceLines(text, answer.riferimenti).map((line) => `- ${line}`);
    parts.push(`## ${cli.ask.referencesTitle}\n\n${lines.join('\n')}`);
  }
  if (answer.relatedQuestions.length) {
    const lines = answer.relatedQuestions.map((question) => `- ${question}`);
    parts.push(`## ${cli.ask.relatedTitle}\n\n${lines.join('\n')}`);
  }
  return parts.join('\n\n');
}

/**
 * An answer's sources one line each, by core's rule (the answer's own "Fonti" list merged with its stored
 * references, each page once): "[n]" is the number the text cites it by, the cited ones first.
 */
export function referenceLines(text: string, riferimenti: readonly Riferimento[]): string[] {
  return answerSources(text, riferimenti).sources.map((source) => {
    const head = [source.ccnl, source.article].filter(Boolean).join(', ');
    const said = source.text ? ` — ${source.text}` : '';
    const where = [source.url, source.date].filter(Boolean).join(', ');
    return `[${source.number}] ${head}${said}${where ? ` (${where})` : ''}`;
  });
}
