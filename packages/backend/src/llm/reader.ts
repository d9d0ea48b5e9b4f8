import { z } from 'zod';
import type { KnowledgeBase } from '../kb/knowledge-base.js';
import { findLevel } from '../kb/pay.js';
import { readPlace } from '../reader/places.js';
import type { Intent, Slots, TypedRequest } from '../reader/request.js';
import { LlmError } from './chat-completions.js';
import type { LlmConfig } from './config.js';
import {
  amountsFrom,
  argumentsSchema,
  INTENT_NAMES,
  READER_TOOLS,
  type ToolArguments,
} from './reader-tools.js';

/**
 * The model as a reader: it reads the question (with the conversation) into the same typed request as the
 * rule reader, through function calling — one tool per intent, the slots as arguments. It never gives a
 * figure of an answer: the engine computes them all. Any error, or a call that is not one valid tool call,
 * throws, and the caller falls back to the rule reader.
 */

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
export function requestFromToolCall(
  input: ModelReaderInput,
  name: string,
  args: ToolArguments,
): TypedRequest {
  if (!(INTENT_NAMES as readonly string[]).includes(name))
    throw new LlmError(`Strumento sconosciuto: ${name}`);
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
  const slots: Slots = { agreements, unknownAgreements: unknown, amounts: amountsFrom(args) };
  if (args.agreements_by_sector && known.length) slots.agreementsBySector = true;
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
  if (args.end_date) slots.endDate = args.end_date;
  if (args.weekly_hours !== undefined) slots.weeklyHours = args.weekly_hours;
  if (args.months_worked !== undefined) slots.monthsWorked = args.months_worked;
  if (args.seniority_increments !== undefined) slots.seniorityIncrements = args.seniority_increments;
  if (args.seniority_years !== undefined) slots.seniorityYears = args.seniority_years;
  if (args.overtime_kind) slots.overtimeKind = args.overtime_kind;
  if (args.contribution) slots.contribution = args.contribution;
  if (args.extra_hours !== undefined) slots.extraHours = args.extra_hours;
  if (args.employees !== undefined) slots.employees = args.employees;
  if (args.cohabiting !== undefined) slots.cohabiting = args.cohabiting;
  if (args.claim) slots.claim = { value: args.claim.value, unit: args.claim.unit };
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
