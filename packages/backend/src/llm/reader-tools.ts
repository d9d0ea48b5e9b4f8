import { z } from 'zod';
import { CONTRIBUTION_KINDS } from '../reader/contributions.js';
import {
  AMOUNT_KINDS,
  type Amount,
  INTENTS,
  type Intent,
  OVERTIME_KINDS,
  type Slots,
} from '../reader/request.js';

/**
 * The tools the model reads a question with: one per intent, all with the same arguments, which are the slots
 * of the typed request. One zod schema is both what a tool call is validated against and, turned into JSON
 * schema, what the model is offered; `SLOT_ARGUMENTS` ties every slot of `Slots` to its argument, so a slot
 * added to the request does not typecheck until the tools carry it.
 */

export const INTENT_NAMES = Object.keys(INTENTS) as [Intent, ...Intent[]];

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

const amountSchema = z.strictObject({
  kind: z.enum(AMOUNT_KINDS).describe('che cosa è l’importo'),
  value: z.number().finite().nonnegative(),
  per_hour: z.boolean().optional().describe('l’importo è una paga oraria ("9 euro l’ora", "8,50 €/h")'),
});

export const argumentsSchema = z.strictObject({
  agreements: z
    .array(z.string().min(1).max(80))
    .max(6)
    .optional()
    .describe('CCNL nominati o impliciti, come li scrive l’utente'),
  agreements_by_sector: z
    .boolean()
    .optional()
    .describe('i CCNL sono dedotti dal settore o dal luogo di lavoro ("studio di avvocati"), non nominati'),
  level: z.string().min(1).max(20).optional().describe('livello di inquadramento (es. "4", "C3", "BS")'),
  job_description: z.string().max(400).optional().describe('mansione descritta'),
  date: isoDate.optional().describe('data di riferimento AAAA-MM-GG'),
  tax_year: z.number().int().min(1990).max(2100).optional(),
  amounts: z.array(amountSchema).max(10).optional(),
  payments: z
    .union([z.literal(12), z.literal(13), z.literal(14)])
    .optional()
    .describe('numero di mensilità'),
  municipality: z.string().max(60).optional().describe('comune (provincia e regione si ricavano da qui)'),
  region: z.string().max(60).optional(),
  part_time_percent: z.number().min(1).max(100).optional(),
  hire_date: isoDate.optional().describe('data di assunzione AAAA-MM-GG'),
  end_date: isoDate.optional().describe('ultimo giorno di lavoro (dimissioni, licenziamento) AAAA-MM-GG'),
  weekly_hours: z.number().positive().max(80).optional().describe('ore di lavoro settimanali'),
  months_worked: z.number().int().min(0).max(12).optional(),
  seniority_increments: z.number().int().min(0).max(30).optional(),
  seniority_years: z.number().min(0).max(60).optional(),
  overtime_kind: z.enum(OVERTIME_KINDS).optional().describe('straordinario, lavoro notturno o festivo'),
  contribution: z
    .enum(CONTRIBUTION_KINDS)
    .optional()
    .describe('contributo chiesto da solo (FIS, CIGS, INAIL, fondo pensione…)'),
  extra_hours: z
    .number()
    .positive()
    .max(200)
    .optional()
    .describe('quante ore di straordinario, notturno o festivo si chiede di valutare'),
  employees: z.number().int().min(1).max(100000).optional().describe('dipendenti dell’azienda'),
  cohabiting: z.boolean().optional().describe('lavoro domestico convivente'),
  spouse_dependent: z.boolean().optional(),
  children: z.number().int().min(0).max(20).optional(),
  also_asked: z.array(z.enum(INTENT_NAMES)).max(4).optional(),
  claim: z
    .object({
      value: z.number().nonnegative(),
      unit: z.enum(['euro', 'days', 'hours', 'percent', 'months', 'weeks', 'payments']),
    })
    .optional()
    .describe('la cifra che l’utente crede vera e chiede di confermare («le ferie sono 30 giorni, è vero?»)'),
});
export type ToolArguments = z.infer<typeof argumentsSchema>;

/**
 * The argument each slot of the typed request is read from (one argument may feed several slots); the tools'
 * test checks each is offered and filled.
 * @internal
 */
export const SLOT_ARGUMENTS: { readonly [K in keyof Required<Slots>]: keyof ToolArguments } = {
  agreements: 'agreements',
  // Names the knowledge base does not hold.
  unknownAgreements: 'agreements',
  agreementsBySector: 'agreements_by_sector',
  level: 'level',
  jobDescription: 'job_description',
  date: 'date',
  taxYear: 'tax_year',
  amounts: 'amounts',
  payments: 'payments',
  municipality: 'municipality',
  // The province and the region come from the municipality, whatever the model says of them.
  province: 'municipality',
  region: 'region',
  partTimePercent: 'part_time_percent',
  hireDate: 'hire_date',
  endDate: 'end_date',
  weeklyHours: 'weekly_hours',
  monthsWorked: 'months_worked',
  seniorityIncrements: 'seniority_increments',
  seniorityYears: 'seniority_years',
  overtimeKind: 'overtime_kind',
  contribution: 'contribution',
  extraHours: 'extra_hours',
  employees: 'employees',
  cohabiting: 'cohabiting',
  dependants: 'children',
  claim: 'claim',
};

/**
 * The same for an amount's fields.
 * @internal
 */
export const AMOUNT_ARGUMENTS: {
  readonly [K in keyof Required<Amount>]: keyof z.infer<typeof amountSchema>;
} = {
  kind: 'kind',
  value: 'value',
  perHour: 'per_hour',
};

/** The amounts of a tool call as the request's. */
export const amountsFrom = (args: ToolArguments): Amount[] =>
  (args.amounts ?? []).map(({ kind, value, per_hour }) => ({
    kind,
    value,
    ...(per_hour ? { perHour: true } : {}),
  }));

/** The JSON schema of the arguments, the same for every tool. */
const { $schema: _dialect, ...parameters } = z.toJSONSchema(argumentsSchema);
const TOOL_PARAMETERS = parameters;

export const READER_TOOLS = INTENT_NAMES.map((name) => ({
  type: 'function' as const,
  function: { name, description: INTENTS[name], parameters: TOOL_PARAMETERS },
}));
