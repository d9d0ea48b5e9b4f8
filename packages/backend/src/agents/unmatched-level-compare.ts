import type { Ccnl } from '../kb/schema.js';
import { type AgentAnswer, pickQuestions } from './answer.js';
import type { Measure } from './compare-cells.js';
import { bold, compose } from './compose.js';
import { levelName } from './shared/levels.js';

/**
 * "il minimo del livello C3 nel Confapi è più alto o più basso del nostro, e di quanto?": a level that exists in
 * one agreement only, weighed against another whose levels are graded otherwise. The knowledge base holds no
 * table of equivalences between agreements, so the difference cannot be computed: the gap is said, with the
 * other agreement's own grades to pick from, and no figure from a range set against one level.
 */

// The question asks the size or the direction of the difference.
const DIFFERENCE_ASKED =
  /\bdi quanto\b|\bdifferenz\w*|\bscarto\b|\bpiu (?:alt|bass)\w*|\bmeno (?:alt|bass)\w*|\bsuperior\w*|\binferior\w*|\bguadagn\w* di piu\b|\bpaga di piu\b/;

// ("un operaio qualificato del contratto agricolo": a grade told in words is a level told too.)
const LEVEL_TOLD =
  /\boperai[oe]? (?:comun[ei]|qualificat[oi]|specializzat[oi])\b|\b[a-z]\d\b|\b\d{1,2}\s?(?:°|o|a|ª)?\s?(?:livell\w*|liv\b|categori\w*|cat\b)|\blivello [a-z\d]{1,3}\b/g;

export function unmatchedLevelGap(
  agreements: Ccnl[],
  levels: (string | undefined)[],
  measures: Measure[],
  text: string,
  message: string,
): AgentAnswer | undefined {
  if (agreements.length !== 2 || measures[0] !== 'minimi' || !DIFFERENCE_ASKED.test(text)) return undefined;
  const held = levels.findIndex(Boolean);
  const level = levels[held];
  const own = agreements[held];
  const other = agreements[1 - held];
  // Only a level that the other agreement's grades do not hold (a "C3" beside categories 1 to 9).
  if (!level || !own || !other || levels[1 - held] !== undefined) return undefined;
  // ("un C3 metalmeccanico o un operaio di 3 livello della gomma plastica?": a level told for each side, even one
  // the other scale does not hold, is the user's own pairing, weighed elsewhere.)
  if ((text.match(LEVEL_TOLD) ?? []).length > 1) return undefined;
  if (other.levels.some((l) => l.level === level) || !other.levels.length) return undefined;
  const first = other.levels[0];
  const last = other.levels.at(-1);
  const grades = first && last ? ` (${first.name} … ${last.name})` : '';
  const name = levelName(own, level);
  return compose({
    answer: `Il livello del ${other.short_name} che corrisponde al ${name} del ${own.short_name} ${bold('non è nella base di conoscenza')}: i due contratti inquadrano con scale diverse${grades} e non c'è una tabella di equivalenza, quindi non posso dire se il minimo è più alto o più basso né di quanto.`,
    steps: [
      `Indicami il livello del ${other.short_name} in cui è (o sarebbe) inquadrato il lavoratore, oppure la mansione che svolge, e confronto i due minimi di quel livello.`,
    ],
    citations: [],
    related: pickQuestions(
      [
        `Quali sono i minimi retributivi per livello nel ${other.short_name}?`,
        `Quali sono i minimi retributivi per livello nel ${own.short_name}?`,
        `Come si inquadra una mansione nel ${other.short_name}?`,
      ],
      message,
      3,
    ),
  });
}
