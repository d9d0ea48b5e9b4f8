import type { Ccnl } from '../kb/schema.js';
import { fold } from './text.js';

/**
 * Levels of a side ladder named by their own job and a category number ("Operatore di vendita di 1ª categoria"
 * in the Terziario): "operatore di vendita 1a categoria", "venditore inquadrato operatore di vendita di prima
 * categoria", "2ª categoria operatori di vendita". Read before the plain numbers, so that the category's number is
 * not taken for the main ladder's level with the same number ("1a categoria" is not the 1st level).
 */

const ORDINAL_WORDS: Record<string, string> = {
  prima: '1',
  primo: '1',
  seconda: '2',
  secondo: '2',
  terza: '3',
  terzo: '3',
  quarta: '4',
  quarto: '4',
};

/** "Operatore di vendita di 1ª categoria": the job's words and the number, where a level's name reads so. */
const NAMED_NUMBER = /^(\p{L}[\p{L}' ]*?)\s+(?:di\s+)?(\d{1,2})\s*[aoª°º]?\s+(?:categoria|livello|grado)\b/u;

/** A word of the job, any ending ("operatore" → operator…, "vendita" → vendit…); short words as they are. */
function stem(word: string): string {
  return word.length > 4 ? `${word.slice(0, -1)}\\w*` : word;
}

const NUMBER = String.raw`(\d{1,2}|prima|primo|seconda|secondo|terza|terzo|quarta|quarto)\s*[aoª°º]?`;

/** The level of a side ladder the folded question names by its job and number, if any. */
export function trackLevel(ccnl: Ccnl, text: string): string | undefined {
  const folded = fold(text);
  for (const level of ccnl.levels) {
    if (!level.track || !level.name) continue;
    const named = NAMED_NUMBER.exec(fold(level.name));
    if (!named?.[1] || /^(?:livello|quadr)/.test(named[1])) continue;
    const job = named[1].trim().split(/\s+/).map(stem).join('\\s+');
    const after = new RegExp(
      String.raw`\b${job}\s+(?:(?:di|della|in)\s+)?${NUMBER}(?:\s+(?:categoria|cat\.?|livello))?(?!\w)`,
      'u',
    );
    const before = new RegExp(
      String.raw`(?<![\w])${NUMBER}\s+(?:categoria|cat\.?)\s+(?:(?:di|degli|dell')\s*)?${job}\b`,
      'u',
    );
    const said = after.exec(folded)?.[1] ?? before.exec(folded)?.[1];
    if (said && (ORDINAL_WORDS[said] ?? said) === named[2]) return level.level;
  }
  return undefined;
}
