import type { Level } from '../kb/schema.js';
import { normalise } from '../kb/text.js';

/**
 * A neighbouring level whose profile is the proposed one with or without a condition of its own («operatore
 * socio-sanitario (OSS)» beside «operatore socio-sanitario (OSS) in RSA o in altra struttura socio-sanitaria»):
 * what moves the job there is that condition, said in words, not the neighbour's examples repeated. `null` when
 * no example of the neighbour is the proposed profile with or without such words.
 */
export function conditionLine(
  neighbour: Level,
  side: 'sopra' | 'sotto',
  example: string | null,
): string | null {
  if (!example) return null;
  const own = normalise(example);
  const verb = side === 'sopra' ? 'salirebbe' : 'scenderebbe';
  for (const other of neighbour.examples) {
    const theirs = normalise(other);
    if (theirs === own) continue;
    // The neighbour's profile is the proposed one without the condition that placed the job where it is.
    if (own.startsWith(`${theirs} `)) {
      const condition = example.slice(other.length).trim();
      return `- ${neighbour.name}, ${side}: è lo stesso profilo («${other}») senza la condizione del livello proposto; la mansione ${verb} qui se non ricorresse «${condition}».`;
    }
    // The neighbour's profile is the proposed one with a condition the job would have to meet.
    if (theirs.startsWith(`${own} `)) {
      const condition = other.slice(example.length).trim();
      return `- ${neighbour.name}, ${side}: è lo stesso profilo con una condizione in più («${other}»); la mansione ${verb} qui se ricorresse anche «${condition}».`;
    }
  }
  return null;
}

/** The lines on the levels above and below, and the neighbours told by a condition of the same profile. */
export function neighbourLines(
  above: Level | undefined,
  below: Level | undefined,
  example: string | null,
  describe: (level: Level) => string,
): { lines: string[]; told: Level[] } {
  const lines: string[] = [];
  const told: Level[] = [];
  for (const [level, side] of [
    [above, 'sopra'],
    [below, 'sotto'],
  ] as const) {
    if (!level) continue;
    const line = conditionLine(level, side, example);
    if (line) told.push(level);
    lines.push(
      line ??
        (side === 'sopra'
          ? `- ${level.name}, sopra: la mansione salirebbe qui se comportasse ${describe(level)}.`
          : `- ${level.name}, sotto: la mansione scenderebbe qui se si limitasse a ${describe(level)}.`),
    );
  }
  return { lines, told };
}
