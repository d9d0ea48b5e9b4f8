// The eval's question files (eval/questions/*.json): one schema, checked at load, so a malformed question or a
// figure without its source stops the run instead of skewing the score.
import { readdirSync, readFileSync } from 'node:fs';
import { z } from 'zod';
import { INTENTS } from '../src/reader/request.ts';

export const AGENTS = ['main-agent', 'inquadra', 'confronta', 'calcolo'];
/** How the question is phrased: each intent needs all four. */
export const STYLES = ['professional', 'colloquial', 'typos', 'long'];

const fact = z.union([z.string().min(1), z.array(z.string().min(1)).min(1)]);
const published = z.strictObject({
  url: z.string().regex(/^https?:\/\//, 'un URL http(s)'),
  date: z.string().min(4, 'la data della pagina, o "data non indicata"'),
  note: z.string().optional(),
});
const recomputation = z.strictObject({
  rules: z.string().min(1),
  steps: z.array(z.string().min(1)).min(1),
  note: z.string().optional(),
});
/** A figure read from the document the question uploads (document_question). */
const uploaded = z.strictObject({ document: z.string().min(1), note: z.string().optional() });
const source = z.union([published, recomputation, uploaded]);

export const questionSchema = z
  .strictObject({
    id: z.string().regex(/^[a-z0-9-]+$/),
    intent: z.enum(Object.keys(INTENTS)),
    agent: z.enum(AGENTS),
    style: z.enum(STYLES),
    question: z.string().min(2),
    /** Earlier turns of the same conversation, asked first in the same session (not graded). */
    before: z.array(z.string().min(2)).optional(),
    /** The follow-up is one the product would suggest (a related question), not one the user typed. */
    suggested: z.boolean().optional(),
    categories: z.array(z.number().int().positive()).optional(),
    perimetri: z.array(z.number().int().positive()).optional(),
    payslip: z.record(z.string(), z.string()).optional(),
    /** A text document uploaded to the conversation before the first turn. */
    upload: z.strictObject({ name: z.string().regex(/\.txt$/), text: z.string().min(1) }).optional(),
    expect: z.enum(['answer', 'gap', 'clarify']).default('answer'),
    facts: z.array(fact),
    key: fact.optional(),
    level: z.union([z.string(), z.array(z.string())]).optional(),
    field: z.string().optional(),
    contradicting: z.array(z.strictObject({ figure: z.string(), why: z.string() })).optional(),
    agreement: z.string().optional(),
    topic: z.string().optional(),
    source: z.union([source, z.array(source).min(1)]).optional(),
    note: z.string().optional(),
    /** The day the question was asked (AAAA-MM-GG): what "now" and "this year" mean in it (see loadQuestions). */
    asked_on: z.iso.date().optional(),
  })
  .superRefine((q, ctx) => {
    const figures = [...q.facts.flat(), ...(q.contradicting ?? []).map((c) => c.figure)];
    if (figures.some((f) => /\d/.test(f)) && q.source === undefined)
      ctx.addIssue({ code: 'custom', message: 'una cifra attesa senza la sua fonte' });
    if (q.expect === 'answer' && q.facts.length === 0 && q.level === undefined)
      ctx.addIssue({ code: 'custom', message: 'una risposta attesa senza fatti né livello' });
    if (q.key !== undefined && !q.facts.some((f) => JSON.stringify(f) === JSON.stringify(q.key)))
      ctx.addIssue({ code: 'custom', message: 'la cifra chiave deve essere tra i fatti' });
  });

/** Parses and checks a list of questions; throws with every problem, each named by file and id. */
export function parseQuestions(entries, origin = 'domande') {
  const problems = [];
  const questions = [];
  entries.forEach((entry, index) => {
    const parsed = questionSchema.safeParse(entry);
    if (parsed.success) questions.push(parsed.data);
    else
      for (const issue of parsed.error.issues)
        problems.push(
          `${origin} ${entry?.id ?? `#${index}`}: ${issue.path.join('.') || '(domanda)'}: ${issue.message}`,
        );
  });
  const seen = new Set();
  for (const q of questions) {
    if (seen.has(q.id)) problems.push(`${origin} ${q.id}: id ripetuto`);
    seen.add(q.id);
  }
  if (problems.length) throw new Error(`domande non valide:\n${problems.join('\n')}`);
  return questions;
}

const dir = new URL('./questions/', import.meta.url);

/**
 * The day every question written before the eval carried its day was asked on: all of them were written against
 * the tables in force in November 2026 (the last such run, on 30 November, graded them as written), so a tranche
 * that starts later (Studi professionali and Vigilanza on 1 December 2026) or a new tax year does not regrade them.
 */
export const ASKED_BEFORE = '2026-11-30';

/** Every question of eval/questions/*.json, in file order. */
export function loadQuestions() {
  const files = readdirSync(dir)
    .filter((name) => name.endsWith('.json'))
    .sort();
  const all = files.flatMap((name) => {
    const file = JSON.parse(readFileSync(new URL(name, dir), 'utf8'));
    // A question is graded on the tables of the day it was asked: its own day, its file's, else ASKED_BEFORE.
    return file.questions.map((q) => ({ asked_on: file.asked_on ?? ASKED_BEFORE, ...q, file: name }));
  });
  return parseQuestions(
    all.map(({ file, ...q }) => q),
    'eval/questions',
  );
}
