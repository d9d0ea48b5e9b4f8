import { runAgent } from '../agents/agents.js';
import type { AgentContext } from '../agents/context.js';
import { loadConfig } from '../config.js';
import { loadKnowledgeBase } from '../kb/knowledge-base.js';

/** The knowledge base as shipped, and its directory (payroll data, surcharge tables). */
export const testKbDir = loadConfig({}).kbDir;
export const testKb = loadKnowledgeBase(testKbDir);

/** The date the agents' tests answer at: tables and tranches are read as of this day. */
export const TEST_TODAY = '2026-11-22';

/** An agent's context for `message`: no selections, documents or payslip fields unless `extra` gives them. */
export function agentContext(message: string, extra: Partial<AgentContext> = {}): AgentContext {
  return {
    kb: testKb,
    message,
    categories: [],
    perimetri: [],
    documents: [],
    payslip: {},
    today: TEST_TODAY,
    ...extra,
  };
}

/** Asks an agent directly, with `agentContext(message, extra)`. */
export function askAgent(agent: string, message: string, extra: Partial<AgentContext> = {}) {
  return runAgent(agent, agentContext(message, extra));
}

let uploads = 0;
/**
 * The context part of a text document uploaded before the question ("busta.txt" and its text). Each upload has
 * its own id, as in storage: a document id always names the same text (kb/documents.ts keeps indexes by id).
 */
export const withUpload = (fileName: string, text: string): Pick<AgentContext, 'documents'> => ({
  documents: [{ fileId: `upload-${++uploads}-${fileName}`, fileName, text }],
});

/** An answer's first line. */
export const openingLine = (text: string): string => text.split('\n')[0] ?? '';

/** The first three non-empty lines, as a reader sees the opening of an answer. */
export const openingLines = (text: string): string =>
  text
    .split('\n')
    .filter((l) => l.trim())
    .slice(0, 3)
    .join('\n');
