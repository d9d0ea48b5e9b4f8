import { z } from 'zod';
import type { KnowledgeBase } from '../kb/knowledge-base.js';
import { findLevel } from '../kb/pay.js';
import { readPlace } from '../reader/places.js';
import { INTENTS, type Intent, type Slots, type TypedRequest } from '../reader/request.js';
import { LlmError } from './chat-completions.js';
import type { LlmConfig } from './config.js';

/**
 * The model as a reader: it reads the question (with the conversation) into the same typed request as the
 * rule reader, through function calling — one tool per intent, the slots as arguments. It never gives a
 * figure of an answer: the engine computes them all. Any error, or a call that is not one valid tool call,
 * throws, and the caller falls back to the rule reader.
 */

const AMOUNT_KINDS = [
  'ral',
  'monthly_gross',
  'net',
  'superminimo',
  'hours',
  'inps',
  'irpef',
  'other',
] as const;
const INTENT_NAMES = Object.keys(INTENTS) as Intent[];

const argumentsSchema = z.strictObject({
  agreements: z.array(z.string().min(1).max(80)).max(6).optional(),
  level: z.string().min(1).max(20).optional(),
  job_description: z.string().max(400).optional(),
  date: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/)
    .optional(),
  tax_year: z.number().int().min(1990).max(2100).optional(),
  amounts: z
    .array(z.strictObject({ kind: z.enum(AMOUNT_KINDS), value: z.number().finite().nonnegative() }))
    .max(10)
    .optional(),
  payments: z.union([z.literal(12), z.literal(13), z.literal(14)]).optional(),
  municipality: z.string().max(60).optional(),
  region: z.string().max(60).optional(),
  part_time_percent: z.number().min(1).max(100).optional(),
  hire_date: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/)
    .optional(),
  months_worked: z.number().int().min(0).max(12).optional(),
  seniority_increments: z.number().int().min(0).max(30).optional(),
  seniority_years: z.number().min(0).max(60).optional(),
  spouse_dependent: z.boolean().optional(),
  children: z.number().int().min(0).max(20).optional(),
  also_asked: z
    .array(z.enum(INTENT_NAMES as [Intent, ...Intent[]]))
    .max(4)
    .optional(),
});
type Arguments = z.infer<typeof argumentsSchema>;

/** The JSON schema of the slots, the same for every tool. */
const PARAMETERS = {
  type: 'object',
  additionalProperties: false,
  properties: {
    agreements: {
      type: 'array',
      items: { type: 'string' },
      description: 'CCNL nominati o impliciti, come li scrive l’utente',
    },
    level: { type: 'string', description: 'livello di inquadramento (es. "4", "C3", "BS")' },
    job_description: { type: 'string', description: 'mansione descritta' },
    date: { type: 'string', description: 'data di riferimento AAAA-MM-GG' },
    tax_year: { type: 'integer' },
    amounts: {
      type: 'array',
      items: {
        type: 'object',
        properties: { kind: { type: 'string', enum: AMOUNT_KINDS }, value: { type: 'number' } },
        required: ['kind', 'value'],
      },
    },
    payments: { type: 'integer', enum: [12, 13, 14] },
    municipality: { type: 'string' },
    region: { type: 'string' },
    part_time_percent: { type: 'number' },
    hire_date: { type: 'string' },
    months_worked: { type: 'integer' },
    seniority_increments: { type: 'integer' },
    seniority_years: { type: 'number' },
    spouse_dependent: { type: 'boolean' },
    children: { type: 'integer' },
    also_asked: { type: 'array', items: { type: 'string', enum: INTENT_NAMES } },
  },
} as const;

export const READER_TOOLS = INTENT_NAMES.map((name) => ({
  type: 'function' as const,
  function: { name, description: INTENTS[name], parameters: PARAMETERS },
}));

const SYSTEM = [
  'Leggi la domanda di un consulente del lavoro italiano e chiama esattamente uno strumento: quello che corrisponde a ciò che chiede.',
  'Negli argomenti riporta solo ciò che la domanda (o la conversazione precedente, se è un seguito) dice: CCNL, livello, date, importi con il loro significato, comune, part-time, scatti, familiari.',
  'Non calcolare e non inventare cifre.',
].join(' ');

const responseSchema = z.object({
  choices: z
    .array(
      z.object({
        message: z.object({
          tool_calls: z
            .array(z.object({ function: z.object({ name: z.string(), arguments: z.string() }) }))
            .min(1),
        }),
      }),
    )
    .min(1),
});

