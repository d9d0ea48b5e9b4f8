import type { Ccnl } from '../kb/schema.js';
import { readLevel } from '../reader/levels.js';
import { readable } from '../reader/text.js';

/**
 * The level a document's line says as such ("impiegata tecnica di 2ª categoria, 5° livello", "livello 3"): read
 * before any category or grade the same line names first. Undefined when the line says no numbered level.
 */
// (With its "super" or "S": "6° livello super", "livello 6° super", "livello 6S"; "livello 3A" and "livello 3/A"
// are no number alone.)
const LEVEL_SAID =
  /\b\d{1,2}\s*(?:°|º)\s*livello(?:\s+super\b)?|\blivello\s+\d{1,2}(?![/-][a-z](?![a-z]))(?:\s*(?:°|º))?(?:\s*super\b|s\b|\b)(?!\s*(?:ª|°|º)?\s*categori)/i;

export function levelSaid(ccnl: Ccnl, line: string): string | undefined {
  const said = LEVEL_SAID.exec(line)?.[0];
  return said ? readLevel(ccnl, said, readable(said), false) : undefined;
}
