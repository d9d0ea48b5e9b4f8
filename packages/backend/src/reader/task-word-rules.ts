import type { PrecedenceRule } from './precedence.js';

/**
 * Jobs told by a task whose word is also an agreement's keyword: the task brings that agreement in, the firm's
 * sector named beside it ("addetta alle spedizioni in azienda chimica") says which one applies (precedence.ts).
 */
export const TASK_WORD_RULES: readonly PrecedenceRule[] = [
  {
    reason:
      'The shipping desk of a firm of another sector ("addetta alla reception e alle spedizioni in azienda chimica") is that firm’s clerk: "spedizioni" names the task, not the logistics sector.',
    others: /^logistica-trasporto-merci-spedizione$/,
    needs: 'some',
    onlyBy: /\bspedizion\w*/,
    besides: true,
    // The firm named in the message itself ("in azienda chimica"); a follow-up's task ("gestisco anche le
    // spedizioni") keeps the agreement of the conversation.
    words: [/\b(?:azienda|aziende|ditta|impresa|societa|stabilimento|fabbrica)\b/],
    // A shipping firm or forwarder, or the logistics contract named, is the logistics sector itself.
    unless:
      /\b(?:ccnl|contratto) (?:\w+ )?(?:logistic|trasport|spedizion)|\b(?:ditt|aziend|impres|societ|cas|agenzi)\w* (?:\w+ )?(?:di |delle )?(?:spedizion|trasport|logistic)|\bspedizionier|\bcorrier/,
    effect: 'rules out',
  },
];
