import { describe, expect, it } from 'vitest';
import { readQuestion } from '../reader/read.js';
import { testKb as kb, TEST_TODAY } from '../testing/agents.js';
import { requestFromToolCall } from './reader.js';
import {
  AMOUNT_ARGUMENTS,
  argumentsSchema,
  READER_TOOLS,
  SLOT_ARGUMENTS,
  type ToolArguments,
} from './reader-tools.js';

/**
 * The model's tools carry every slot of the typed request: a slot the rule reader fills and the model could
 * not give would be lost whenever the model reads the question (the hourly pay of "9 euro l'ora" was).
 */

interface JsonSchema {
  properties: Record<string, JsonSchema & { items?: JsonSchema }>;
}
const parameters = READER_TOOLS[0]?.function.parameters as unknown as JsonSchema;
const input = { kb, history: [], categories: [], today: TEST_TODAY, message: '' };

/** A tool call giving every argument. */
const everything: ToolArguments = {
  agreements: ['CCNL Commercio', 'CCNL Telecomunicazioni'],
  agreements_by_sector: true,
  level: '4',
  job_description: 'addetto alle vendite',
  date: '2026-03-01',
  tax_year: 2026,
  amounts: [
    { kind: 'ral', value: 30000 },
    { kind: 'other', value: 9.5, per_hour: true },
  ],
  payments: 14,
  municipality: 'Milano',
  region: 'Lombardia',
  part_time_percent: 50,
  hire_date: '2026-03-01',
  end_date: '2026-09-30',
  weekly_hours: 20,
  months_worked: 7,
  seniority_increments: 2,
  seniority_years: 5,
  overtime_kind: 'straordinario_notturno',
  contribution: 'fis',
  extra_hours: 3,
  employees: 20,
  cohabiting: true,
  spouse_dependent: true,
  children: 2,
  claim: { value: 26, unit: 'days' },
};

describe('the model reader’s tools', () => {
  it('offer an argument for every slot of the typed request, and the hourly mark on amounts', () => {
    const offered = Object.keys(parameters.properties);
    for (const [slot, argument] of Object.entries(SLOT_ARGUMENTS))
      expect(offered, `slot ${slot}`).toContain(argument);
    const amountFields = Object.keys(parameters.properties.amounts?.items?.properties ?? {});
    expect(amountFields.sort()).toEqual(Object.values(AMOUNT_ARGUMENTS).sort());
    expect(amountFields).toContain('per_hour');
    // Every tool offers the same arguments.
    for (const tool of READER_TOOLS)
      expect(tool.function.parameters).toBe(READER_TOOLS[0]?.function.parameters);
  });

  it('fill every slot when the model gives every argument', () => {
    const args = argumentsSchema.parse(everything);
    const { slots } = requestFromToolCall(input, 'overtime_value', args);
    for (const slot of Object.keys(SLOT_ARGUMENTS)) {
      const value = slots[slot as keyof typeof slots];
      expect(value, `slot ${slot}`).not.toBeUndefined();
      if (Array.isArray(value)) expect(value, `slot ${slot}`).not.toHaveLength(0);
    }
    expect(slots.amounts).toEqual([
      { kind: 'ral', value: 30000 },
      { kind: 'other', value: 9.5, perHour: true },
    ]);
    expect(slots.unknownAgreements).toEqual(['CCNL Telecomunicazioni']);
    expect(slots.province).toBe('MI');
  });

  it('give the request the rules read for the same question', () => {
    const question = 'Quanto pago di FIS per un dipendente con RAL 30.000, azienda con 20 dipendenti?';
    const byRules = readQuestion({ kb, message: question, today: TEST_TODAY });
    const args = argumentsSchema.parse({
      amounts: [{ kind: 'ral', value: 30000 }],
      contribution: 'fis',
      employees: 20,
    });
    const byModel = requestFromToolCall({ ...input, message: question }, 'employer_cost', args);
    expect(byModel).toEqual({ ...byRules, readBy: 'model' });
  });

  it('refuse values outside the request’s kinds', () => {
    for (const wrong of [
      { overtime_kind: 'straordinario_diurno' },
      { contribution: 'tfr' },
      { amounts: [{ kind: 'ral', value: 30000, per_hour: 'sì' }] },
      { amounts: [{ kind: 'ral', value: 30000, hourly: true }] },
      { weekly_hours: -4 },
      { end_date: '30/09/2026' },
    ])
      expect(argumentsSchema.safeParse(wrong).success, JSON.stringify(wrong)).toBe(false);
  });
});
