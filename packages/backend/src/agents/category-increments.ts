import type { Ccnl } from '../kb/schema.js';
import type { RuleClaim } from '../reader/rule-claim.js';
import { fold } from '../reader/text.js';
import type { Verdict } from './rule-claim-verdicts.js';

/**
 * "per gli operai delle pulizie gli scatti biennali non esistono, è vero?", "gli operai non maturano scatti?":
 * whether one category of workers has the seniority increments, read on the agreement's own sentence for that
 * category ("operai: nessuno scatto, ma un importo di anzianità forfettaria…"). The period alone (biennial) does
 * not answer it: the category does.
 */

const CATEGORIES: readonly [RegExp, string][] = [
  [/\boperai[oae]?\b|\boperaie\b/, 'operai'],
  [/\bimpiegat[oiae]\b/, 'impiegati'],
  [/\bquadri\b/, 'quadri'],
];
const DENIED =
  /\bnon (?:esiston\w*|ci sono|spett\w*|matur\w*|ha|hanno|ne ha|ne hanno|prend\w*|ricev\w*)\b|\bniente scatt|\bnessun\w* scatt|\bsenza scatt/;

/** The agreement's sentence on one category's increments ("operai: nessuno scatto, …"), folded. */
function categoryRule(text: string, category: string): string | undefined {
  // (A ";" inside brackets, "(6° livello 82,99 €; importi da lettura di terzi)", does not end the sentence.)
  const parts: string[] = [];
  let depth = 0;
  let current = '';
  for (const char of text) {
    if (char === '(') depth += 1;
    if (char === ')') depth -= 1;
    if (char === ';' && depth === 0) {
      parts.push(current.trim());
      current = '';
    } else current += char;
  }
  parts.push(current.trim());
  return parts.find((part) => new RegExp(`^${category}\\b|\\b${category}:`).test(fold(part)));
}

export function categoryIncrementsVerdict(claim: RuleClaim, ccnl: Ccnl | undefined): Verdict | undefined {
  if (!ccnl || !/\bscatt/.test(claim.clause)) return undefined;
  const named = CATEGORIES.find(([pattern]) => pattern.test(claim.clause) || pattern.test(claim.text));
  const text = ccnl.seniority_increments.text;
  if (!named || !text) return undefined;
  const rule = categoryRule(text, named[1]);
  if (!rule) return undefined;
  const none = /\bnessun\w* scatt|\bnon (?:matur\w*|hanno|spett\w*)\b[^;]*\bscatt/.test(fold(rule));
  const denied = DENIED.test(claim.clause) || claim.negated;
  const detail = rule.replace(new RegExp(`^${named[1]}\\s*:\\s*`, 'i'), '').replace(/\.$/, '');
  return {
    word: none === denied ? 'Sì' : 'No',
    reason: none
      ? `nel ${ccnl.short_name}, per gli ${named[1]}: ${detail.replace(/^nessuno scatto/i, '**nessuno scatto** di anzianità')}.`
      : `nel ${ccnl.short_name} anche gli ${named[1]} maturano gli scatti: ${detail}.`,
  };
}
