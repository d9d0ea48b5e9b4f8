import { readable } from '../reader/text.js';
import type { AgentContext } from './context.js';

/**
 * A why asked of the answer before, with at most the writer's doubt beside it ("perché? io sapevo che le ASO
 * stavano al quarto", "perche 5 e non 4? il barista non e come il barman?", "Perché? Non è comunque retribuzione
 * corrisposta in dipendenza del rapporto?"), after a turn that asked a verdict: a level, or a yes or no ("va
 * considerata nella base del TFR?", "è giusto?"). The reason is that verdict's own: the earlier question answered
 * again, with its grounds (the profile and the declaratoria, the agreement's clause). The doubt is the writer's
 * belief, not a new fact of the case: no job described anew, no calculation asked.
 *
 * A why about a figure worked out (the net of a raise, a divisor, an extra month) has its own answers
 * (raise-why.ts, why-divisor.ts, why-extra-month.ts): a turn that asked an amount is not a verdict.
 */

/** The first sentence is the why, short ("perché?", "come mai 5 e non 4?", "per quale motivo?"). */
const WHY_FIRST =
  /^(?:ma |e |ok |ah |scusa,? |quindi )?(?:perche|come mai|per quale motivo|in base a cosa)\b([^?!.]{0,30})(?:[?!.]+|$)\s*(.*)$/s;

/** A belief or an objection the writer adds: "io sapevo che", "pensavo", "non è come", "non è comunque". */
const DOUBT =
  /^(?:(?:ma|eppure|pero|io|a me|mi)\s+)*(?:sapevo|pensavo|credevo|mi (?:avevano|hanno) detto|avevo (?:sentito|letto|capito)|ho (?:sentito|letto)|non (?:e|sono|era|dovrebbe)\b|il \p{L}+ non e\b|la \p{L}+ non e\b)/u;

/** A yes or no asked ("va considerata…?", "è giusto?", "spetta?", "rientra…?"), or a level asked or checked. */
const VERDICT_ASKED =
  /\b(?:va|vanno|e|sono) (?:considerat|inclus|computat|conteggiat|compres)\w*|\b(?:e|sono) (?:giust|corrett|regolar|dovut)\w*|\brientr\w*|\bspett\w*\?|\bentra(?:no)? (?:nel|nella|in)\b|\b(?:che|quale) livello\b|\blivello\b[^?]{0,60}\b(?:giusto|corretto)\b/;

/** An amount or a count asked by the earlier turn: a calculation, whose whys are answered elsewhere. */
const AMOUNT_ASKED = /\bquant[oaie]\b|\bcalcol(?:a|are|ami|ate|i)\b|\bnetto\b/;

/** An amount told: "1.676,98", "65 euro", "1.200 €". */
const FIGURE_TOLD = /\d,\d\d\b|\d\s*(?:€|euro\b)/;

/** The earlier question, when the turn asks why of its verdict and says nothing new of the case. */
export function verdictWhyAsked(ctx: Pick<AgentContext, 'message' | 'history'>): string | undefined {
  const previous = ctx.history?.at(-1);
  if (previous === undefined) return undefined;
  const m = WHY_FIRST.exec(readable(ctx.message).trim());
  if (!m) return undefined;
  const rest = (m[2] ?? '').trim();
  // Nothing after the why, or the writer's doubt with no figure of its own.
  if (rest && (!DOUBT.test(rest) || /\d/.test(rest) || AMOUNT_ASKED.test(rest))) return undefined;
  const before = readable(previous);
  if (!VERDICT_ASKED.test(before) || AMOUNT_ASKED.test(before)) return undefined;
  // A figure the earlier turn doubted ("la paga tabellare è passata da 1.656,98 a 1.676,98 €. È giusto?"): its why
  // is the figure's, answered on the why's own turn (renewal-why.ts, pay-doubt.ts).
  if (FIGURE_TOLD.test(before)) return undefined;
  return previous;
}

/** The context that answers the why: the earlier question asked again, in its own conversation. */
export function verdictWhyContext<C extends AgentContext>(ctx: C): C | undefined {
  const previous = verdictWhyAsked(ctx);
  if (previous === undefined) return undefined;
  return { ...ctx, message: previous, history: ctx.history?.slice(0, -1) ?? [] };
}
