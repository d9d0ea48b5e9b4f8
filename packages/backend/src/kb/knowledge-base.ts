import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildPassages, type Passage } from './passages.js';
import { type Ccnl, ccnlSchema } from './schema.js';
import { terms } from './text.js';

export class KnowledgeBaseError extends Error {
  readonly code = 'KB_INVALID';
  constructor(message: string) {
    super(message);
    this.name = 'KnowledgeBaseError';
  }
}

interface ScoredPassage {
  passage: Passage;
  score: number;
}

export interface KnowledgeBase {
  agreements: Ccnl[];
  passages: Passage[];
  /** Passages ranked by relevance to the question, best first; only those sharing a term with it. */
  search(question: string, options?: { limit?: number }): ScoredPassage[];
}

/** Reads and validates one knowledge-base file; an error names the file and the field. */
function loadCcnlFile(file: string): Ccnl {
  let data: unknown;
  try {
    data = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new KnowledgeBaseError(`Knowledge base file ${file} cannot be read as JSON: ${reason}`);
  }
  const parsed = ccnlSchema.safeParse(data);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const field = issue?.path.length ? issue.path.join('.') : '(root)';
    throw new KnowledgeBaseError(
      `Knowledge base file ${file}: field "${field}" is invalid: ${issue?.message}`,
    );
  }
  return parsed.data;
}

// BM25 parameters: the usual values for short documents.
const K1 = 1.2;
const B = 0.75;
// Words that name the agreement match every passage of it; they choose the CCNL, not the passage.
const GENERIC_TERMS = new Set(terms('ccnl contratto collettivo nazionale lavoro dipendenti aziende'));

function createKnowledgeBase(agreements: Ccnl[], today: string): KnowledgeBase {
  const passages = agreements.flatMap((ccnl) => buildPassages(ccnl, today));
  const nameTerms = new Set([
    ...GENERIC_TERMS,
    ...agreements.flatMap((ccnl) => [...ccnl.aliases, ccnl.official_name].flatMap(terms)),
  ]);
  const docs = passages.map((passage) => {
    const frequencies = new Map<string, number>();
    const words = terms(`${passage.text} ${passage.article ?? ''}`);
    for (const word of words) frequencies.set(word, (frequencies.get(word) ?? 0) + 1);
    return { passage, frequencies, length: words.length };
  });
  const averageLength = docs.reduce((sum, doc) => sum + doc.length, 0) / Math.max(docs.length, 1);
  const documentFrequency = new Map<string, number>();
  for (const doc of docs)
    for (const word of doc.frequencies.keys())
      documentFrequency.set(word, (documentFrequency.get(word) ?? 0) + 1);
  const idf = (word: string) => {
    const df = documentFrequency.get(word) ?? 0;
    return Math.log(1 + (docs.length - df + 0.5) / (df + 0.5));
  };

  return {
    agreements,
    passages,
    search(question, options = {}) {
      const all = [...new Set(terms(question))];
      const specific = all.filter((word) => !nameTerms.has(word));
      // A question that only names the agreement ("CCNL Commercio?") is matched on the name itself.
      const query = specific.length ? specific : all;
      const scored: ScoredPassage[] = [];
      for (const doc of docs) {
        let score = 0;
        for (const word of query) {
          const tf = doc.frequencies.get(word);
          if (!tf) continue;
          score += (idf(word) * tf * (K1 + 1)) / (tf + K1 * (1 - B + (B * doc.length) / averageLength));
        }
        if (score > 0) scored.push({ passage: doc.passage, score });
      }
      scored.sort((a, b) => b.score - a.score);
      return options.limit ? scored.slice(0, options.limit) : scored;
    },
  };
}

/** Loads every `*.json` of the folder, in name order. A bad file stops start-up with its name and field. */
export function loadKnowledgeBase(dir: string, today = new Date().toISOString().slice(0, 10)): KnowledgeBase {
  let files: string[];
  try {
    files = readdirSync(dir)
      .filter((name) => name.endsWith('.json'))
      .sort();
  } catch {
    throw new KnowledgeBaseError(`Knowledge base folder ${dir} cannot be read`);
  }
  if (!files.length) throw new KnowledgeBaseError(`Knowledge base folder ${dir} has no .json files`);
  const agreements = files.map((name) => loadCcnlFile(join(dir, name)));
  const seen = new Set<string>();
  for (const [index, ccnl] of agreements.entries()) {
    if (seen.has(ccnl.id))
      throw new KnowledgeBaseError(
        `Knowledge base file ${join(dir, files[index] ?? '')}: field "id" repeats ${ccnl.id}`,
      );
    seen.add(ccnl.id);
  }
  return createKnowledgeBase(agreements, today);
}
