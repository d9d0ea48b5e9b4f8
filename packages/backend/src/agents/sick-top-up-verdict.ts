import type { Ccnl } from '../kb/schema.js';
import type { RuleClaim } from '../reader/rule-claim.js';
import { fold } from '../reader/text.js';
import type { Verdict } from './rule-claim-verdicts.js';

/**
 * Session 28 (fixs28c): "la coordinatrice dice che la coop non integra niente e prendo solo quello che dà l'INPS,
 * quindi metà stipendio. È così?": an agreement whose employer tops the sick pay up beyond the INPS share says
 * No, with its own top-up sentence. Nothing when the agreement states no top-up.
 */
const SICK = /\bmalat|\bammal|\binfluenz|\bfebbre\b|\bcertificat/;
const NO_TOP_UP =
  /\bnon (?:mi |ci |ti )?integr\w*|\b(?:nessuna|niente|senza) integrazion\w*|\bprend\w* solo (?:quello che (?:da|paga|passa|mette) |quanto (?:da|paga) |il 50% (?:del|dell') ?)?(?:l'|l |dall'|dall |della |dal )?inps\b|\bpaga solo (?:l'|l )?inps\b|\bsolo (?:l'|l )?inps\b/;

export function sickTopUpVerdict(claim: RuleClaim, ccnl: Ccnl | undefined): Verdict | undefined {
  const sickness = ccnl?.sick_pay.sickness;
  if (!ccnl || !sickness || !SICK.test(claim.text) || !NO_TOP_UP.test(claim.clause)) return undefined;
  const bands = sickness.bands ?? [];
  // The employer's own share, or a total above what the INPS pays alone (half the pay from the 4th day).
  const topUp = bands.some((b) => (b.employer_pct ?? 0) > 0 || (b.total_pct ?? 0) > 50);
  if (!topUp) return undefined;
  const sentence = (sickness.text ?? '')
    .split(/;\s*|\.\s+/)
    .find((s) => /\bintegr/i.test(s) && /\d+\s?%/.test(s));
  const highest = Math.max(...bands.map((b) => b.total_pct ?? 0));
  const article = sickness.article ? ` (${sickness.article})` : '';
  const rule = sentence
    ? fold(sentence).startsWith('per ')
      ? sentence.charAt(0).toLowerCase() + sentence.slice(1)
      : sentence
    : `il datore di lavoro integra l'indennità INPS fino al ${highest}% della retribuzione`;
  return {
    word: 'No',
    reason: `nel ${ccnl.short_name} l'indennità INPS è integrata fino al **${highest}%** della retribuzione: ${rule.replace(/\.$/, '')}${article}.`,
  };
}
