import { askedClause } from './asking-clause.js';
import { VALUE_CORRECTED } from './corrections.js';
import type { Intent } from './request.js';

/**
 * A turn that corrects a fact and then asks a figure by name ("ho sbagliato: la lettera dice 1° aprile, non 1°
 * marzo. Quanto viene allora la tredicesima di dicembre?" after a TFR turn): the figure it names in its asking
 * clause, not the last turn's subject carried by the correction. Runs on the readable text; undefined when the
 * turn corrects nothing or names no figure of its own.
 */
const NAMED: [RegExp, Intent][] = [
  [/\btredicesim\w*|\bquattordicesim\w*/, 'thirteenth_pro_rata'],
  [/\btfr\b|\btrattamento di fine rapporto\b|\bliquidazione\b/, 'tfr'],
];
const MISTAKE = /\b(?:ho|abbiamo) sbagliat\w*|\bscus\w*\b|\berrore mio\b|\bho scritto male\b|\bintendevo\b/;

export function correctedTurnSubject(text: string, intent: Intent, previous: Intent): Intent | undefined {
  if (intent !== previous || (!VALUE_CORRECTED.test(text) && !MISTAKE.test(text))) return undefined;
  const clause = askedClause(text);
  const named = NAMED.filter(([words]) => words.test(clause));
  if (named.length !== 1) return undefined;
  const subject = named[0]?.[1];
  return subject && subject !== previous ? subject : undefined;
}
