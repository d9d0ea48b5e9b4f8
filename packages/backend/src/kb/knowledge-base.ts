import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { z } from 'zod';
import { type SurchargeTables, surchargeTablesSchema } from '../payroll/surcharges.js';
import { buildPassages, type Passage } from './passages.js';
import { type Ccnl, ccnlSchema } from './schema.js';
import { createSearchIndex, type Scored } from './search-index.js';
import { normalise, terms } from './text.js';

export class KnowledgeBaseError extends Error {
  readonly code = 'KB_INVALID';
  constructor(message: string) {
    super(message);
    this.name = 'KnowledgeBaseError';
  }
}

export interface KnowledgeBase {
  /** In `id_categoria` order. */
  agreements: Ccnl[];
  passages: Passage[];
  /** IRPEF surcharge rates of some regions and cities (`tax/irpef-surcharges.json`). */
  surcharges: SurchargeTables;
  byCategory(idCategoria: number): Ccnl | undefined;
  byId(id: string): Ccnl | undefined;
  /**
   * The agreements a text names: those named by name or alias first, then those named by a keyword of their
   * sector ("colf", "alberghi"). Empty when the text names none.
   */
  recognise(text: string): Ccnl[];
  /** Passages ranked by relevance, best first, only those sharing a term with the question. */
  search(question: string, options?: { ccnlIds?: readonly string[]; limit?: number }): Scored<Passage>[];
}

function readJson(file: string): unknown {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new KnowledgeBaseError(`Knowledge base file ${file} cannot be read as JSON: ${reason}`);
  }
}

function validate<T>(file: string, schema: z.ZodType<T>, data: unknown): T {
  const parsed = schema.safeParse(data);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  const field = issue?.path.length ? issue.path.join('.') : '(root)';
  throw new KnowledgeBaseError(`Knowledge base file ${file}: field "${field}" is invalid: ${issue?.message}`);
}

/** Reads and validates one knowledge-base file; an error names the file and the field. */
function loadCcnlFile(file: string): Ccnl {
  return validate(file, ccnlSchema, readJson(file));
}

const SURCHARGES_FILE = join('tax', 'irpef-surcharges.json');

/** The stemmed words of a name, without the words every agreement shares. */
const GENERIC_WORDS = 'ccnl contratto collettivo nazionale lavoro';
const GENERIC = new Set(terms(GENERIC_WORDS));
const GENERIC_WORD = new Set(normalise(GENERIC_WORDS).split(' '));
const APPLIES = new Set(terms('ccnl contratto'));
// Dropped as words, not as stems: "inserimento lavorativo" keeps its "lavorativo" (the stem of "lavoro"), or
// the bare "inser" would name the Cooperative sociali in "inseriamo in linea un addetto".
function nameTerms(name: string): string[] {
  return terms(
    normalise(name)
      .split(' ')
      .filter((w) => !GENERIC_WORD.has(w))
      .join(' '),
  );
}

/** Where `needle` occurs in `haystack`, as [start, end) word spans. */
function sequenceSpans(haystack: string[], needle: string[]): [number, number][] {
  const spans: [number, number][] = [];
  if (!needle.length) return spans;
  outer: for (let i = 0; i + needle.length <= haystack.length; i++) {
    for (let j = 0; j < needle.length; j++) if (haystack[i + j] !== needle[j]) continue outer;
    spans.push([i, i + needle.length]);
  }
  return spans;
}

