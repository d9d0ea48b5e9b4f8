/**
 * An overtime rule that sets its thresholds per kind of worker ("oltre 8 ore al giorno e 40 a settimana per chi
 * non convive, oltre 10 e 54 per i conviventi"): the pair of the kind the question is about. The day's figure
 * comes first, the week's second, as the rule writes them.
 */
const KIND_PAIR =
  /\boltre (\d+)(?: ore)?(?: al giorno)? e (\d+)(?: ore)?(?: (?:a|alla|per) settimana| settimanali)? per (chi non convive|i non conviventi|chi convive|i conviventi)\b/g;

type LimitScope = 'year' | 'week' | 'day';

/** The hours of `scope` the rule sets for a live-in worker (`cohabiting`) or a live-out one, if it tells them apart. */
export function workerKindHours(
  clause: string,
  scope: LimitScope,
  cohabiting: boolean | undefined,
): string | undefined {
  if (cohabiting === undefined || scope === 'year') return undefined;
  for (const m of clause.matchAll(KIND_PAIR)) {
    const liveIn = !/\bnon\b/.test(m[3] ?? '');
    if (liveIn === cohabiting) return scope === 'day' ? m[1] : m[2];
  }
  return undefined;
}
