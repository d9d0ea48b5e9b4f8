/**
 * A task a negation governs is not the job's: "senza guidare il muletto", "non usa mai il transpallet", "niente
 * carico e scarico" say what the worker does not do, so the phrase must not gain the title of the job that does it
 * (a forklift is the storekeeper's: denied, it leaves the order picker's profile alone).
 */

// The negation and at most three words between it and the task ("senza guidare il", "non usa mai il").
const DENIAL_BEFORE = /\b(?:senza|non|niente|mai|nessun\w*)\s+(?:[\p{L}']+\s+){0,3}$/u;
// "non solo prepara gli ordini ma anche …" adds, it does not deny.
const NOT_ONLY = /^non\s+(?:solo|soltanto|solamente|unicamente|esclusivamente)\b/u;
const CLAUSE_BREAK = /[.;:?!,]|\b(?:ma|pero|e|ed|poi|invece)\s*$/u;

/** The phrase's replacement, with "$&" and "$1".."$9" read as String.replace reads them. */
function expand(replacement: string, match: string, groups: unknown[]): string {
  return replacement.replace(/\$(&|\d)/g, (_, which: string) =>
    which === '&' ? match : String(groups[Number(which) - 1] ?? ''),
  );
}

/** `text.replace(pattern, replacement)`, leaving a phrase unchanged where a negation governs it. */
export function replaceUnlessDenied(text: string, pattern: RegExp, replacement: string): string {
  return text.replace(pattern, (match: string, ...rest: unknown[]) => {
    const at = rest.findIndex((x) => typeof x === 'number');
    const offset = rest[at] as number;
    const before = text.slice(Math.max(0, offset - 40), offset);
    const denial = DENIAL_BEFORE.exec(before);
    if (denial && !NOT_ONLY.test(denial[0]) && !CLAUSE_BREAK.test(before.slice(denial.index + 1)))
      return match;
    return expand(replacement, match, rest.slice(0, at));
  });
}
