/**
 * A payslip's pay items stated with their figures and doubted, to be checked against the table's items
 * (agents/minimum-check.ts), not a net to estimate:
 *
 *   payItemsDoubted(text): boolean — `text` readable (lower case, accents folded)
 *
 * - two items each with its figure ("paga base 1.277,04 + contingenza 517,65: è aggiornata?");
 * - one figure said of the items summed ("in busta ho 873,34 di base+contingenza+3°elemento. e giusto?").
 * The one item that is the whole minimum (the Tessile's ERN, "è ancora 1.881,95. me lo devono aumentare?") is a
 * minimum asked with the user's figure beside it (reader/asked-level.ts), answered with the rise since.
 */
const PAY_ITEM = String.raw`\b(?:paga base|minimo(?: tabellare| contrattuale| conglobato)?|contingenza|terzo elemento|e\.?d\.?r\.?|retribuzione tabellare)\b[^\d?]{0,15}\d`;
/** Two pay items each stated with its figure ("paga base 1.277,04 + contingenza 517,65"). */
const PAY_ITEMS_STATED = new RegExp(`${PAY_ITEM}[^?]*?${PAY_ITEM}`);
/** One figure of the items summed, named after it ("873,34 di base+contingenza+3° elemento"). */
const ITEMS_SUMMED = /\d,\d{2}\s*(?:€|euro)?\s*(?:lordi\s+)?di (?:paga )?base\s*(?:\+|e)\s*contingenza\b/;
const ITEMS_DOUBTED =
  /\b(?:aggiornat\w*|giust[oaie]|corrett[oaie]|in regola|regolar[ei]|differenz\w*|applicat\w*|allineat\w*|adeguat\w*|in linea|vecchi[aoe]?|sottopagat\w*)\b|\b(?:meno|sotto|inferior\w*)\b[^?.\d]{0,12}\bminim/;

export function payItemsDoubted(text: string): boolean {
  return (PAY_ITEMS_STATED.test(text) || ITEMS_SUMMED.test(text)) && ITEMS_DOUBTED.test(text);
}
