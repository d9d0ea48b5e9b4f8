import type { AmountKind } from './request.js';

// "…, cioè circa 25.956 euro", "ossia 1.650", "vale a dire 2.100": a figure set beside the words before it.
const APPOSITION =
  /,?\s*\b(?:cio[eè]|ovvero|ossia|vale a dire)\s*(?:(?:circa|di|pari a|sui|sugli)\s+)*(?:€|euro)?\s*$/;

/**
 * The kind of a figure said in apposition ("lo stesso netto annuo del 2025, cioè circa 25.956 euro"): the
 * nearest kind word of the clause before it (a year between them is no figure of its own; a net word beats a
 * period's "annuo"), when nothing else names the figure.
 */
export function appositionKind(
  before: string,
  kinds: readonly (readonly [AmountKind, RegExp])[],
): AmountKind | undefined {
  const m = APPOSITION.exec(before);
  if (!m) return undefined;
  const clause = (
    before
      .slice(0, m.index)
      .split(/[.;?!]/)
      .at(-1) ?? ''
  ).slice(-60);
  let best: { kind: AmountKind; at: number } | undefined;
  for (const [kind, pattern] of kinds)
    for (const found of clause.matchAll(new RegExp(pattern.source, 'g'))) {
      const at = found.index + found[0].length;
      if (!best || at > best.at) best = { kind, at };
    }
  // "il netto annuo … dell'anno scorso, cioè 28.900": a net said with its period is a net, whatever period follows.
  if (best?.kind === 'ral' && kinds.some(([kind, pattern]) => kind === 'net' && pattern.test(clause)))
    return 'net';
  return best?.kind;
}
