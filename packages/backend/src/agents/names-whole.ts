import { normalise, term } from '../kb/text.js';

// Only articles and prepositions may differ between the title said and the profile ("dello studio", "di studio"):
// any other word between (a licence, "con") makes it another job ("autista C+E con ADR" is no «autista ADR»).
const LINKS = new Set(
  'di del dello della dei degli delle dell d a al allo alla ai agli alle all il lo la i gli le l un uno una'.split(
    ' ',
  ),
);
const linkless = (text: string) =>
  normalise(text)
    .split(/[^\p{L}\p{N}]+/u)
    .filter((w) => w && !LINKS.has(w))
    .map(term);

/**
 * "vuole nominarlo coordinatore dello studio" names the profile «responsabile/coordinatore di studio» whole: the
 * articles and prepositions between the words ("dello", "di") and the titles joined by a slash ("responsabile/
 * coordinatore", each with the words after it) do not make the title another one.
 */
export function namesWhole(example: string, phrase: string): boolean {
  const said = ` ${linkless(phrase).join(' ')} `;
  return [example, ...slashVariants(example)].some((variant) => {
    const words = linkless(variant);
    return words.length > 1 && said.includes(` ${words.join(' ')} `);
  });
}

/** "responsabile/coordinatore di studio" → "responsabile di studio", "coordinatore di studio". */
function slashVariants(example: string): string[] {
  const joined = /^(\p{L}+)\/(\p{L}+)(\s.+)$/u.exec(example.trim());
  return joined ? [`${joined[1]}${joined[3]}`, `${joined[2]}${joined[3]}`] : [];
}
