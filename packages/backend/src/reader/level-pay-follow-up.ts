import type { Amount, Slots } from './request.js';

/** Figures read off a level's own table: a pay the conversation gave for one level is not another level's. */
const LEVEL_TABLE_INTENTS: ReadonlySet<string> = new Set([
  'hourly_rate',
  'minimum_pay',
  'overtime_value',
  'thirteenth_pro_rata',
  'part_time',
  'gross_to_net',
]);

/**
 * "4° livello: 1.818,75 € al mese, 10,83 € l'ora" then "e per il custode al 6° livello?": a follow-up that moves
 * to another level asks that level's table, so the earlier turn's pay does not carry over and get the new
 * level's name. Only the amounts the turn states itself stay (and the hours, which are the week's, not the pay).
 */
export function withoutOtherLevelPay(
  intent: string,
  earlier: Slots,
  own: Slots,
  amounts: readonly Amount[],
): Amount[] | undefined {
  if (!LEVEL_TABLE_INTENTS.has(intent)) return undefined;
  if (own.level === undefined || earlier.level === undefined || own.level === earlier.level) return undefined;
  if (own.amounts.some((a) => a.kind !== 'hours')) return undefined;
  const kept = amounts.filter((a) => a.kind === 'hours');
  return kept.length === amounts.length ? undefined : kept;
}
