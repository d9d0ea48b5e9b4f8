import type { Ccnl } from '../kb/schema.js';
import { askedFormerLevel } from '../reader/former-levels.js';
import { readable } from '../reader/text.js';
import { type AgentAnswer, citeSources, finishAnswer } from './answer.js';
import type { AgentContext } from './context.js';
import { levelShort } from './shared/levels.js';

/**
 * "Entrato in 4ª categoria, poi passato alla 5ª… a quale livello del nuovo inquadramento corrisponde la vecchia 5ª
 * categoria?": a former category's new level asked, answered as the correspondence the agreement's level names
 * keep ("livello C3 (ex 5ª)"), not as a job placed from the tasks the story tells. Undefined when the last
 * question sentence asks no correspondence of a former category the agreement maps.
 */

// The correspondence asked: "corrisponde", "equivale", "è diventata", "si converte", "adesso è un C qualcosa",
// "adesso dove va?", "nella classificazione attuale".
const CORRESPONDENCE =
  /\b(?:corrispond\w*|equival\w*|divent\w*|convert\w*|trasformat\w*|nuovo inquadramento|nuova classificazione|nuovi livelli|classificazione attuale|dove (?:va|andrebbe|finisce|rientra|sta))\b/;

export function formerCategoryAnswer(ctx: AgentContext, ccnl: Ccnl): AgentAnswer | undefined {
  if (ctx.documents.length) return undefined;
  const asked =
    readable(ctx.message)
      .match(/[^.?!]*\?/g)
      ?.at(-1) ?? '';
  if (!CORRESPONDENCE.test(asked)) return undefined;
  const code = askedFormerLevel(ccnl, ctx.message);
  const level = ccnl.levels.find((l) => l.level === code);
  const former = level && /\(ex ([^)]*)\)/i.exec(level.name)?.[1];
  if (!level || !former) return undefined;
  const shown = /livell|quadr/i.test(level.name) ? level.name : `${levelShort(level.level)} (${level.name})`;
  const category = former.replace(/^(\S+)(.*)$/, '$1 categoria$2');
  const opening = `Nel ${ccnl.short_name} la vecchia ${category} corrisponde al **${shown}** della classificazione attuale.`;
  const body = [opening];
  if (level.declaratoria) body.push('', `Declaratoria del livello: «${level.declaratoria}».`);
  body.push(
    '',
    'Se in busta paga trovi un livello diverso, confrontalo con la categoria che avevi e con le mansioni che svolgi: è la mansione svolta con prevalenza a decidere il livello.',
  );
  return finishAnswer(
    body,
    citeSources(ccnl, `${level.name}: ${level.declaratoria ?? ''}`, null, level.sources),
    [
      `Qual è il minimo mensile del ${levelShort(level.level)} nel ${ccnl.short_name}?`,
      `Quali mansioni rientrano nel ${levelShort(level.level)} del ${ccnl.short_name}?`,
    ],
  );
}
