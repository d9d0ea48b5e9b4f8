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

// ("il vitto e alloggio lo aggiunge poi il consulente", "mi serve solo la parte della paga", "sulla paga in
// denaro": someone else adds the board, the cash pay alone is asked.)
export const BOARD_SET_ASIDE =
  /\b(?:vitto|alloggio)\b[^.?]{0,40}\b(?:a parte|separatamente|esclus\w*|lo conto io|non (?:lo |li )?(?:conto|considero|calcolo)|(?:lo |li )?(?:aggiung|somm)\w* (?:poi |dopo |lui |lei )?(?:il|la|lo)\b)|\b(?:senza|escluso|esclusi|tranne) (?:il )?vitto\b|\b(?:paga|retribuzione|parte) in (?:denaro|contanti)\b|\bsolo (?:la )?parte (?:della |in )?(?:paga|retribuzione|denaro)\b/;

/** Whether the conversation speaks of board and lodging. */
const boardSpoken = (ctx: AgentContext): boolean =>
  [ctx.message, ...(ctx.history ?? [])].some((t) => BOARD_WORDS.test(readable(t)));

/** The rule's sentence for a domestic pay base when board and lodging are spoken of, else undefined. */
export function boardRuleNote(ctx: AgentContext, ccnl: Ccnl | undefined): string | undefined {
  if (ccnl?.id !== 'lavoro-domestico' || !boardSpoken(ctx)) return undefined;
  const rule = `Nel ${ccnl.short_name} tredicesima e TFR si calcolano sulla retribuzione globale di fatto, compreso il valore convenzionale di vitto e alloggio anche se fornito in natura (art. 39 per la tredicesima, art. 40 per il TFR).`;
  // The user leaves the board to someone else: the figure is the cash pay's alone, and the answer says so.
  return BOARD_SET_ASIDE.test(readable(ctx.message))
    ? `${rule} Come chiesto, il calcolo è sulla sola paga in denaro: vitto e alloggio sono esclusi e il loro valore va aggiunto a parte.`
    : rule;
}
