import { houseworkLevel } from './housework-level.js';
import type { Slots } from './request.js';

/**
 * "E la baby sitter che viene il pomeriggio? Quanto è il minimo all'ora per lei?" after a question on the colf at
 * level B paid 6,68 € an hour: the follow-up names another of the family's workers, so neither the colf's level
 * nor the colf's pay carries to her. Her level is read from her own work (a child minder is BS, a carer by the
 * person's condition, a housekeeper by her experience), or left for the answer to ask. Folded text.
 */

const DOMESTIC_ID = 7;
const KINDS: readonly [string, RegExp][] = [
  ['children', /\bbaby.?sit+er\b|\bbabysit+er\b|\btata\b|\bbambinaia\b/],
  ['carer', /\bbadant\w*|\bassistente familiare\b/],
  ['housework', /\bcolf\b|\bcollaborat\w* domestic\w*|\bdonna delle pulizie\b/],
];
const NOT_SELF_SUFFICIENT = /\bnon (?:e |sia |fosse |piu |e piu )*autosufficient/;
const TRAINED = /(?<!senza (?:il |un |alcun )?)(?:diploma|attestat\w*|\boss\b|\basa\b)|\bformat[oa]\b/;
const LEVEL_NAMED = /\blivell\w* (?:as|bs|cs|ds|a|b|c|d)\b|\b(?:as|bs|cs|ds)\b/;

const kindsOf = (text: string) => KINDS.filter(([, pattern]) => pattern.test(text)).map(([kind]) => kind);

/** The level of another domestic worker the follow-up names, or undefined when it names none (or a level). */
function ownWorkLevel(kind: string, text: string): string | undefined {
  if (kind === 'children') return /\bneonat\w*|\b(?:di|ha) \d{1,2} mesi\b/.test(text) ? undefined : 'BS';
  if (kind === 'carer') {
    if (NOT_SELF_SUFFICIENT.test(text)) return TRAINED.test(text) ? 'DS' : 'CS';
    return /\bautosufficient/.test(text) ? 'BS' : undefined;
  }
  return houseworkLevel(text);
}

/**
 * Whether the follow-up (`text`) names a domestic worker of another kind than the turn before (`before`), and
 * then the level of her own work (undefined: not told). Undefined when it is the same worker.
 */
export function otherDomesticWorker(
  merged: Slots,
  own: Slots,
  text: string,
  before: string,
): { level: string | undefined } | undefined {
  if (merged.agreements[0] !== DOMESTIC_ID || own.level !== undefined || LEVEL_NAMED.test(text))
    return undefined;
  const now = kindsOf(text);
  const earlier = kindsOf(before);
  if (now.length !== 1 || !earlier.length || earlier.includes(now[0] ?? '')) return undefined;
  return { level: ownWorkLevel(now[0] ?? '', text) };
}

/** The earlier worker's pay, dropped when the follow-up asks of another worker (changes `merged` in place). */
export function withoutEarlierWorkerPay(merged: Slots, own: Slots): void {
  merged.amounts = [...own.amounts];
}
