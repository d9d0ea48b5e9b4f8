import type { Ccnl } from '../kb/schema.js';
import { WEIGHS } from '../reader/compared-follow-up.js';
import { readable } from '../reader/text.js';
import type { AgentContext } from './context.js';

// A follow-up that sets the new agreement beside the others ("e rispetto al tessile?", "aggiungi il tessile"),
// or asks whether it differs from the conversation's ("sarebbe diverso?", "guadagno di più o di meno?", "chi prende
// di più?"), or names the conversation's agreements with it ("nei due contratti? e con la cooperativa?").
const ALONGSIDE =
  /\b(?:rispetto|confront\w*|paragon\w*|vs|versus|aggiung\w*|anche|insieme|tutti|entramb\w*|tra|fra|divers[oaie]|differen\w*|cambi\w*|convien\w*|di piu o di meno|piu o meno)\b|\bchi (?:\w+ ){0,2}(?:di piu|di meno|meglio|piu alt\w*)\b|\b(?:due|tre|quattro) (?:contratt\w*|ccnl)\b/;

/**
 * A comparison's follow-up that names one agreement the conversation had not compared ("e nel tessile come
 * funziona?") asks about that agreement alone: the figures already given are not repeated around its answer.
 */
export function followUpAgreement(ctx: AgentContext): Ccnl[] | undefined {
  const previous = ctx.history?.at(-1);
  if (!previous) return undefined;
  const text = readable(ctx.message);
  const narrowed = changedForOne(ctx, previous, text);
  if (narrowed) return narrowed;
  // "più lungo o più corto?" weighs the new agreement against the others: they stay.
  if (ALONGSIDE.test(text) || WEIGHS.test(text)) return undefined;
  const named = ctx.kb.recognise(ctx.message);
  if (named.length !== 1) return undefined;
  const before = new Set(ctx.kb.recognise(previous).map((c) => c.id));
  const [only] = named as [Ccnl];
  // After a turn on one agreement ("quanto prende un 4° nel commercio?" → "e nel turismo?") the comparison is of
  // the two: only a turn that compared several has figures already given.
  return before.size >= 2 && !before.has(only.id) ? [only] : undefined;
}

// "per il commercio il totale cambia?" after a comparison: whether a new condition changes that agreement's figure.
const CHANGES = /\bcambi\w*\b/;
const WEIGHED =
  /\b(?:rispetto|confront\w*|paragon\w*|vs|versus|aggiung\w*|insieme|tutti|entramb\w*|tra|fra|divers[oaie]|differen\w*|convien\w*)\b/;

/**
 * A comparison's follow-up that names one of the compared agreements and asks whether a new condition (the firm's
 * size, the seniority) changes its figure asks about that agreement alone: the other's figure is no answer.
 */
function changedForOne(ctx: AgentContext, previous: string, text: string): Ccnl[] | undefined {
  if (!CHANGES.test(text) || WEIGHED.test(text) || WEIGHS.test(text)) return undefined;
  const named = ctx.kb.recognise(ctx.message);
  if (named.length !== 1) return undefined;
  const before = new Set(ctx.kb.recognise(previous).map((c) => c.id));
  const [only] = named as [Ccnl];
  // "chi dei due ha il minimo più alto e di quanto?" then "il suo albergo è un 2 stelle, cambia?": whether the
  // verdict between the two changes, so both stay.
  if (WHO_IS_AHEAD.test(readable(previous))) return undefined;
  return before.size >= 2 && before.has(only.id) ? [only] : undefined;
}

// The earlier turn asked which of the agreements is ahead, or by how much.
const WHO_IS_AHEAD =
  /\bchi (?:dei due |delle due |fra i due |tra i due |tra le due |fra le due )?(?:\w+ ){0,3}?(?:piu alt|piu bass|di piu|di meno|meglio)\w*|\bquale (?:dei due|delle due) \w+ (?:piu|di piu)\b|\bdi quanto\b/;
