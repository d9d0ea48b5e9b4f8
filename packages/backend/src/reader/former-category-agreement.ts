import type { KnowledgeBase } from '../kb/knowledge-base.js';
import { formerLevel } from './former-levels.js';
import type { Slots } from './request.js';
import { readable } from './text.js';

// A category said with its number and "categoria" or "super" ("5ª categoria super", "la 3ª super", "quarta categoria").
const CATEGORY_SAID =
  /\b\d\s*(?:°|º|ª|a)?\s*(?:categori\w*|cat\b\.?)|\b\d\s*(?:°|º|ª|a)\s*super\b|\b(?:prim|second|terz|quart|quint|sest|settim|ottav)a\s+categoria\b/;

// The question reads the category as a former one: the old letter, "ex", or the level it corresponds to today.
const READ_AS_FORMER =
  /\b(?:vecchi\w*|ex|di una volta|di prima|corrispond\w*|equival\w*|attual\w*|nuov[aoie] (?:classificazion\w*|livell\w*|inquadrament\w*|sistema)|classificazione (?:attuale|di oggi|odierna)|adesso|oggi)\b/;

/**
 * "In un vecchio contratto del 2015 risulta inquadrata in 5ª categoria super: a quale livello della classificazione
 * attuale corrisponde?" with no agreement named or selected: the former categories live in one agreement's level
 * names ("livello B1 (ex 5ª super)"). When exactly one agreement of the knowledge base has a level for the
 * category said, that agreement is the one implied (not named) and the level is its; otherwise nothing changes.
 */
export function formerCategoryAgreement(kb: KnowledgeBase, slots: Slots, message: string): Slots {
  if (slots.agreements.length || slots.unknownAgreements.length) return slots;
  const folded = readable(message);
  if (!CATEGORY_SAID.test(folded) || !READ_AS_FORMER.test(folded)) return slots;
  const found = kb.agreements.flatMap((ccnl) => {
    const level = formerLevel(ccnl, folded, true);
    return level ? [{ ccnl, level }] : [];
  });
  const [only] = found.length === 1 ? found : [];
  if (!only) return slots;
  return {
    ...slots,
    agreements: [only.ccnl.id_categoria],
    agreementsBySector: true,
    level: slots.level ?? only.level,
  };
}