export interface ModelReaderInput {
  kb: KnowledgeBase;
  message: string;
  history: readonly string[];
  categories: readonly number[];
  today: string;
}

/** A valid tool call as a typed request, its names resolved against the knowledge base. */
export function requestFromToolCall(input: ModelReaderInput, name: string, args: Arguments): TypedRequest {
  if (!(INTENT_NAMES as string[]).includes(name)) throw new LlmError(`Strumento sconosciuto: ${name}`);
  const known: number[] = [];
  const unknown: string[] = [];
  for (const named of args.agreements ?? []) {
    const found = input.kb.recognise(named)[0];
    if (found) known.push(found.id_categoria);
    else unknown.push(named);
  }
  const agreements = known.length
    ? [...new Set(known)]
    : input.categories.filter((id) => input.kb.byCategory(id));
  const slots: Slots = { agreements, unknownAgreements: unknown, amounts: args.amounts ?? [] };
  const ccnl = input.kb.byCategory(agreements[0] ?? -1);
  if (args.level) {
    const level = ccnl
      ? (ccnl.levels.find((l) => l.level === args.level)?.level ?? findLevel(ccnl, `livello ${args.level}`))
      : args.level;
    if (level) slots.level = level;
  }
  if (args.job_description) slots.jobDescription = args.job_description;
  if (args.date) slots.date = args.date;
  if (args.tax_year) slots.taxYear = args.tax_year;
  if (args.payments) slots.payments = args.payments;
  // The region comes from the municipality whatever the model says about it.
  Object.assign(
    slots,
    readPlace(args.municipality ?? args.region ?? '', args.municipality ? `a ${args.municipality}` : ''),
  );
  if (args.part_time_percent !== undefined) slots.partTimePercent = args.part_time_percent;
  if (args.hire_date) slots.hireDate = args.hire_date;
  if (args.months_worked !== undefined) slots.monthsWorked = args.months_worked;
  if (args.seniority_increments !== undefined) slots.seniorityIncrements = args.seniority_increments;
  if (args.seniority_years !== undefined) slots.seniorityYears = args.seniority_years;
  if (args.spouse_dependent || args.children !== undefined)
    slots.dependants = {
      ...(args.spouse_dependent ? { spouse: true } : {}),
      ...(args.children !== undefined ? { children: args.children } : {}),
    };
  const intent = name as Intent;
  return {
    intent:
      unknown.length &&
      !known.length &&
      !['gross_to_net', 'net_to_gross', 'tfr', 'payroll_rules', 'payslip_check'].includes(intent)
        ? 'agreement_not_covered'
        : intent,
    alsoAsked: (args.also_asked ?? []).filter((i) => i !== intent),
    slots,
    unanswerable: [],
    readBy: 'model',
  };
}

/** Reads the question with the model; throws on any error or invalid call. */
export async function readWithModel(
  config: LlmConfig,
  model: string,
  input: ModelReaderInput,
  signal: AbortSignal,
): Promise<TypedRequest> {
  const messages = [
    { role: 'system', content: `${SYSTEM} Oggi è il ${input.today}.` },
    ...input.history.slice(-4).map((content) => ({ role: 'user', content })),
    { role: 'user', content: input.message },
  ];
  const response = await fetch(`${config.url}/chat/completions`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${config.apiKey}` },
    body: JSON.stringify({ model, messages, tools: READER_TOOLS, tool_choice: 'required', temperature: 0 }),
    signal,
  });
  if (!response.ok) {
    await response.body?.cancel().catch(() => {});
    throw new LlmError(`Il modello ha risposto con lo stato ${response.status}`, response.status);
  }
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    throw new LlmError('Risposta del modello non leggibile');
  }
  const parsed = responseSchema.safeParse(body);
  if (!parsed.success) throw new LlmError('Il modello non ha chiamato uno strumento');
  const calls = parsed.data.choices[0]?.message.tool_calls ?? [];
  if (calls.length !== 1) throw new LlmError('Il modello ha chiamato più di uno strumento');
  const call = calls[0] as { function: { name: string; arguments: string } };
  let raw: unknown;
  try {
    raw = JSON.parse(call.function.arguments || '{}');
  } catch {
    throw new LlmError('Argomenti dello strumento non leggibili');
  }
  const args = argumentsSchema.safeParse(raw);
  if (!args.success) throw new LlmError('Argomenti dello strumento non validi');
  return requestFromToolCall(input, call.function.name, args.data);
}
