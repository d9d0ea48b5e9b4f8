import type { PrecedenceRule } from './precedence.js';

/** Words that set two agreements side by side or offer them as a choice. */
const COMPARED =
  /confront|differenz|rispetto a|\bvs\b|\bcontro\b|\bpiu alt\w*|\bprende di piu\b|\boppure\b|\bconvien|\bquale dei due\b|\bcambi\w*|\bdivers\w*|\buguale\b|\b(?:tra|fra)\b.{1,60}\be\b/;

/**
 * Precedence rows (agreement-rules.ts) for the tourism family of agreements: bars and restaurants (FIPE) and hotels
 * (Federalberghi) both call theirs "CCNL Turismo", and Confesercenti signs one of its own.
 */
export const HOSPITALITY_RULES: readonly PrecedenceRule[] = [
  {
    reason:
      'Pubblici esercizi or tourism under Confesercenti is its own agreement (not in the knowledge base), not FIPE’s, Federalberghi’s nor Confesercenti’s tertiary one.',
    others: /^(?:pubblici-esercizi-fipe|turismo-federalberghi|terziario-confesercenti)$/,
    words: [/\bconfesercenti\b/, /pubblici esercizi|\bturismo\b|ristorazion/],
    unless: /\bfipe\b|federalberghi|confcommercio|confront|differenz|rispetto a/,
    effect: 'rules out',
  },
  {
    reason:
      '"CCNL Turismo pubblici esercizi" (or "turismo FIPE") is the bars’ and restaurants’ agreement: "turismo" alone does not bring in the hotels’ one.',
    agreement: 'pubblici-esercizi-fipe',
    read: 'yes',
    others: /^turismo-federalberghi$/,
    needs: 'some',
    onlyBy: /\bturism\w*|\bturistic\w*/,
    // "turismo" beside the bars' name ("CCNL Turismo pubblici esercizi", "turismo FIPE"), not the hotels' agreement
    // named on its own elsewhere in the message ("… FIPE e un collega con il CCNL Turismo").
    words: [
      /\bturism\w*[ -]+(?:e |- )?(?:pubblici esercizi|fipe)\b|\b(?:pubblici esercizi|fipe)[ -]+(?:e |- )?turism/,
    ],
    unless: COMPARED,
    effect: 'rules out',
  },
];
