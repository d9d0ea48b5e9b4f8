import { terms } from '../kb/text.js';

/**
 * "vuole nominarlo coordinatore dello studio" names the profile «responsabile/coordinatore di studio» whole: the
 * articles and prepositions between the words ("dello", "di") and the titles joined by a slash ("responsabile/
 * coordinatore", each with the words after it) do not make the title another one.
 */
export function namesWhole(example: string, phrase: string): boolean {
  const said = ` ${terms(phrase).join(' ')} `;
  return [example, ...slashVariants(example)].some((variant) => {
    const words = terms(variant);
    return words.length > 1 && said.includes(` ${words.join(' ')} `);
  });
}

/** "responsabile/coordinatore di studio" → "responsabile di studio", "coordinatore di studio". */
function slashVariants(example: string): string[] {
  const joined = /^(\p{L}+)\/(\p{L}+)(\s.+)$/u.exec(example.trim());
  return joined ? [`${joined[1]}${joined[3]}`, `${joined[2]}${joined[3]}`] : [];
}
