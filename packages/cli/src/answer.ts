import { readFile } from 'node:fs/promises';
import { basename } from 'node:path';
import {
  type AgentName,
  ApiError,
  agentPayloadSchema,
  type Riferimento,
  resolveConfig,
  validateUpload,
} from '@ccnl/core';
import type { Api } from './api.js';
import { UsageError } from './errors.js';
import { cli } from './strings.js';

export interface Question {
  text: string;
  agent: AgentName;
  /** Continue this conversation; a new one is created when absent. */
  sessionId?: string | undefined;
  categories: number[];
  parameters: number[];
  files?: readonly LocalFile[];
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
 * One question, one streamed answer, through core's API client: the conversation is created first when there
 * is none, the attachments are uploaded into it, and the answer is sent to `onChunk` as it arrives.
 */
export async function answerQuestion(
  api: Api,
  userId: string,
  question: Question,
  options: AnswerOptions,
): Promise<Answer> {
  const { signal } = options;
  let sessionId = question.sessionId;
  const answer: Answer = {
    session_id: sessionId ?? '',
    agent: question.agent,
    question: question.text,
    answer: '',
    categories: question.categories,
    parameters: question.parameters,
    riferimenti: [],
    relatedQuestions: [],
    interrupted: false,
  };
  try {
    sessionId ??= await api.createEmptySession(userId, { signal });
    answer.session_id = sessionId;
    let vectorStoreId: string | null = null;
    if (question.files?.length) {
      vectorStoreId = (await api.uploadDocuments(sessionId, question.files, { signal })).vector_store_id;
    }
    await options.onSession?.(sessionId);
    const payload = agentPayloadSchema.parse({
      message: question.text,
      user_id: userId,
      session_id: sessionId,
      agent_name: question.agent,
      categories: question.categories,
      perimetri_lavoro: question.parameters,
      vector_store_id: vectorStoreId,
    });
    for await (const chunk of api.streamAgent(payload, { signal })) {
      if (signal.aborted) break;
      answer.answer += chunk;
      await options.onChunk?.(chunk);
    }
  } catch (error) {
    if (!signal.aborted) {
      // The server answers 404 for a conversation that is not the user's, exactly like a missing one.
      if (question.sessionId && error instanceof ApiError && error.status === 404) {
        throw new UsageError(cli.ask.sessionNotFound(question.sessionId));
      }
      throw error;
    }
  }
  answer.interrupted = signal.aborted;
  if (options.extras && !signal.aborted && sessionId) {
    // Like the chat's list loads, a failed extra ends silently: the answer itself is what matters.
    const [riferimenti, related] = await Promise.all([
      api.riferimenti(sessionId, { signal }).catch(() => []),
      api.relatedQuestions(sessionId, { signal }).catch(() => []),
    ]);
    answer.riferimenti = riferimenti;
    answer.relatedQuestions = related;
  }
  return answer;
}

/** The references and related questions of an answer, as Markdown sections. */
export function extrasMarkdown(answer: Pick<Answer, 'riferimenti' | 'relatedQuestions'>): string {
  const parts: string[] = [];
  if (answer.riferimenti.length) {
    const lines = answer.riferimenti.map((ref) => `- ${referenceLine(ref)}`);
    parts.push(`## ${cli.ask.referencesTitle}\n\n${lines.join('\n')}`);
  }
  if (answer.relatedQuestions.length) {
    const lines = answer.relatedQuestions.map((question) => `- ${question}`);
    parts.push(`## ${cli.ask.relatedTitle}\n\n${lines.join('\n')}`);
  }
  return parts.join('\n\n');
}

/** One reference in one line: agreement, article, text, source and its date. */
export function referenceLine(ref: Riferimento): string {
  const head = [ref.ccnl, ref.article].filter(Boolean).join(', ');
  const text = ref.text ? ` — ${ref.text}` : '';
  const source = ref.source_url
    ? ` (${ref.source_url}${ref.source_date ? `, ${ref.source_date}` : ''})`
    : ref.source_date
      ? ` (${ref.source_date})`
      : '';
  return `${head}${text}${source}`;
}
