import type { PrecedenceRule } from './precedence.js';

/**
 * Precedence rows (agreement-rules.ts) for the metalworking crafts agreement named beside the industry's: set
 * side by side ("metalmeccanici industria e artigiani") or listed with the others ("industria, Confapi,
 * artigianato", "Federmeccanica, le PMI Confapi e le officine artigiane"), it is added to them; the industry named
 * alone ("CCNL Federmeccanica") keeps an installer's "impianto" from bringing it in.
 */
export const CRAFTS_BESIDE_INDUSTRY_RULES: readonly PrecedenceRule[] = [
  {
    reason: 'Industry set beside the crafts ("metalmeccanici industria e artigiani"): both agreements.',
    agreement: 'metalmeccanica-artigianato-area-meccanica',
    read: 'no',
    others: /^metalmeccanica-/,
    needs: 'some',
    words: [
      /\bindustri\w*,? (?:e|o|oppure|vs\.?|rispetto (?:a|agli|ai)|contro) (?:gli |i |l')?artigian|\bartigian\w*,? (?:e|o|oppure|vs\.?|rispetto (?:a|all'|alla)) (?:l'|la )?industri/,
    ],
    effect: 'adds',
  },
  {
    reason:
      'The three metalworking agreements listed ("industria, Confapi, artigianato", "Federmeccanica, le PMI Confapi e le officine artigiane"): the crafts one too.',
    agreement: 'metalmeccanica-artigianato-area-meccanica',
    read: 'no',
    others: /^metalmeccanica-/,
    needs: 'some',
    words: [
      /\b(?:industri\w*|federmeccanica),[^.?;:(),]{0,40},\s*(?:e )?(?:l'|le |gli |i )?artigian|\b(?:industri\w*|federmeccanica),[^.?;:(),]{0,40} (?:e|o) (?:le |gli |i |l')?(?:\w+ )?artigian/,
    ],
    effect: 'adds',
  },
  {
    reason:
      'The industry named by its employers ("CCNL Federmeccanica") or as "metalmeccanici industria": an installer\'s "impianto" does not bring in the crafts agreement, unless a craft firm is said.',
    agreement: 'metalmeccanica-industria-federmeccanica',
    read: 'yes',
    others: /^metalmeccanica-artigianato-area-meccanica$/,
    needs: 'some',
    words: [/\bfedermeccanica\b|\bmetalmeccanic\w* (?:dell'|dell )?industri|\bindustri\w* metalmeccanic/],
    unless: /artigian|\barea meccanica\b/,
    effect: 'rules out',
  },
];
