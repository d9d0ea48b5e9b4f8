// The extraction worker (a Tinypool task): reads one received file within its limits. It runs in its own
// thread with a bounded heap, so a hostile file costs this thread, never the server's.
import { readFile } from 'node:fs/promises';
import { docxText } from './docx-text.ts';
import {
  type Extracted,
  type ExtractionResult,
  type ExtractionTask,
  Refusal,
  TextBudget,
  tidy,
} from './extraction.ts';
import { pdfText } from './pdf-text.ts';

/** A plain text file in paragraphs (blank-line separated). */
function plainText(data: Buffer, budget: TextBudget): Extracted {
  if (data.includes(0)) throw new Refusal('wrong_type');
  let decoded: string;
  try {
    decoded = new TextDecoder('utf-8', { fatal: true }).decode(data);
  } catch {
    throw new Refusal('wrong_type');
  }
  const text = budget.take(decoded.replace(/^\uFEFF/, ''));
  const blocks = tidy(text)
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean)
    .map((p, index) => ({ text: p, paragraph: index + 1 }));
  return { blocks, pages: 0, ocrPages: [], unreadPages: [] };
}

export default async function extract(task: ExtractionTask): Promise<ExtractionResult> {
  Atomics.store(task.started, 0, 1);
  try {
    const data = await readFile(task.path);
    const budget = new TextBudget(task.limits.maxChars);
    const document =
      task.kind === 'pdf'
        ? await pdfText(task.path, new Uint8Array(data), task.limits, budget)
        : task.kind === 'docx'
          ? await docxText(data, task.limits, budget)
          : plainText(data, budget);
    return { ok: true, document };
  } catch (error) {
    if (error instanceof Refusal) return { ok: false, reason: error.reason };
    // Anything else a library throws on a malformed file (a stack overflow included) is a bad file.
    return { ok: false, reason: 'unreadable' };
  }
}