function createKnowledgeBase(agreements: Ccnl[], surcharges: SurchargeTables): KnowledgeBase {
  const passages = agreements.flatMap(buildPassages);
  const index = createSearchIndex(passages, (p) => `${p.text} ${p.article ?? ''}`);
  const names = agreements.map((ccnl) => ({
    ccnl,
    strong: [ccnl.short_name, ...ccnl.aliases].map(nameTerms).filter((t) => t.length),
    weak: ccnl.keywords.map(nameTerms).filter((t) => t.length),
  }));
  // Words that name an agreement choose the agreement, not the passage.
  const ignore = new Set([...GENERIC, ...names.flatMap((n) => [...n.strong, ...n.weak].flat())]);

  return {
    agreements,
    passages,
    surcharges,
    byCategory: (idCategoria) => agreements.find((ccnl) => ccnl.id_categoria === idCategoria),
    byId: (id) => agreements.find((ccnl) => ccnl.id === id),
    recognise(text) {
      // ("la vigilia di Natale", "il vigile urbano" stem like "vigilanza": never the security agreement; "la
      // pneumatica", "valvole pneumatiche" are a machine's compressed air, not the tyres of the rubber agreement.)
      const words = terms(text.replace(/\bvigil(?:ia|ie|e|i)\b|\bpneumatic(?:a|he)\b/gi, ' '));
      const spans = names.map((n) => n.strong.flatMap((name) => sequenceSpans(words, name)));
      // The most specific name wins: "Commercio Confesercenti" names Confesercenti, not the "Commercio"
      // inside it, so a match lying wholly inside another agreement's longer match is dropped.
      const inside = ([s, e]: [number, number], i: number) =>
        spans.some((other, j) => j !== i && other.some(([os, oe]) => os <= s && e <= oe && oe - os > e - s));
      // The agreement said to apply ("col contratto turismo federalberghi", "CCNL FIPE") comes before one
      // only named in the job ("seguo la ristorazione dell'albergo").
      const applied = (i: number) => spans[i]?.some(([s]) => s > 0 && APPLIES.has(words[s - 1] as string));
      const strong = names
        .map((n, i) => ({ n, i }))
        .filter(({ i }) => spans[i]?.some((span) => !inside(span, i)))
        .sort((a, b) => Number(applied(b.i)) - Number(applied(a.i)))
        .map(({ n }) => n);
      const weak = names.filter(
        (n, i) =>
          !strong.includes(n) &&
          n.weak.some((name) => sequenceSpans(words, name).some((span) => !inside(span, i))),
      );
      return [...strong, ...weak].map((n) => n.ccnl);
    },
    search(question, options = {}) {
      const ids = options.ccnlIds;
      const ranked = index.search(question, {
        ignore,
        ...(ids?.length ? { filter: (p: Passage) => p.ccnlId !== null && ids.includes(p.ccnlId) } : {}),
      });
      return options.limit ? ranked.slice(0, options.limit) : ranked;
    },
  };
}

/** Loads every `*.json` of the folder. A bad file stops start-up with its name and field. */
export function loadKnowledgeBase(dir: string): KnowledgeBase {
  let files: string[];
  try {
    files = readdirSync(dir)
      .filter((name) => name.endsWith('.json'))
      .sort();
  } catch {
    throw new KnowledgeBaseError(`Knowledge base folder ${dir} cannot be read`);
  }
  if (!files.length) throw new KnowledgeBaseError(`Knowledge base folder ${dir} has no .json files`);
  const loaded = files.map((name) => ({ file: join(dir, name), ccnl: loadCcnlFile(join(dir, name)) }));
  for (const field of ['id', 'id_categoria'] as const) {
    const seen = new Map<string | number, string>();
    for (const { file, ccnl } of loaded) {
      const other = seen.get(ccnl[field]);
      if (other)
        throw new KnowledgeBaseError(
          `Knowledge base file ${file}: field "${field}" repeats ${ccnl[field]} of ${other}`,
        );
      seen.set(ccnl[field], file);
    }
  }
  const surchargesFile = join(dir, SURCHARGES_FILE);
  const surcharges = validate(surchargesFile, surchargeTablesSchema, readJson(surchargesFile));
  return createKnowledgeBase(
    loaded.map((l) => l.ccnl).sort((a, b) => a.id_categoria - b.id_categoria),
    surcharges,
  );
}
