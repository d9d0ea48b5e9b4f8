import type { Ccnl } from '../kb/schema.js';
import { readable } from '../reader/text.js';
import type { AgentContext } from './context.js';

/**
 * A live-in domestic worker's board and lodging are part of her pay: the 13th (art. 39) and the TFR (art. 40)
 * are computed on the "retribuzione globale di fatto", the agreed value of board and lodging included even when
 * given in kind. A value told beside the pay is added by the reader (../reader/board-lodging-pay.ts); a family
 * that asks whether the board counts ("il vitto e alloggio lo devo mettere dentro?") is told so beside the figure.
 */

const BOARD_WORDS = /\bvitto e alloggio\b|\bvitto\b[^.?]{0,20}\balloggio\b/;

/** Whether the conversation speaks of board and lodging. */
const boardSpoken = (ctx: AgentContext): boolean =>
  [ctx.message, ...(ctx.history ?? [])].some((t) => BOARD_WORDS.test(readable(t)));

/** The rule's sentence for a domestic pay base when board and lodging are spoken of, else undefined. */
export function boardRuleNote(ctx: AgentContext, ccnl: Ccnl | undefined): string | undefined {
  if (ccnl?.id !== 'lavoro-domestico' || !boardSpoken(ctx)) return undefined;
  return `Nel ${ccnl.short_name} tredicesima e TFR si calcolano sulla retribuzione globale di fatto, compreso il valore convenzionale di vitto e alloggio anche se fornito in natura (art. 39 per la tredicesima, art. 40 per il TFR).`;
}
